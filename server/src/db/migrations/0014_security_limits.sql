CREATE TABLE "limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" "citext";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "limit_counters_window_idx" ON "limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_pending_email_uq" ON "customers" USING btree ("pending_email") WHERE "customers"."pending_email" is not null;