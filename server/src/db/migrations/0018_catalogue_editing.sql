-- Catalogue editing in the admin area (decision 027): a product's
-- visibility, and pictures uploaded through the admin area on their way
-- through the image pipeline.
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"original_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"staged_key" text NOT NULL,
	"image_id" uuid,
	"message" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_profile_ck" CHECK ("uploads"."profile" in ('photo', 'plain', 'logo')),
	CONSTRAINT "uploads_state_ck" CHECK ("uploads"."state" in ('queued', 'processing', 'done', 'failed')),
	CONSTRAINT "uploads_progress_ck" CHECK ("uploads"."progress" between 0 and 100),
	CONSTRAINT "uploads_done_ck" CHECK (("uploads"."state" = 'done') = ("uploads"."image_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published") WHERE "products"."published" = false;
--> statement-breakpoint

-- The search index holds published products only: an unpublished one is
-- found by no search, and publishing it posts its words as an edit does.
CREATE OR REPLACE FUNCTION public.chitra_products_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM chitra_new_products) THEN
      RETURN NULL;
    END IF;
    WITH posted AS (
      INSERT INTO public.search_postings (term, product_id, tier, sales_count, total_rating)
      SELECT s.term, n.id, s.tier, n.sales_count, n.total_rating
      FROM chitra_new_products n
      CROSS JOIN LATERAL public.chitra_search_terms(n.title, n.name, n.tags, n.keywords, n.description) s
      WHERE n.published
      RETURNING term
    )
    -- Term order keeps concurrent writers locking the vocabulary in one order.
    INSERT INTO public.search_terms (term, doc_count)
    SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
    ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    PERFORM public.chitra_bump_catalogue_revision();
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.chitra_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Popularity moved (a sale, a rating): keep every posting in rank order.
    UPDATE public.search_postings sp
    SET sales_count = n.sales_count, total_rating = n.total_rating
    FROM chitra_new_products n
    JOIN chitra_old_products o ON o.id = n.id
    WHERE sp.product_id = n.id
      AND (n.sales_count, n.total_rating) IS DISTINCT FROM (o.sales_count, o.total_rating);

    -- Searchable text or visibility changed: take the old words out and put
    -- the new ones in (none while unpublished).
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE (n.title, n.name, n.tags, n.keywords, n.description, n.published)
        IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.published)
    ) THEN
      WITH removed AS (
        DELETE FROM public.search_postings sp
        USING chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        WHERE sp.product_id = n.id
          AND (n.title, n.name, n.tags, n.keywords, n.description, n.published)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.published)
        RETURNING sp.term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, -count(*) FROM removed GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;

      WITH posted AS (
        INSERT INTO public.search_postings (term, product_id, tier, sales_count, total_rating)
        SELECT s.term, n.id, s.tier, n.sales_count, n.total_rating
        FROM chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        CROSS JOIN LATERAL public.chitra_search_terms(n.title, n.name, n.tags, n.keywords, n.description) s
        WHERE n.published
          AND (n.title, n.name, n.tags, n.keywords, n.description, n.published)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.published)
        RETURNING term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    END IF;

    -- A product given another date moves in its categories' newest-first order.
    UPDATE public.product_categories pc
    SET product_created_at = n.created_at
    FROM chitra_new_products n
    JOIN chitra_old_products o ON o.id = n.id
    WHERE pc.product_id = n.id AND n.created_at IS DISTINCT FROM o.created_at;

    -- Any change but a sale shows somewhere (a rating shows on the card), and
    -- catalogue answers are cached per revision. Sales are counted by a job
    -- after each paid order: they must not move the one revision row (every
    -- payment would queue on it and every server would drop its cache); the
    -- popular list they reorder is cached by time instead.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE to_jsonb(n) - 'sales_count' IS DISTINCT FROM to_jsonb(o) - 'sales_count'
    ) THEN
      PERFORM public.chitra_bump_catalogue_revision();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.chitra_products_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM chitra_old_products) THEN
      RETURN NULL;
    END IF;
    -- The postings went with the products (ON DELETE CASCADE); the counts stay
    -- behind. An unpublished product had none.
    INSERT INTO public.search_terms (term, doc_count)
    SELECT s.term, -count(*)
    FROM chitra_old_products o
    CROSS JOIN LATERAL public.chitra_search_terms(o.title, o.name, o.tags, o.keywords, o.description) s
    WHERE o.published
    GROUP BY s.term ORDER BY s.term
    ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    PERFORM public.chitra_bump_catalogue_revision();
    RETURN NULL;
  END
  $$;
