-- chitra_search_words: the one definition: change it here, not in a migration.
--
-- The words of a product as written (accent-folded, lower-case, 3 to 40
-- letters: a search word is cut at 40, one shorter than 4 is never guessed)
-- with the stem each is posted under, for typo search (decision 045). A word
-- with no stem (a stop word) or with several (a hyphenated compound, which a
-- search splits anyway) is left out. The products triggers pass a
-- product's translated words (chitra_translated_text) with its description. The products triggers key each new one
-- in search_typo_keys through chitra_typo_keys.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_search_words); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0026.
CREATE OR REPLACE FUNCTION public.chitra_search_words(title text, name text, tags text[], keywords text[], description text)
 RETURNS TABLE(word text, term text)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
    SELECT w.word, min(e.lexeme)
    FROM unnest(to_tsvector('simple'::regconfig, public.chitra_unaccent(concat_ws(' ', title, name, array_to_string(tags, ' '), array_to_string(keywords, ' '), description)))) AS w(word, positions, weights)
    CROSS JOIN LATERAL unnest(to_tsvector('english'::regconfig, w.word)) AS e(lexeme, positions, weights)
    WHERE length(w.word) BETWEEN 3 AND 40
    GROUP BY w.word
    HAVING count(*) = 1
  $function$;
