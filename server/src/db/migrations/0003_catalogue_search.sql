-- Search and listing support that drizzle-kit cannot express: accent folding,
-- the word extraction that feeds the ranked inverted index, the triggers
-- that keep `search_postings` / `search_terms` in step with `products`, and
-- the catalogue revision counter that lets listing totals be cached safely.

-- unaccent() is only STABLE (its dictionary could change); the catalogue
-- treats it as fixed, which lets it appear in immutable expressions.
CREATE OR REPLACE FUNCTION public.chitra_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint

-- The stemmed, accent-folded words of a product with the best field each
-- appears in: 3 title, 2 name/tags/keywords, 1 description.
CREATE OR REPLACE FUNCTION public.chitra_search_terms(title text, name text, tags text[], keywords text[], description text)
  RETURNS TABLE (term text, tier smallint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT u.lexeme, max(CASE w WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END)::smallint
    FROM unnest(
      setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(concat_ws(' ', name, array_to_string(tags, ' '), array_to_string(keywords, ' ')))), 'B')
      || setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(coalesce(description, ''))), 'D')
    ) AS u(lexeme, positions, weights)
    CROSS JOIN LATERAL unnest(u.weights) AS w
    GROUP BY u.lexeme
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.chitra_bump_catalogue_revision() RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO public.catalogue_revision (id, revision) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET revision = public.catalogue_revision.revision + 1
  $$;
--> statement-breakpoint

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

    -- Searchable text changed: take the old words out and put the new ones in.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE (n.title, n.name, n.tags, n.keywords, n.description)
        IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
    ) THEN
      WITH removed AS (
        DELETE FROM public.search_postings sp
        USING chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        WHERE sp.product_id = n.id
          AND (n.title, n.name, n.tags, n.keywords, n.description)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
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
        WHERE (n.title, n.name, n.tags, n.keywords, n.description)
          IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
        RETURNING term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    END IF;

    -- Only what can change a listing's total moves the revision; a sale does not.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE (n.price_paise, n.sale_price_paise, n.tags) IS DISTINCT FROM (o.price_paise, o.sale_price_paise, o.tags)
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
    -- The postings went with the products (ON DELETE CASCADE); the counts stay behind.
    INSERT INTO public.search_terms (term, doc_count)
    SELECT s.term, -count(*)
    FROM chitra_old_products o
    CROSS JOIN LATERAL public.chitra_search_terms(o.title, o.name, o.tags, o.keywords, o.description) s
    GROUP BY s.term ORDER BY s.term
    ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    PERFORM public.chitra_bump_catalogue_revision();
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.chitra_product_categories_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (SELECT 1 FROM chitra_changed_rows) THEN
      PERFORM public.chitra_bump_catalogue_revision();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint

CREATE TRIGGER products_search_inserted AFTER INSERT ON public.products
  REFERENCING NEW TABLE AS chitra_new_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_updated AFTER UPDATE ON public.products
  REFERENCING OLD TABLE AS chitra_old_products NEW TABLE AS chitra_new_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_search_deleted AFTER DELETE ON public.products
  REFERENCING OLD TABLE AS chitra_old_products
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_products_deleted();
--> statement-breakpoint
CREATE TRIGGER product_categories_inserted AFTER INSERT ON public.product_categories
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_updated AFTER UPDATE ON public.product_categories
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_deleted AFTER DELETE ON public.product_categories
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_product_categories_changed();
--> statement-breakpoint

INSERT INTO public.catalogue_revision (id, revision) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
