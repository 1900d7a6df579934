ALTER TABLE "print_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_tracking_url_ck" CHECK ("print_orders"."tracking_url" is null or "print_orders"."tracking_url" ~* '^https?://');