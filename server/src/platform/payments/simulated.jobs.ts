import { z } from 'zod';
import { defineJob } from '../jobs/define-job';

/** What the simulated gateway adds to the port (simulated-gateway.ts, which imports this file). */
type WebhookSigner = { signWebhook(body: string): string };

/** A webhook as stored in its job: the exact bytes to deliver, signed at delivery. */
const simulatedWebhook = z.object({ eventId: z.string(), event: z.string(), body: z.string() });

/**
 * The webhooks one moment at the gateway causes (a capture: `payment.captured`
 * and `order.paid`), delivered in that order by one job (decision 058). A
 * job queued by an older build holds one webhook on its own.
 */
const simulatedWebhooks = z.union([z.object({ deliveries: z.array(simulatedWebhook).min(1) }), simulatedWebhook.transform((one) => ({ deliveries: [one] }))]);
export type SimulatedWebhookJob = z.input<typeof simulatedWebhooks>;

/** The shop's own webhook endpoint: the simulated deliveries take the same way in as Razorpay's. */
export const WEBHOOK_URL = '/api/v1/payments/razorpay/webhook';

/**
 * Delivers the demo gateway's webhooks (each signed, as Razorpay sends it)
 * to the shop's own webhook endpoint, after the gateway's delay (dedupe key:
 * the first event's id). Registered in server/src/jobs.ts while payments
 * are simulated. Like Razorpay: retried while the shop fails (the shop drops
 * an event it has by its id), given up on a refusal.
 */
export const sendSimulatedWebhookJob = defineJob('payments.send-simulated-webhook', simulatedWebhooks, async ({ deliveries }, { app }) => {
  if (app.gateway.provider !== 'simulated') throw new Error('a simulated webhook needs the simulated payment gateway');
  const gateway = app.gateway as typeof app.gateway & WebhookSigner;
  for (const { eventId, event, body } of deliveries) await deliver(eventId, event, body);

  async function deliver(eventId: string, event: string, body: string): Promise<void> {
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
  }
});
