-- product_categories.product_created_at mirrors the product's created_at so
-- that a category's newest-first page is a single index range (see the
-- product_categories_newest_idx index of 0004). Whatever a writer puts in the
-- column, the product's own date wins.
CREATE OR REPLACE FUNCTION public.chitra_product_categories_created_at() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    SELECT p.created_at INTO NEW.product_created_at FROM public.products p WHERE p.id = NEW.product_id;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_created_at BEFORE INSERT OR UPDATE ON public.product_categories
  FOR EACH ROW EXECUTE FUNCTION public.chitra_product_categories_created_at();
--> statement-breakpoint
-- The products side: 0003's update trigger function, plus keeping the copies current.
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
UPDATE public.product_categories pc
SET product_created_at = p.created_at
FROM public.products p
WHERE p.id = pc.product_id AND pc.product_created_at IS DISTINCT FROM p.created_at;
