-- chitra_product_categories_created_at: the one definition: change it here, not in a migration.
--
-- Trigger function of product_categories_created_at (BEFORE INSERT OR UPDATE
-- ON product_categories, for each row): product_created_at mirrors the
-- product's created_at, so a category's newest-first page is one index range
-- (product_categories_newest_idx); whatever a writer puts in the column, the
-- product's own date wins. chitra_products_updated keeps it current when a
-- product's date changes.
--
-- Applied after the migrations at every start, under the migration lock
-- (server/src/db/migrate.ts, decision 035): a change here takes effect on
-- the next start. Written as pg_get_functiondef prints it (psql:
-- \sf chitra_product_categories_created_at); server/src/db/functions.test.ts fails when
-- a freshly migrated database holds anything else.
-- First created by migration 0005.
CREATE OR REPLACE FUNCTION public.chitra_product_categories_created_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    SELECT p.created_at INTO NEW.product_created_at FROM public.products p WHERE p.id = NEW.product_id;
    RETURN NEW;
  END
  $function$;
