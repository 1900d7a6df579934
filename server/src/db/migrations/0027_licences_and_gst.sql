CREATE TABLE "licence_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"terms" text NOT NULL,
	"multiplier_bp" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_tiers_multiplier_ck" CHECK ("licence_tiers"."multiplier_bp" between 10000 and 1000000),
	CONSTRAINT "licence_tiers_version_ck" CHECK ("licence_tiers"."version" >= 1)
);
--> statement-breakpoint
-- The three tiers every shop starts with (decision 053); the owner edits them in the admin area.
INSERT INTO "licence_tiers" ("slug", "name", "summary", "terms", "multiplier_bp", "position") VALUES
('personal', 'Personal', 'For your own home, gifts and personal social media; not for business or sale.',
'## Personal licence

You may:

- print the photograph for your home, your family and friends, and give those prints as gifts;
- use it as a wallpaper or screen background on your own devices;
- share it on your personal social media and blog, with credit to the photographer where the platform allows.

You may not:

- use it for any business, advertising, promotion or fundraising;
- sell it, or sell prints or products that carry it;
- share the original file, or let others download it;
- use it in a way that is defamatory, or that suggests a person shown endorses something.

The photographer keeps the copyright. This licence is yours alone, for ever, and ends if the order is refunded.', 10000, 1),
('commercial', 'Commercial', 'For a business: websites, social media, advertising and up to 5,000 printed copies.',
'## Commercial licence

Everything the Personal licence allows, and for one business or organisation (yours, or one client''s):

- websites, apps, newsletters and social media, paid promotion included;
- advertising and marketing material, online and in print;
- brochures, menus, flyers, packaging and other printed material, up to 5,000 copies in all;
- presentations, reports and editorial use.

You may not:

- sell the photograph itself, or products whose main value is the photograph (posters, calendars, mugs, T-shirts);
- use it in a logo or trademark;
- share the original file outside the business and the people working on its material;
- use it in a way that is defamatory, or that suggests a person shown endorses something.

The photographer keeps the copyright. The licence does not expire, and ends if the order is refunded.', 25000, 2),
('extended', 'Extended', 'Commercial use without a print limit, and products for resale such as posters, calendars and merchandise.',
'## Extended licence

Everything the Commercial licence allows, and:

- printed material with no limit on copies;
- products for resale whose main value is the photograph: posters, art prints, calendars, cards, mugs, clothing and other merchandise;
- templates and designs sold to others, provided the photograph cannot be taken out and used on its own.

You may not:

- sell or give away the photograph as a file, or as stock for others to licence;
- use it in a logo or trademark;
- use it in a way that is defamatory, or that suggests a person shown endorses something.

The photographer keeps the copyright. The licence does not expire, and ends if the order is refunded.', 50000, 3);
--> statement-breakpoint
CREATE TABLE "product_licence_prices" (
	"product_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "product_licence_prices_product_id_tier_id_pk" PRIMARY KEY("product_id","tier_id"),
	CONSTRAINT "product_licence_prices_price_ck" CHECK ("product_licence_prices"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "tax_document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "tax_document_counters_last_ck" CHECK ("tax_document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"print_order_id" uuid,
	"refund_id" uuid,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"registered" boolean NOT NULL,
	"b2b" boolean NOT NULL,
	"place_of_supply" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "tax_documents_number_ck" CHECK (length("tax_documents"."number") <= 16),
	CONSTRAINT "tax_documents_order_ck" CHECK (("tax_documents"."order_id" is null) <> ("tax_documents"."print_order_id" is null)),
	CONSTRAINT "tax_documents_credit_note_ck" CHECK (("tax_documents"."kind" = 'invoice' and "tax_documents"."refund_id" is null and "tax_documents"."invoice_id" is null) or ("tax_documents"."kind" = 'credit-note' and "tax_documents"."refund_id" is not null and "tax_documents"."invoice_id" is not null)),
	CONSTRAINT "tax_documents_totals_ck" CHECK ("tax_documents"."total_paise" = "tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" and "tax_documents"."taxable_paise" >= 0
        and "tax_documents"."cgst_paise" >= 0 and "tax_documents"."sgst_paise" >= 0 and "tax_documents"."igst_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gst_state_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "tier_id" uuid;--> statement-breakpoint
UPDATE "cart_items" SET "tier_id" = (SELECT "id" FROM "licence_tiers" ORDER BY "position" LIMIT 1);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "tier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_summary" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_terms" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_version" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_from_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "upgrade_from_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "licence_id" text;--> statement-breakpoint
-- What was sold before tiers was the first tier's licence: its terms as they are now, version 1.
UPDATE "order_items" SET ("tier_id", "tier_name", "tier_summary", "tier_terms", "tier_version") =
  (SELECT "id", "name", "summary", "terms", "version" FROM "licence_tiers" ORDER BY "position" LIMIT 1);--> statement-breakpoint
UPDATE "order_items" SET "licence_id" = 'LIC-' || regexp_replace(upper(substr(md5(gen_random_uuid()::text || "order_id"::text || "product_id"::text), 1, 16)), '(.{4})(?!$)', '\1-', 'g');--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier_summary" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier_terms" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "tier_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "licence_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "product_licence_prices" ADD CONSTRAINT "product_licence_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_licence_prices" ADD CONSTRAINT "product_licence_prices_tier_id_licence_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."licence_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_print_order_id_print_orders_id_fk" FOREIGN KEY ("print_order_id") REFERENCES "public"."print_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_tiers_slug_uq" ON "licence_tiers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_tiers_position_uq" ON "licence_tiers" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_uq" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_uq" ON "tax_documents" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_uq" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice' and "tax_documents"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_print_order_invoice_uq" ON "tax_documents" USING btree ("print_order_id") WHERE "tax_documents"."kind" = 'invoice' and "tax_documents"."print_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_uq" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "tax_documents_customer_idx" ON "tax_documents" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_payment_idx" ON "tax_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_print_order_idx" ON "tax_documents" USING btree ("print_order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_invoice_idx" ON "tax_documents" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tier_id_licence_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."licence_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tier_id_licence_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."licence_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_upgrade_from_tier_id_licence_tiers_id_fk" FOREIGN KEY ("upgrade_from_tier_id") REFERENCES "public"."licence_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_licence_uq" ON "order_items" USING btree ("licence_id");--> statement-breakpoint
-- A product's price under each tier shows on its cached page: a tier or a product's own price changing moves the catalogue revision (as migration 0006).
CREATE TRIGGER licence_tiers_revision_insert AFTER INSERT ON public.licence_tiers
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER licence_tiers_revision_update AFTER UPDATE ON public.licence_tiers
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_licence_prices_revision_insert AFTER INSERT ON public.product_licence_prices
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_licence_prices_revision_update AFTER UPDATE ON public.product_licence_prices
  REFERENCING NEW TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_licence_prices_revision_delete AFTER DELETE ON public.product_licence_prices
  REFERENCING OLD TABLE AS chitra_changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.chitra_catalogue_changed();
