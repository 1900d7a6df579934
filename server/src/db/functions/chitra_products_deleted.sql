-- chitra_products_deleted: the one definition: change it here, not in a migration.
--
-- Trigger function of products_search_deleted (AFTER DELETE ON products, for
-- each statement, old rows as chitra_old_products): takes the words of the
-- published products (their translations' too) out of search_terms' counts
-- and moves the catalogue revision.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_products_deleted); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- Defined by migrations 0003 and 0018, then here (0032: translations).
CREATE OR REPLACE FUNCTION public.chitra_products_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM chitra_old_products) THEN
      RETURN NULL;
    END IF;
    -- The postings went with the products (ON DELETE CASCADE); the counts stay
    -- behind. An unpublished product had none.
    INSERT INTO public.search_terms (term, doc_count)
    SELECT s.term, -count(*)
    FROM chitra_old_products o
    CROSS JOIN LATERAL public.chitra_search_terms(
        concat_ws(' ', o.title, public.chitra_translated_text(o.translations, '{title}')),
        concat_ws(' ', o.name, public.chitra_translated_text(o.translations, '{tags}')),
        o.tags, o.keywords,
        concat_ws(' ', o.description, public.chitra_translated_text(o.translations, '{description}'))
      ) s
    WHERE o.published
    GROUP BY s.term ORDER BY s.term
    ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    PERFORM public.chitra_bump_catalogue_revision();
    RETURN NULL;
  END
  $function$;
