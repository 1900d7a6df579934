CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image_id" uuid,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_ck" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colours_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_hash" text NOT NULL,
	"profile" text NOT NULL,
	"original_key" text NOT NULL,
	"original_name" text NOT NULL,
	"original_type" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"preview_name" text NOT NULL,
	"preview_webp_name" text NOT NULL,
	"preview_width" integer NOT NULL,
	"preview_height" integer NOT NULL,
	"thumb_name" text NOT NULL,
	"thumb_webp_name" text NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_profile_ck" CHECK ("images"."profile" in ('photo', 'plain', 'logo'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_colours" (
	"product_id" uuid NOT NULL,
	"colour_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_colours_product_id_colour_id_pk" PRIMARY KEY("product_id","colour_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_images_product_id_image_id_pk" PRIMARY KEY("product_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer NOT NULL,
	"sale_price_paise" integer,
	"current_price_paise" integer GENERATED ALWAYS AS (coalesce(sale_price_paise, price_paise)) STORED NOT NULL,
	"print_price_paise" integer,
	"brand" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_ck" CHECK ("products"."price_paise" > 0),
	CONSTRAINT "products_sale_price_ck" CHECK ("products"."sale_price_paise" is null or ("products"."sale_price_paise" > 0 and "products"."sale_price_paise" <= "products"."price_paise")),
	CONSTRAINT "products_print_price_ck" CHECK ("products"."print_price_paise" is null or "products"."print_price_paise" > 0),
	CONSTRAINT "products_rating_ck" CHECK ("products"."total_rating" >= 0 and "products"."total_rating" <= 5 and "products"."ratings_count" >= 0),
	CONSTRAINT "products_sales_ck" CHECK ("products"."sales_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"product_id" uuid NOT NULL,
	"tier" smallint NOT NULL,
	"sales_count" integer NOT NULL,
	"total_rating" numeric(2, 1) NOT NULL,
	CONSTRAINT "search_postings_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"image_id" uuid NOT NULL,
	"alt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_assets_kind_ck" CHECK ("site_assets"."kind" in ('banner', 'logo'))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_assets" ADD CONSTRAINT "site_assets_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_uq" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_uq" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "images_content_hash_profile_uq" ON "images" USING btree ("content_hash","profile");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_colours_colour_idx" ON "product_colours" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "product_images_order_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("current_price_paise","id");--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("total_rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("sales_count" DESC NULLS FIRST,"total_rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","tier" DESC NULLS FIRST,"sales_count" DESC NULLS FIRST,"total_rating" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "site_assets_kind_position_uq" ON "site_assets" USING btree ("kind","position");