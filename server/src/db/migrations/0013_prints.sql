CREATE TABLE "print_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"colour_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_cart_items_quantity_ck" CHECK ("print_cart_items"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "print_order_items" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"colour_id" uuid NOT NULL,
	"colour_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	CONSTRAINT "print_order_items_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "print_order_items_quantity_ck" CHECK ("print_order_items"."quantity" between 1 and 10 and "print_order_items"."unit_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"shipping_address_id" uuid,
	"subtotal_paise" integer NOT NULL,
	"shipping_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'Ordered' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_status_ck" CHECK ("print_orders"."status" in ('Ordered', 'Processing', 'Shipped', 'Delivered', 'Cancelled')),
	CONSTRAINT "print_orders_total_ck" CHECK ("print_orders"."total_paise" = "print_orders"."subtotal_paise" + "print_orders"."shipping_paise")
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"address" text NOT NULL,
	"other" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'digital' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "print_cart_items" ADD CONSTRAINT "print_cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_cart_items" ADD CONSTRAINT "print_cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_cart_items" ADD CONSTRAINT "print_cart_items_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_order_items" ADD CONSTRAINT "print_order_items_order_id_print_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."print_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_order_items" ADD CONSTRAINT "print_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_shipping_address_id_shipping_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."shipping_addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_cart_items_line_uq" ON "print_cart_items" USING btree ("customer_id","product_id","colour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_order_number_uq" ON "print_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_payment_uq" ON "print_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "print_orders_customer_idx" ON "print_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "shipping_addresses_customer_idx" ON "shipping_addresses" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK ("payments"."kind" in ('digital', 'print') and ("payments"."kind" = 'print') = ("payments"."print" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_paise" >= 100 and "payments"."discount_paise" >= 0 and "payments"."shipping_paise" >= 0
        and "payments"."amount_paise" = "payments"."subtotal_paise" + "payments"."shipping_paise" - "payments"."discount_paise");