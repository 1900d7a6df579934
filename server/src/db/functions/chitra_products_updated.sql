-- chitra_products_updated: the one definition: change it here, not in a migration.
--
-- Trigger function of products_search_updated (AFTER UPDATE ON products, for
-- each statement, old rows as chitra_old_products, new as chitra_new_products):
-- keeps the search postings in rank order, re-indexes a product whose words
-- (its translations' too, chitra_translated_text) or visibility changed (keying its new words for typo search, decision 045),
-- keeps product_categories.product_created_at equal to
-- the product's date, and moves the catalogue revision on any change but a
-- sale (sales_count).
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_products_updated); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- Defined by migrations 0003, 0005, 0006, 0010 and 0018, then here (0026: typo keys; 0032: translations).
CREATE OR REPLACE FUNCTION public.chitra_products_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
      WHERE (n.title, n.name, n.tags, n.keywords, n.description, n.translations, n.published)
        IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.translations, o.published)
    ) THEN
      WITH removed AS (
        DELETE FROM public.search_postings sp
        USING chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        WHERE sp.product_id = n.id
          AND (n.title, n.name, n.tags, n.keywords, n.description, n.translations, n.published)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.translations, o.published)
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
        CROSS JOIN LATERAL public.chitra_search_terms(
          concat_ws(' ', n.title, public.chitra_translated_text(n.translations, '{title}')),
          concat_ws(' ', n.name, public.chitra_translated_text(n.translations, '{tags}')),
          n.tags, n.keywords,
          concat_ws(' ', n.description, public.chitra_translated_text(n.translations, '{description}'))
        ) s
        WHERE n.published
          AND (n.title, n.name, n.tags, n.keywords, n.description, n.translations, n.published)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.translations, o.published)
        RETURNING term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;

      INSERT INTO public.search_typo_keys (key, word, term)
      SELECT k.key, w.word, w.term
      FROM (
        SELECT DISTINCT s.word, s.term
        FROM chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        CROSS JOIN LATERAL public.chitra_search_words(n.title, n.name, n.tags, n.keywords,
          concat_ws(' ', n.description, public.chitra_translated_text(n.translations, '{title,tags,description}'))
        ) s
        WHERE n.published
          AND (n.title, n.name, n.tags, n.keywords, n.description, n.translations, n.published)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description, o.translations, o.published)
      ) w
      CROSS JOIN LATERAL public.chitra_typo_keys(w.word) k(key)
      WHERE NOT EXISTS (SELECT 1 FROM public.search_typo_keys x WHERE x.key = w.word AND x.word = w.word)
      ORDER BY k.key, w.word
      ON CONFLICT DO NOTHING;
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
  $function$;
