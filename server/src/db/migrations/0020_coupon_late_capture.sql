ALTER TABLE "payments" DROP CONSTRAINT "payments_state_ck";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_ck" CHECK ("payments"."state" in ('created', 'failed', 'paid', 'flagged', 'declined'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_ck" CHECK ("refunds"."kind" in ('print-cancel', 'bought-again', 'order', 'declined'));