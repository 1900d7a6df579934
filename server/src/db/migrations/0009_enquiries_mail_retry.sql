ALTER TABLE "enquiries" ADD COLUMN "mail_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "enquiries_unmailed_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."mailed_at" is null;--> statement-breakpoint
-- Enquiries stored before this migration were mailed when they arrived, or
-- their failure was logged then; never mail them again.
UPDATE "enquiries" SET "mailed_at" = "created_at", "mail_attempted_at" = "created_at";
