-- chitra_product_categories_changed: the one definition: change it here, not in a migration.
--
-- Trigger function of product_categories_inserted, _updated and _deleted
-- (AFTER, for each statement, rows as chitra_changed_rows): a product put in
-- or taken out of a category moves the catalogue revision.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_product_categories_changed); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0003.
CREATE OR REPLACE FUNCTION public.chitra_product_categories_changed()
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
