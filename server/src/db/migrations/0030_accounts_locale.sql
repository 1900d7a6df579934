ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locale_check" CHECK ("customers"."locale" in ('en', 'hi', 'mr'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_locale_check" CHECK ("enquiries"."locale" in ('en', 'hi', 'mr'));