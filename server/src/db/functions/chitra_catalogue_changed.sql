-- chitra_catalogue_changed: the one definition: change it here, not in a migration.
--
-- Trigger function of the *_revision_insert, _update and _delete triggers on
-- product_images, product_colours, categories, images, colours, site_assets
-- (migration 0006), ratings (0008), licence_tiers and product_licence_prices
-- (0027) (AFTER, for each statement, rows as
-- chitra_changed_rows): any change there shows in some cached catalogue
-- answer, so it moves the catalogue revision.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_catalogue_changed); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0006.
CREATE OR REPLACE FUNCTION public.chitra_catalogue_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF EXISTS (SELECT 1 FROM chitra_changed_rows) THEN
      PERFORM public.chitra_bump_catalogue_revision();
    END IF;
    RETURN NULL;
  END
  $function$;
