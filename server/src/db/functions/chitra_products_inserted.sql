-- chitra_products_inserted: the one definition: change it here, not in a migration.
--
-- Trigger function of products_search_inserted (AFTER INSERT ON products, for
-- each statement, new rows as chitra_new_products): posts the words of the
-- published products to the search index, keys the words new to the
-- catalogue for typo search (search_typo_keys, decision 045) and moves the
-- catalogue revision. The search index holds published products only. A
-- product's Hindi and Marathi words (translations, issue 29) are posted
-- with the English of the same field (chitra_translated_text).
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_products_inserted); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- Defined by migrations 0003 and 0018, then here (0026: typo keys; 0032: translations).
CREATE OR REPLACE FUNCTION public.chitra_products_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM chitra_new_products) THEN
      RETURN NULL;
    END IF;
    WITH posted AS (
      INSERT INTO public.search_postings (term, product_id, tier, sales_count, total_rating)
      SELECT s.term, n.id, s.tier, n.sales_count, n.total_rating
      FROM chitra_new_products n
      CROSS JOIN LATERAL public.chitra_search_terms(
        concat_ws(' ', n.title, public.chitra_translated_text(n.translations, '{title}')),
        concat_ws(' ', n.name, public.chitra_translated_text(n.translations, '{tags}')),
        n.tags, n.keywords,
        concat_ws(' ', n.description, public.chitra_translated_text(n.translations, '{description}'))
      ) s
      WHERE n.published
      RETURNING term
    )
    -- Term order keeps concurrent writers locking the vocabulary in one order.
    INSERT INTO public.search_terms (term, doc_count)
    SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
    ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    -- Words the catalogue did not have yet, keyed for typo search: a word
    -- already there has its own key, the word itself.
    INSERT INTO public.search_typo_keys (key, word, term)
    SELECT k.key, w.word, w.term
    FROM (
      SELECT DISTINCT s.word, s.term
      FROM chitra_new_products n
      CROSS JOIN LATERAL public.chitra_search_words(n.title, n.name, n.tags, n.keywords,
        concat_ws(' ', n.description, public.chitra_translated_text(n.translations, '{title,tags,description}'))
      ) s
      WHERE n.published
    ) w
    CROSS JOIN LATERAL public.chitra_typo_keys(w.word) k(key)
    WHERE NOT EXISTS (SELECT 1 FROM public.search_typo_keys x WHERE x.key = w.word AND x.word = w.word)
    ORDER BY k.key, w.word
    ON CONFLICT DO NOTHING;
    PERFORM public.chitra_bump_catalogue_revision();
    RETURN NULL;
  END
  $function$;
