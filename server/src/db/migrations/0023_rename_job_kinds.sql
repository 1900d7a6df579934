-- Job kinds are named <module>.<verb-noun> (decision 012, addendum of 2026-11-27):
-- jobs queued under their old names are renamed, so none is stranded. A scheduled
-- job's row is keyed every:<kind>: its key follows its kind, so the next start
-- finds it rather than adding a second row. Kinds whose name stays
-- (payments.reconcile, payments.refund, accounts.send-otp) are not listed.
UPDATE "jobs" SET
  "kind" = "renamed"."new_kind",
  "dedupe_key" = CASE WHEN "jobs"."dedupe_key" = 'every:' || "renamed"."old_kind" THEN 'every:' || "renamed"."new_kind" ELSE "jobs"."dedupe_key" END
FROM (VALUES
  ('payments.webhook', 'payments.process-webhook'),
  ('sales.count', 'payments.count-sales'),
  ('mail.receipt', 'payments.send-receipt'),
  ('mail.payment-unreconciled', 'payments.mail-unreconciled'),
  ('mail.refund', 'payments.mail-refund'),
  ('simulated-gateway.webhook', 'payments.send-simulated-webhook'),
  ('mail.print-order.shop', 'prints.mail-shop'),
  ('mail.print-order.customer', 'prints.mail-confirmation'),
  ('mail.print-order.status', 'prints.mail-status'),
  ('mail.enquiry', 'enquiries.mail-shop'),
  ('mail.enquiry.reply', 'admin.mail-enquiry-reply'),
  ('images.upload', 'admin.process-upload'),
  ('images.renditions', 'catalogue.make-renditions'),
  ('housekeeping.sweep', 'accounts.sweep'),
  ('downloads.sweep-links', 'orders.sweep-links')
) AS "renamed" ("old_kind", "new_kind")
WHERE "jobs"."kind" = "renamed"."old_kind";
