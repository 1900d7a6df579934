-- chitra_bump_catalogue_revision: the one definition: change it here, not in a migration.
--
-- Moves the one catalogue revision row; the server caches catalogue answers
-- per revision (modules/catalogue/answer-cache.ts). Called by the trigger
-- functions below whenever the catalogue changes in a way a visitor sees.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_bump_catalogue_revision); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0003.
CREATE OR REPLACE FUNCTION public.chitra_bump_catalogue_revision()
 RETURNS void
 LANGUAGE sql
AS $function$
    INSERT INTO public.catalogue_revision (id, revision) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET revision = public.catalogue_revision.revision + 1
  $function$;
