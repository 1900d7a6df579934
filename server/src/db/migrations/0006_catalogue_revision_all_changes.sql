-- Catalogue answers (listings, product pages, search, the popular list,
-- categories, banners) are cached by the server per catalogue revision, so
-- the revision must move on every change any of them shows: any product
-- update (sales and ratings included, not only prices and tags) and any
-- change to pictures, colours, categories and banners.
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

    -- A product given another date moves in its categories' newest-first order.
    UPDATE public.product_categories pc
    SET product_created_at = n.created_at
    FROM chitra_new_products n
    JOIN chitra_old_products o ON o.id = n.id
    WHERE pc.product_id = n.id AND n.created_at IS DISTINCT FROM o.created_at;

    -- Any change shows somewhere (a sale reorders the popular list, a rating
    -- shows on the card), and every catalogue answer is cached per revision.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE n IS DISTINCT FROM o
    ) THEN
      PERFORM public.chitra_bump_catalogue_revision();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.chitra_catalogue_changed() RETURNS trigger
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
CREATE TRIGGER product_images_revision_insert AFTER INSERT ON public.product_images
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_revision_update AFTER UPDATE ON public.product_images
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_revision_delete AFTER DELETE ON public.product_images
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_colours_revision_insert AFTER INSERT ON public.product_colours
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_colours_revision_update AFTER UPDATE ON public.product_colours
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_colours_revision_delete AFTER DELETE ON public.product_colours
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_revision_insert AFTER INSERT ON public.categories
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_revision_update AFTER UPDATE ON public.categories
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_revision_delete AFTER DELETE ON public.categories
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER images_revision_insert AFTER INSERT ON public.images
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER images_revision_update AFTER UPDATE ON public.images
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER images_revision_delete AFTER DELETE ON public.images
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER colours_revision_insert AFTER INSERT ON public.colours
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER colours_revision_update AFTER UPDATE ON public.colours
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER colours_revision_delete AFTER DELETE ON public.colours
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_assets_revision_insert AFTER INSERT ON public.site_assets
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_assets_revision_update AFTER UPDATE ON public.site_assets
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER site_assets_revision_delete AFTER DELETE ON public.site_assets
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
