-- The product page lists its ratings and is cached per catalogue revision,
-- so a rating added, changed (even only its comment) or removed moves the
-- revision too. (The ratings area also recomputes the product's summary,
-- which moves it when the average or the count changes; a new comment
-- alone does not change the product row.)
CREATE TRIGGER ratings_revision_insert AFTER INSERT ON public.ratings
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER ratings_revision_update AFTER UPDATE ON public.ratings
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER ratings_revision_delete AFTER DELETE ON public.ratings
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
