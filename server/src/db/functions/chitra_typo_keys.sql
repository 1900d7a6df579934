-- chitra_typo_keys: the one definition: change it here, not in a migration.
--
-- The keys of a word in search_typo_keys (decision 045): the word and every
-- string left when one of its letters is taken out, and the same for the
-- word with each run of one letter written once ('monsoon': 'monson'), less
-- those shorter than 3 letters (a search word of 4 or more never asks for
-- them). Two words one edit apart share a key; search.repository.ts makes a
-- query word's keys the same way (typos.ts, typoKeys), and the two must agree.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_typo_keys); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0026.
CREATE OR REPLACE FUNCTION public.chitra_typo_keys(word text)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    SELECT DISTINCT k.key
    FROM (VALUES (word), (regexp_replace(word, '(.)\1+', '\1', 'g'))) AS f(form)
    CROSS JOIN LATERAL (
      SELECT f.form
      UNION ALL
      SELECT left(f.form, i - 1) || substr(f.form, i + 1) FROM generate_series(1, length(f.form)) AS i
    ) AS k(key)
    WHERE length(k.key) >= 3
  $function$;
