import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { registerErrorHandling } from '../../http/error-handler';
import { createTestDatabase, testConfig } from '../../test/app';
import { testClock, type TestClock } from '../../test/clock';
import { JobQueue } from '../jobs/job-queue';
import { createPaymentGateway } from './create-gateway';
import { hmacHex } from './gateway';
import { sendSimulatedWebhookJob, WEBHOOK_URL } from './simulated.jobs';
import { simulatedGatewayRoutes } from './simulated.routes';

type Delivery = { body: string; signature: string | undefined; eventId: string | undefined; contentType: string | undefined };

/**
 * The delivery side alone: the simulated routes on a bare Fastify, with a
 * stand-in for the shop's webhook route that records what arrives and
 * answers whatever status the test sets.
 */
describe('simulated gateway webhook delivery', () => {
  let app: FastifyInstance;
  let database: Database;
  let clock: TestClock;
  let config: ReturnType<typeof testConfig>;
  const deliveries: Delivery[] = [];
  let answer = 200;

  beforeAll(async () => {
    clock = testClock(new Date('2026-03-01T10:00:00Z'));
    config = testConfig({ SIMULATED_WEBHOOK_DELAY_MS: '2000' });
    database = await createTestDatabase();
    app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const queue = new JobQueue(database.db, app.log, clock.now);
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('now', clock.now);
    app.decorate('jobs', queue);
    app.decorate('gateway', createPaymentGateway({ config, db: database.db, jobs: queue, now: clock.now }));
    await app.register(simulatedGatewayRoutes, { prefix: '/api/v1' });
    queue.register([sendSimulatedWebhookJob], app);
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      webhook.post(WEBHOOK_URL, async (request, reply) => {
        const header = (name: string) => request.headers[name] as string | undefined;
        deliveries.push({
          body: (request.body as Buffer).toString('utf8'),
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
          contentType: header('content-type'),
        });
        return reply.code(answer).send({ received: answer < 300 });
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    config.cleanup();
  });
  beforeEach(() => {
    deliveries.length = 0;
    answer = 200;
  });

  const payNew = async (outcome: 'capture' | 'fail') => {
    const order = await app.gateway.createOrder({ amountPaise: 50000, receipt: 'r', notes: {} });
    const res = await app.inject({ method: 'POST', url: `/api/v1/payments/simulated/orders/${order.id}/pay`, payload: { outcome } });
    expect(res.statusCode).toBe(200);
    return order;
  };
  const jobRows = () => database.db.select().from(jobs).where(eq(jobs.kind, sendSimulatedWebhookJob.kind));

  it('delivers nothing before the delay, then each event once to the webhook route, signed over the delivered bytes', async () => {
    const order = await payNew('capture');
    clock.advanceSeconds(1);
    expect(await app.jobs.runDue()).toBe(0);
    expect(deliveries).toEqual([]);

    clock.advanceSeconds(1);
    // One job delivers both, in Razorpay's order (decision 058).
    expect(await app.jobs.runDue()).toBe(1);
    expect(deliveries.map((d) => JSON.parse(d.body).event)).toEqual(['payment.captured', 'order.paid']);
    for (const delivery of deliveries) {
      expect(delivery.contentType).toBe('application/json');
      expect(delivery.signature).toBe(hmacHex(config.payment.webhookSecret, delivery.body));
      expect(app.gateway.verifyWebhookSignature(Buffer.from(delivery.body), delivery.signature!)).toBe(true);
      expect(JSON.parse(delivery.body).payload.payment.entity.order_id).toBe(order.id);
    }
    const rows = await jobRows();
    expect(rows.map((r) => r.state)).toEqual(['done']);
    expect(rows[0]?.dedupeKey).toBe(deliveries[0]?.eventId);
    expect(new Set(deliveries.map((d) => d.eventId)).size).toBe(2);

    expect(await app.jobs.runDue()).toBe(0);
    expect(deliveries).toHaveLength(2);
  });

  it('retries while the shop answers 5xx, with the same event id and bytes', async () => {
    await database.db.delete(jobs);
    answer = 503;
    await payNew('fail');
    clock.advanceSeconds(2);
    expect(await app.jobs.runDue()).toBe(1);
    const [first] = await jobRows();
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    expect(first!.lastError).toMatch(/503/);

    answer = 200;
    clock.advanceSeconds(10);
    expect(await app.jobs.runDue()).toBe(1);
    expect((await jobRows())[0]!.state).toBe('done');
    expect(deliveries).toHaveLength(2);
    expect(deliveries[1]).toEqual(deliveries[0]);
    expect(JSON.parse(deliveries[0]!.body).event).toBe('payment.failed');
  });

  it('gives up on a 4xx refusal instead of retrying it', async () => {
    await database.db.delete(jobs);
    answer = 400;
    await payNew('fail');
    clock.advanceSeconds(2);
    expect(await app.jobs.runDue()).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 1 });
    clock.advanceMinutes(5);
    expect(await app.jobs.runDue()).toBe(0);
    expect(deliveries).toHaveLength(1);
  });
});
