import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Razorpay's REST API the adapter uses, so
 * its tests drive the official SDK over real HTTP. Entities use Razorpay's
 * field names; state lives in memory.
 */

type StubOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
};

type StubPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed';
  order_id: string;
  captured: boolean;
  method: string;
  notes: Record<string, string> | [];
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type RazorpayStub = {
  /** http://127.0.0.1:<port>, to pass as the adapter's apiBaseUrl. */
  url: string;
  /** Stands for a customer paying through checkout; answers the payment id. */
  pay(orderId: string, payment: { status: 'captured' | 'authorized' | 'failed'; amount?: number }): string;
  orders: Map<string, StubOrder>;
  payments: Map<string, StubPayment>;
  close(): Promise<void>;
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) => prefix + Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('');
const seconds = () => Math.floor(Date.now() / 1000);

class StubError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }
}

export async function startRazorpayStub(credentials: { keyId: string; keySecret: string }): Promise<RazorpayStub> {
  const orders = new Map<string, StubOrder>();
  const payments = new Map<string, StubPayment>();
  const expectedAuth = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  const order = (id: string) => {
    const found = orders.get(id);
    if (!found) throw new StubError(400, 'The id provided does not exist');
    return found;
  };
  const payment = (id: string) => {
    const found = payments.get(id);
    if (!found) throw new StubError(400, 'The id provided does not exist');
    return found;
  };

  function route(method: string, path: string, body: Record<string, unknown>): unknown {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        throw new StubError(400, 'The amount must be atleast INR 1.00');
      }
      const created: StubOrder = {
        id: newId('order_'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: typeof body.currency === 'string' ? body.currency : 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string> | undefined) ?? [],
        created_at: seconds(),
      };
      orders.set(created.id, created);
      return created;
    }
    if (method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const { id } = order(match[1]!);
      // Razorpay lists a collection newest first.
      const items = [...payments.values()].filter((p) => p.order_id === id).reverse();
      return { entity: 'collection', count: items.length, items };
    }
    if (method === 'GET' && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) return payment(match[1]!);
    if (method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path))) {
      const found = payment(match[1]!);
      if (found.status === 'captured') throw new StubError(400, 'This payment has already been captured');
      if (found.status !== 'authorized') throw new StubError(400, 'Only payments which have been authorized and not yet captured can be captured');
      if (Number(body.amount) !== found.amount) throw new StubError(400, 'Capture amount must be equal to the amount authorized');
      found.status = 'captured';
      found.captured = true;
      markPaid(found);
      return found;
    }
    throw new StubError(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  }

  function markPaid(p: StubPayment): void {
    const o = orders.get(p.order_id)!;
    o.status = 'paid';
    o.amount_paid = p.amount;
    o.amount_due = 0;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let status = 200;
    let answer: unknown;
    try {
      if (req.headers.authorization !== expectedAuth) throw new StubError(401, 'The api key provided is invalid');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      answer = route(req.method ?? 'GET', new URL(req.url ?? '/', 'http://stub').pathname, body);
    } catch (error) {
      const e = error instanceof StubError ? error : new StubError(400, 'Bad request');
      status = e.status;
      answer = { error: { code: e.code, description: e.description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } };
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    pay(orderId, { status, amount }) {
      const o = order(orderId);
      const p: StubPayment = {
        id: newId('pay_'),
        entity: 'payment',
        amount: amount ?? o.amount,
        currency: o.currency,
        status,
        order_id: o.id,
        captured: status === 'captured',
        method: 'upi',
        notes: o.notes,
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed because the customer cancelled it.' : null,
        created_at: seconds(),
      };
      payments.set(p.id, p);
      o.attempts += 1;
      if (o.status === 'created') o.status = 'attempted';
      if (status === 'captured') markPaid(p);
      return p.id;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets of the SDK's agent would hold close() open.
        server.closeAllConnections();
      }),
  };
}
