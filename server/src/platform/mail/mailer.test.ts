import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, readDevMail, uniqueEmail, uniqueIp } from '../../test/accounts';
import { buildApp } from '../../app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { sendOtpJob } from '../../modules/accounts/accounts.jobs';
import { ACCOUNT_MESSAGES } from '../../modules/accounts/accounts.service';
import { customers, otpCodes } from '../../db/schema/accounts';
import { jobs } from '../../db/schema/jobs';
import type { Mail } from './mailer';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  for (let waited = 0; waited < ms; waited += 20) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

/** The decoded body of one part of a multipart message (quoted-printable soft breaks undone). */
function part(raw: string, type: string): string | undefined {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return undefined;
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  const end = body.search(/\r\n--/);
  return (end < 0 ? body : body.slice(0, end)).replace(/=\r\n/g, '').replace(/=3D/g, '=');
}

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SHOP_NAME: 'Boisar Prints', MAIL_FROM: 'Boisar Prints <shop@boisar.example>' },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('delivers the sign-up OTP with a text and an HTML part', async () => {
    const email = uniqueEmail('smtp');
    const res = await call(app, 'POST', 'users/register', {
      ip: uniqueIp(),
      body: { name: '<b>Smita</b> Rao', email, mobileNo: '9822012345', password: 'smtp-password' },
    });
    expect(res.statusCode).toBe(201);
    await app.jobs.runDue();
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
    expect(mail.from).toBe('shop@boisar.example');
    expect(mail.raw).toContain('Subject: Your Boisar Prints verification code');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    const text = part(mail.raw, 'text/plain');
    const html = part(mail.raw, 'text/html');
    const code = /verification code is (\d{4})\./.exec(text ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(text).toContain('Boisar Prints');
    expect(html).toContain(`${code}</strong>`);
    expect(html).toContain('Boisar Prints');
    // The name is the customer's input: escaped in the HTML part.
    expect(html).toContain('Hello &lt;b&gt;Smita&lt;/b&gt;,');
    expect(html).not.toContain('<b>');
    expect(text).toContain('Hello <b>Smita</b>,');

    const ok = await call(app, 'POST', 'users/otp-verify', { ip: uniqueIp(), body: { email, otp: code } });
    expect(ok.statusCode).toBe(200);
  });

  it('delivers the reset link', async () => {
    const email = uniqueEmail('smtp-reset');
    await call(app, 'POST', 'users/register', {
      ip: uniqueIp(),
      body: { name: 'Reset Me', email, mobileNo: '9822012345', password: 'smtp-password' },
    });
    await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email } });
    await app.jobs.runDue();
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email) && m.raw.includes('Subject: Reset')));
    expect(part(mail.raw, 'text/plain')).toMatch(new RegExp(`${app.config.publicUrl}/reset-password/[A-Za-z0-9_-]{43}`));
  });

  it('has no dev/mail endpoint: the outbox is not in use', async () => {
    // With the key: the route is not there at all, not merely locked.
    const res = await readDevMail(app, 'someone@example.in');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('mail when the SMTP server is down', () => {
  let app: TestApp;
  // A port that hangs up on every connection, held for the whole file: a port merely closed could be taken
  // by another test's server meanwhile (the suite runs files in parallel), and the mail would then go out.
  const down = createServer((socket) => socket.destroy());
  beforeAll(async () => {
    down.listen(0, '127.0.0.1');
    await once(down, 'listening');
    const { port } = down.address() as AddressInfo;
    app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => down.close(resolve));
  });

  it('keeps the sign-up; a resend is answered as always, and its mail is tried again later, the code withdrawn meanwhile', async () => {
    const email = uniqueEmail('smtp-down');
    const ip = uniqueIp();
    const res = await call(app, 'POST', 'users/register', {
      ip,
      body: { name: 'Down', email, mobileNo: '9822012345', password: 'smtp-password' },
    });
    expect(res.statusCode).toBe(201);
    const resend = await call(app, 'POST', 'users/resend-otp', { ip, body: { email } });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(ACCOUNT_MESSAGES.otpSent);
    // The sign-up's code is made and mailed by its job (the resend asks for the same one): the mail fails,
    // so the code is withdrawn and the job is tried again later.
    await app.jobs.runDue();
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.kind, sendOtpJob.kind));
    expect(job).toMatchObject({ state: 'pending', attempts: 1 });
    expect(job?.lastError).toContain(ACCOUNT_MESSAGES.mailUnavailable);
    const customer = (await app.database.db.select().from(customers).where(eq(customers.email, email)))[0];
    expect(await app.database.db.select().from(otpCodes).where(eq(otpCodes.customerId, customer!.id))).toEqual([]);
  });
});

describe('the demo outbox in production', () => {
  it('is not listed even if the outbox were the adapter', async () => {
    // loadConfig refuses production without SMTP_URL; this guards the route registration on its own.
    const config = testConfig();
    const database = await createTestDatabase();
    const app = await buildApp({ config: { ...config, env: 'production', smtpUrl: undefined }, database, logger: false });
    try {
      expect((await readDevMail(app, 'someone@example.in')).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      config.cleanup();
    }
  });
});

describe('a mailer passed to buildApp', () => {
  it('replaces the configured adapter (and with it the outbox listing)', async () => {
    const sent: Mail[] = [];
    const app = await createTestApp({ mailer: { send: async (mail) => void sent.push(mail) } });
    try {
      const email = uniqueEmail('override');
      const res = await call(app, 'POST', 'users/register', {
        ip: uniqueIp(),
        body: { name: 'Override', email, mobileNo: '9822012345', password: 'override-password' },
      });
      expect(res.statusCode).toBe(201);
      await app.jobs.runDue();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: email, subject: 'Your Chitra Studio verification code' });
      expect((await readDevMail(app, 'someone@example.in')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
