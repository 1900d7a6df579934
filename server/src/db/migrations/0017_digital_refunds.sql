ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
UPDATE "refunds" SET "kind" = CASE WHEN "print_order_id" IS NOT NULL THEN 'print-cancel' ELSE 'bought-again' END;--> statement-breakpoint
DROP INDEX "refunds_payment_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_kind_uq" ON "refunds" USING btree ("payment_id","kind");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_ck" CHECK ("refunds"."kind" in ('print-cancel', 'bought-again', 'order'));--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id");
