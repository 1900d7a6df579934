import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCustomer, latestMailTo, resetTokenFrom } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { redactUrl } from './request-log';

/** Every character as a percent-escape, in lower or upper case hex. */
const encodeAll = (text: string, upper = false) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')[upper ? 'toUpperCase' : 'toLowerCase']()}`).join('');

/** The log with its percent-escapes decoded (three times over), in lower case: a token must not be found in any spelling. */
const readable = (lines: string[]) => {
  let text = lines.join('\n');
  for (let i = 0; i < 3; i++) text = text.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  return text.toLowerCase();
};

describe.each(['json', 'pretty'] as const)('secrets in URLs never reach the %s log, however the URL spells them', (format) => {
  const lines: string[] = [];
  let app: TestApp;
  let webDist: string;
  let token: string;
  let ip: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Chitra</title><div id="root"></div>');
    app = await createTestApp({ webDist, env: { LOG_FORMAT: format }, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const who = await createCustomer(app);
    ip = who.ip;
    await call(app, 'POST', 'user/forgot-password-token', { ip, body: { email: who.email } });
    token = resetTokenFrom(await latestMailTo(app, who.email, 2));
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** Sends the request, and gives its status and the log lines it wrote. */
  async function logged(method: 'GET' | 'HEAD' | 'PUT', url: string, body?: unknown) {
    const from = lines.length;
    const res = await app.inject({ method, url, remoteAddress: ip, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
    const written = lines.slice(from);
    expect(written.length, url).toBeGreaterThan(0);
    return { status: res.statusCode, written };
  }

  it('the reset page, in every spelling the storefront serves it, and some it does not', async () => {
    const t = () => token;
    const served = [
      `/reset-password/${t()}`,
      `/%72eset-password/${t()}`,
      `/${encodeAll('reset-password')}/${t()}`,
      `/${encodeAll('reset-password', true)}/${t()}`,
      `/reset%2Dpassword/${t()}`,
      `/reset-password/${encodeAll(t())}`,
      `/reset-password/${encodeAll(t(), true)}?utm_source=mail`,
      `/reset-password/${t()}/`,
      `/reset-password/${t()}//`,
    ];
    const others = [
      // The browser's router ignores case: the page it draws is the reset page.
      `/RESET-PASSWORD/${t()}`,
      `/Reset-Password/${t()}`,
      `/%52eset-password/${t()}`,
      `//reset-password/${t()}`,
      `/reset-password//${t()}`,
      `/reset-password;v=1/${t()}`,
      `/reset-password/${t()};v=1`,
      `/reset-password%2F${t()}`,
      `/reset-password%2f${t()}`,
      `/%2572eset-password/${t()}`,
      `/reset-password/${t()}%3Fx`,
      `/x/../reset-password/${t()}`,
      `/login?next=%2Freset-password%2F${t()}`,
      `/login?next=/reset-password/${t()}&x=1`,
      `/reset-password/${t()}%ff`,
    ];
    for (const url of served) {
      for (const method of ['GET', 'HEAD'] as const) {
        const { status, written } = await logged(method, url);
        expect(status, `${method} ${url}`).toBe(200);
        expect(readable(written), `${method} ${url}`).not.toContain(token.toLowerCase());
        expect(written.join('\n'), url).toContain('[redacted]');
      }
    }
    for (const url of others) {
      const { status, written } = await logged('GET', url);
      expect(status, url).toBeLessThan(500);
      expect(readable(written), url).not.toContain(token.toLowerCase());
    }
  });

  it('the reset and download calls of the API, encoded or not', async () => {
    // The first call sets the password (so the encoded name was served); the token is spent after it.
    const first = await logged('PUT', `/api/v1/user/%72eset-password/${token}`, { password: 'a-new-password' });
    expect(first.status).toBe(200);
    expect(readable(first.written)).not.toContain(token.toLowerCase());
    for (const [url, served] of [
      [`/api/v1/user/reset-password/${token}`, true],
      [`/api/v1/user/reset%2Dpassword/${token}`, true],
      [`/api/v1/user/reset%2dpassword/${token}`, true],
      [`/api/v1/%75ser/${encodeAll('reset-password', true)}/${encodeAll(token)}`, true],
      [`/api/v1/user/RESET-PASSWORD/${token}`, false],
      [`/api/v1/user/reset-password/${token}/`, false],
      [`/api/v1//user/reset-password/${token}`, false],
    ] as const) {
      const { status, written } = await logged('PUT', url, { password: 'another-password' });
      // Served: the spent token's 400; not: the router's 404.
      expect(status, url).toBe(served ? 400 : 404);
      expect(readable(written), url).not.toContain(token.toLowerCase());
    }
    // A download link's token: the link's own page answers (an HTML refusal, this one being made up), and never logs it.
    const link = `dl.${token}`;
    for (const [url, served] of [
      [`/api/v1/downloads/${link}`, true],
      [`/api/v1/%64ownloads/${link}`, true],
      [`/api/v1/${encodeAll('downloads', true)}/${link}`, true],
      [`/api/v1/downloads/${encodeAll(link)}`, true],
      [`/api/v1/downloads/${link}?x=1`, true],
      [`/api/v1/DOWNLOADS/${link}`, false],
    ] as const) {
      const from = lines.length;
      const res = await app.inject({ method: 'GET', url, remoteAddress: ip, headers: { accept: 'text/html' } });
      expect(res.headers['content-type'], url).toMatch(served ? /^text\/html/ : /^application\/json/);
      expect(readable(lines.slice(from)), url).not.toContain(link.toLowerCase());
      expect(readable(lines.slice(from)), url).not.toContain(token.toLowerCase());
    }
  });
});

describe('redactUrl', () => {
  it('leaves an ordinary URL exactly as it came', () => {
    for (const url of ['/', '/api/v1/product/allproduct?tags=a%20b&page=2', '/product/%E0%A4%9A', '/api/v1/users/downloadzip/abc', '/%ff%fe']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts after decoding, and logs the decoded form', () => {
    expect(redactUrl('/reset-password/abc?utm_source=mail')).toBe('/reset-password/[redacted]?utm_source=mail');
    expect(redactUrl('/%72eset-password/abc')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/v1/user/reset%2Dpassword/abc')).toBe('/api/v1/user/reset-password/[redacted]');
    expect(redactUrl('/api/v1/%64ownloads/abc.def')).toBe('/api/v1/downloads/[redacted]');
    expect(redactUrl('http://shop.example/reset-password/abc')).toBe('http://shop.example/reset-password/[redacted]');
    expect(redactUrl('/reset-password/ab%3Fcd')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/login?next=%2Freset-password%2Fabc&x=1')).toBe('/login?next=/reset-password/[redacted]&x=1');
    expect(redactUrl('/%E0%A4%9A/reset-password/abc%ff')).toBe('/\u091a/reset-password/[redacted]');
  });

  it("redacts the demo mailbox's key, however its name or value is spelled", () => {
    expect(redactUrl('/api/v1/dev/mail?key=s3cret-key-0123456789&to=a%40b.in')).toBe('/api/v1/dev/mail?key=[redacted]&to=a@b.in');
    expect(redactUrl('/api/v1/dev/mail?to=a%40b.in&KEY=s3cret')).toBe('/api/v1/dev/mail?to=a@b.in&KEY=[redacted]');
    expect(redactUrl('/api/v1/dev/%6Dail?%6Bey=%73ecret')).toBe('/api/v1/dev/mail?key=[redacted]');
    expect(redactUrl('/api/v1/dev/mail?monkey=1')).toBe('/api/v1/dev/mail?monkey=1');
  });
});
