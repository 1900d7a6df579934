-- chitra_unaccent: the one definition: change it here, not in a migration.
--
-- Accent folding the catalogue treats as fixed: unaccent() is only STABLE (its
-- dictionary could change); this one is IMMUTABLE so that it can appear in
-- immutable expressions (chitra_search_terms). Searches fold their words with
-- it too (modules/search/search.repository.ts). A change to what it answers
-- leaves the words already indexed as they were until they are indexed
-- again (decision 035).
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_unaccent); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0003.
CREATE OR REPLACE FUNCTION public.chitra_unaccent(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $function$;
