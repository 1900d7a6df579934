DROP INDEX "payments_open_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_given_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_reconcile_idx" ON "payments" USING btree ("reconciled_at" NULLS FIRST,"created_at") WHERE "payments"."state" = 'created' and "payments"."reconcile_given_up_at" is null;