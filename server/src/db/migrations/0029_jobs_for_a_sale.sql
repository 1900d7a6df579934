DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_sales_uncounted_idx" ON "orders" USING btree ("created_at") WHERE "orders"."sales_counted_at" is null and "orders"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_after") WHERE "jobs"."state" = 'pending';