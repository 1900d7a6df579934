import { z } from 'zod';
import { defineJob } from '../jobs/define-job';

/** What the simulated gateway adds to the port (simulated-gateway.ts, which imports this file). */
type WebhookSigner = { signWebhook(body: string): string };

/** A webhook as stored in its job: the exact bytes to deliver, signed at delivery. */
const simulatedWebhook = z.object({ eventId: z.string(), event: z.string(), body: z.string() });
export type SimulatedWebhookJob = z.infer<typeof simulatedWebhook>;

/** The shop's own webhook endpoint: the simulated deliveries take the same way in as Razorpay's. */
export const WEBHOOK_URL = '/api/v1/payments/razorpay/webhook';

/**
 * Delivers one of the demo gateway's webhooks (signed, as Razorpay sends it)
 * to the shop's own webhook endpoint, after the gateway's delay (dedupe key:
 * the event id). Registered in server/src/jobs.ts while payments are
 * simulated. Like Razorpay: retried while the shop fails, given up on a refusal.
 */
export const sendSimulatedWebhookJob = defineJob('payments.send-simulated-webhook', simulatedWebhook, async ({ eventId, event, body }, { app }) => {
  if (app.gateway.provider !== 'simulated') throw new Error('a simulated webhook needs the simulated payment gateway');
  const gateway = app.gateway as typeof app.gateway & WebhookSigner;
  const response = await app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1',
      'x-razorpay-signature': gateway.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
  if (response.statusCode >= 500) throw new Error(`webhook ${event} (${eventId}) answered HTTP ${response.statusCode}`);
  if (response.statusCode >= 400) {
    app.log.warn({ eventId, event, status: response.statusCode }, 'shop refused a simulated webhook; not retried');
  }
});
