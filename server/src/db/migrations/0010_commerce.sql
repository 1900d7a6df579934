CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"repeat_seconds" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_ck" CHECK ("jobs"."state" in ('pending', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_ck" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" "citext" NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_ck" CHECK ("coupons"."kind" in ('fixed', 'percent')),
	CONSTRAINT "coupons_value_ck" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'fixed' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_limits_ck" CHECK ("coupons"."min_order_paise" >= 0 and ("coupons"."max_uses" is null or "coupons"."max_uses" > 0)
        and ("coupons"."max_uses_per_customer" is null or "coupons"."max_uses_per_customer" > 0)
        and ("coupons"."max_discount_paise" is null or "coupons"."max_discount_paise" > 0)
        and ("coupons"."starts_at" is null or "coupons"."ends_at" is null or "coupons"."starts_at" < "coupons"."ends_at"))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"sale_price_paise" integer,
	"position" integer NOT NULL,
	CONSTRAINT "order_items_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"total_paise" integer NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_counted_at" timestamp with time zone,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"receipt" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"items" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_state_ck" CHECK ("payments"."state" in ('created', 'failed', 'paid', 'flagged')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_paise" >= 100 and "payments"."discount_paise" >= 0 and "payments"."amount_paise" = "payments"."subtotal_paise" - "payments"."discount_paise")
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "simulated_gateway_payments_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_gateway_payments" ADD CONSTRAINT "simulated_gateway_payments_order_id_simulated_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."simulated_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_uq" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" <> 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_customer_product_uq" ON "cart_items" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id") WHERE "coupon_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_customer_idx" ON "coupon_redemptions" USING btree ("coupon_id","customer_id") WHERE "coupon_redemptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_items_customer_product_idx" ON "order_items" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_uq" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_uq" ON "payments" USING btree ("receipt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_uq" ON "payments" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_uq" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" = 'created';--> statement-breakpoint
CREATE INDEX "simulated_gateway_payments_order_idx" ON "simulated_gateway_payments" USING btree ("order_id");--> statement-breakpoint
-- A sale no longer moves the catalogue revision (see the comment inside).
CREATE OR REPLACE FUNCTION public.chitra_products_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Popularity moved (a sale, a rating): keep every posting in rank order.
    UPDATE public.search_postings sp
    SET sales_count = n.sales_count, total_rating = n.total_rating
    FROM chitra_new_products n
    JOIN chitra_old_products o ON o.id = n.id
    WHERE sp.product_id = n.id
      AND (n.sales_count, n.total_rating) IS DISTINCT FROM (o.sales_count, o.total_rating);

    -- Searchable text changed: take the old words out and put the new ones in.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE (n.title, n.name, n.tags, n.keywords, n.description)
        IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
    ) THEN
      WITH removed AS (
        DELETE FROM public.search_postings sp
        USING chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        WHERE sp.product_id = n.id
          AND (n.title, n.name, n.tags, n.keywords, n.description)
            IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
        RETURNING sp.term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, -count(*) FROM removed GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;

      WITH posted AS (
        INSERT INTO public.search_postings (term, product_id, tier, sales_count, total_rating)
        SELECT s.term, n.id, s.tier, n.sales_count, n.total_rating
        FROM chitra_new_products n
        JOIN chitra_old_products o ON o.id = n.id
        CROSS JOIN LATERAL public.chitra_search_terms(n.title, n.name, n.tags, n.keywords, n.description) s
        WHERE (n.title, n.name, n.tags, n.keywords, n.description)
          IS DISTINCT FROM (o.title, o.name, o.tags, o.keywords, o.description)
        RETURNING term
      )
      INSERT INTO public.search_terms (term, doc_count)
      SELECT term, count(*) FROM posted GROUP BY term ORDER BY term
      ON CONFLICT (term) DO UPDATE SET doc_count = public.search_terms.doc_count + excluded.doc_count;
    END IF;

    -- A product given another date moves in its categories' newest-first order.
    UPDATE public.product_categories pc
    SET product_created_at = n.created_at
    FROM chitra_new_products n
    JOIN chitra_old_products o ON o.id = n.id
    WHERE pc.product_id = n.id AND n.created_at IS DISTINCT FROM o.created_at;

    -- Any change but a sale shows somewhere (a rating shows on the card), and
    -- catalogue answers are cached per revision. Sales are counted by a job
    -- after each paid order: they must not move the one revision row (every
    -- payment would queue on it and every server would drop its cache); the
    -- popular list they reorder is cached by time instead.
    IF EXISTS (
      SELECT 1 FROM chitra_new_products n JOIN chitra_old_products o ON o.id = n.id
      WHERE to_jsonb(n) - 'sales_count' IS DISTINCT FROM to_jsonb(o) - 'sales_count'
    ) THEN
      PERFORM public.chitra_bump_catalogue_revision();
    END IF;
    RETURN NULL;
  END
  $$;
