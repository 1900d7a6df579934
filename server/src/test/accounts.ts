import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { devMailPath } from '../platform/mail/dev-mail.routes';
import { OutboxRepository, type StoredMail } from '../platform/mail/outbox.repository';
import type { TestApp } from './app';

/**
 * Factories for tests that need customers: a unique address and IP per
 * customer (so the per-address and per-IP rate limits of one test file never
 * meet), and a signed-in customer in one call. Needs the outbox mail adapter
 * (no SMTP_URL).
 */

let sequence = 0;

export const uniqueEmail = (prefix = 'buyer') => `${prefix}.${process.pid}.${++sequence}@example.in`;

/** A documentation-range address (RFC 5737) per call. */
export const uniqueIp = () => {
  const n = ++sequence;
  return `198.51.${(n >> 8) & 255}.${n & 255}`;
};

export type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; ip?: string };

export function call(app: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/api/v1/${url}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** The demo mailbox's answer for one address, over HTTP with the app's key (or `key`). */
export function readDevMail(app: FastifyInstance, to: string, key: string = app.config.devMailKey): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: devMailPath(key, to) });
}

export async function mailsTo(app: TestApp, to: string): Promise<StoredMail[]> {
  return new OutboxRepository(app.database.db).list({ to, limit: 100 });
}

/**
 * The newest mail to the address: every mail goes out through a job, so this
 * runs the due jobs (nothing runs them in the background of a test app),
 * waiting briefly for it to arrive.
 */
export async function latestMailTo(app: TestApp, to: string, count = 1): Promise<StoredMail> {
  for (let waited = 0; waited < 5000; waited += 20) {
    await app.jobs.runDue();
    const mails = await mailsTo(app, to);
    if (mails.length >= count && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail #${count} to ${to}`);
}

export function otpFrom(mail: Pick<StoredMail, 'text'>): string {
  const match = /verification code is (\d{4})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

export function resetTokenFrom(mail: Pick<StoredMail, 'text'>): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

export type TestCustomer = {
  id: string;
  name: string;
  email: string;
  password: string;
  mobile: string;
  ip: string;
  token: string;
};

/** Registers, verifies the mailed OTP and logs in. */
export async function createCustomer(
  app: TestApp,
  overrides: Partial<Pick<TestCustomer, 'name' | 'email' | 'password' | 'mobile'>> = {},
): Promise<TestCustomer> {
  const customer = {
    name: 'Asha Patil',
    email: uniqueEmail(),
    password: 'correct horse battery',
    mobile: '9876543210',
    ip: uniqueIp(),
    ...overrides,
  };
  const { name, email, password, mobile, ip } = customer;
  const registered = await call(app, 'POST', 'users/register', { ip, body: { name, email, mobileNo: mobile, password } });
  expect(registered.statusCode, registered.body).toBe(201);
  const otp = otpFrom(await latestMailTo(app, email));
  const verified = await call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp } });
  expect(verified.statusCode, verified.body).toBe(200);
  const login = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const { _id, accessToken } = login.json().data;
  return { ...customer, id: _id, token: accessToken };
}
