CREATE TABLE "download_link_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"image_id" uuid,
	"file_name" text NOT NULL,
	"ip" text NOT NULL,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"user_agent" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_logs_via_ck" CHECK ("download_logs"."via" in ('direct', 'link'))
);
--> statement-breakpoint
CREATE TABLE "order_item_images" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_item_images_order_id_product_id_image_id_pk" PRIMARY KEY("order_id","product_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_images" ADD CONSTRAINT "order_item_images_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_images" ADD CONSTRAINT "order_item_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_images" ADD CONSTRAINT "order_item_images_order_id_product_id_order_items_order_id_product_id_fk" FOREIGN KEY ("order_id","product_id") REFERENCES "public"."order_items"("order_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_link_uses_expiry_idx" ON "download_link_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "download_logs_order_idx" ON "download_logs" USING btree ("order_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_item_images_image_idx" ON "order_item_images" USING btree ("image_id");--> statement-breakpoint
-- Orders made before this migration get the pictures their products have now.
INSERT INTO "order_item_images" ("order_id", "product_id", "image_id", "position")
SELECT oi."order_id", oi."product_id", pi."image_id", pi."position"
FROM "order_items" oi JOIN "product_images" pi ON pi."product_id" = oi."product_id"
ON CONFLICT DO NOTHING;
