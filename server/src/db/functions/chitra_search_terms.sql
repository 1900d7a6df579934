-- chitra_search_terms: the one definition: change it here, not in a migration.
--
-- The stemmed, accent-folded words of a product with the best field each
-- appears in: 3 title, 2 name/tags/keywords, 1 description (the products
-- triggers add a translation's words to its field's English, through
-- chitra_translated_text). The products triggers post them to
-- search_postings and count them in search_terms. A change to what it
-- answers leaves the words already indexed as they were until they are
-- indexed again (decision 035).
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_search_terms); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0003.
CREATE OR REPLACE FUNCTION public.chitra_search_terms(title text, name text, tags text[], keywords text[], description text)
 RETURNS TABLE(term text, tier smallint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT u.lexeme, max(CASE w WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END)::smallint
    FROM unnest(
      setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(concat_ws(' ', name, array_to_string(tags, ' '), array_to_string(keywords, ' ')))), 'B')
      || setweight(to_tsvector('english'::regconfig, public.chitra_unaccent(coalesce(description, ''))), 'D')
    ) AS u(lexeme, positions, weights)
    CROSS JOIN LATERAL unnest(u.weights) AS w
    GROUP BY u.lexeme
  $function$;
