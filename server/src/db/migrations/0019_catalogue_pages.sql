ALTER TABLE "categories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "blog_posts" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."published_at" is not null;--> statement-breakpoint
ALTER TABLE "site_assets" ADD COLUMN "hidden_at" timestamp with time zone;
