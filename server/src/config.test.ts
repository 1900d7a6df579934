import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, demoPartsWarning, loadConfig, PRODUCTION_REQUIRED_KEYS } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/chitra',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  TOKEN_SECRET: 'x'.repeat(48),
  REDIS_URL: 'redis://cache.internal:6379',
};

describe('configuration', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'chitra-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('runs the demo shop with no configuration at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.demo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.payment.provider).toBe('simulated');
    expect(config.tokenSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('splits serving from the jobs only on PostgreSQL (ROLE, decision 058)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).role).toEqual({ name: 'all', serves: true, runsJobs: true });
    const url = 'postgres://shop@db.example/shop';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, ROLE: 'web' }).role).toEqual({ name: 'web', serves: true, runsJobs: false });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, ROLE: 'worker' }).role).toEqual({ name: 'worker', serves: false, runsJobs: true });
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ROLE: role })).toThrow(
        `ROLE: ${role} shares the work with other instances through PostgreSQL; set DATABASE_URL`,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, ROLE: 'jobs' })).toThrow(/ROLE/);
  });

  it('keeps the demo secrets across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tokenSecret).toBe(loadConfig({ DATA_DIR: dir }).tokenSecret);
  });

  it('refuses to start in production on demo settings, listing every missing key at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    for (const key of PRODUCTION_REQUIRED_KEYS) expect((error as Error).message).toContain(key);
  });

  it('names only what is missing', () => {
    const { SMTP_URL: _omit, ...rest } = PRODUCTION;
    expect(() => loadConfig({ ...rest, DATA_DIR: dataDir() })).toThrow(/Refusing to start in production without: SMTP_URL\./);
  });

  it('starts in production with real parts only', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() });
    expect(config.demo).toBe(false);
    expect(config.payment).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_live_abc',
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('reads the pool, the pooler mode, storage and the shutdown grace; S3 keys come all together or not at all', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.database).toEqual({ poolMax: 10, prepare: true });
    expect(defaults.s3).toBeUndefined();
    expect(defaults.shutdownGraceMs).toBe(60_000);
    const cluster = loadConfig({
      ...PRODUCTION,
      DATA_DIR: dataDir(),
      DATABASE_POOL_MAX: '25',
      DATABASE_PREPARE: 'false',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'chitra',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_BASE_URL: 'https://cdn.example.in/media/',
      SHUTDOWN_GRACE_S: '90',
    });
    expect(cluster.database).toEqual({ poolMax: 25, prepare: false });
    expect(cluster.s3).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: undefined,
      bucket: 'chitra',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(cluster.mediaBaseUrl).toBe('https://cdn.example.in/media');
    expect(cluster.shutdownGraceMs).toBe(90_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'chitra' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_PREPARE: 'no' })).toThrow(/DATABASE_PREPARE/);
  });

  it('rejects a short token secret and a bad port with the reason', () => {
    expect(() => loadConfig({ ...PRODUCTION, TOKEN_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(/TOKEN_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as none, any, or a list of proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value, DATA_DIR: dataDir() }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.0/8, 192.0.2.10,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32']);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: not an IP address or CIDR range: "10.0.0.0\/33"/);
    expect(() => trust('proxy.internal')).toThrow(/TRUST_PROXY/);
  });

  it('logs readable lines only to a person in development at a terminal, JSON otherwise, unless LOG_FORMAT says which', () => {
    const format = (env: NodeJS.ProcessEnv, terminal: boolean) => loadConfig({ DATA_DIR: dataDir(), ...env }, terminal).logFormat;
    expect(format({}, true)).toBe('pretty');
    expect(format({}, false)).toBe('json');
    expect(format({ NODE_ENV: 'test' }, true)).toBe('json');
    expect(format({ ...PRODUCTION }, true)).toBe('json');
    expect(format({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(format({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(format({ LOG_FORMAT: '' }, true)).toBe('pretty');
    expect(format({ ...PRODUCTION, LOG_FORMAT: 'json' }, false)).toBe('json');
    expect(() => format({ LOG_FORMAT: 'text' }, true)).toThrow(/LOG_FORMAT/);
    // Production's log is read by programs: a readable one is refused rather than shipped.
    expect(() => format({ ...PRODUCTION, LOG_FORMAT: 'pretty' }, true)).toThrow(ConfigError);
  });

  it('takes the demo mailbox key from DEV_MAIL_KEY, or makes a fresh 128-bit one at every start', () => {
    const dir = dataDir();
    const made = loadConfig({ DATA_DIR: dir }).devMailKey;
    expect(made).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Never kept: the next start prints a new one.
    expect(loadConfig({ DATA_DIR: dir }).devMailKey).not.toBe(made);
    expect(loadConfig({ DATA_DIR: dir, DEV_MAIL_KEY: '' }).devMailKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(loadConfig({ DATA_DIR: dir, DEV_MAIL_KEY: ' shared-by-3-instances~v1.0 ' }).devMailKey).toBe('shared-by-3-instances~v1.0');
    expect(loadConfig({ DATA_DIR: dir, DEV_MAIL_KEY: 'x'.repeat(256) }).devMailKey).toHaveLength(256);
  });

  it('refuses a DEV_MAIL_KEY that is short or not URL-safe, with the reason', () => {
    const load = (key: string) => () => loadConfig({ DATA_DIR: dataDir(), DEV_MAIL_KEY: key });
    expect(load('fifteen-chars-1')).toThrow(/DEV_MAIL_KEY: must be at least 16 characters/);
    expect(load('a key with spaces in it')).toThrow(/DEV_MAIL_KEY: must be URL-safe/);
    expect(load('0123456789abcdef&to=someone@example.in')).toThrow(/DEV_MAIL_KEY: must be URL-safe/);
    expect(load('0123456789abcdef%20')).toThrow(/DEV_MAIL_KEY: must be URL-safe/);
    expect(load('x'.repeat(257))).toThrow(/DEV_MAIL_KEY: must be at most 256 characters/);
  });

  it("signs and checks the simulated gateway's webhooks with RAZORPAY_WEBHOOK_SECRET when it is set", () => {
    const dir = dataDir();
    const generated = loadConfig({ DATA_DIR: dir }).payment;
    expect(generated).toMatchObject({ provider: 'simulated', webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(loadConfig({ DATA_DIR: dir }).payment.webhookSecret).toBe(generated.webhookSecret);
    const given = loadConfig({ DATA_DIR: dir, RAZORPAY_WEBHOOK_SECRET: 'whsec-from-the-dashboard' }).payment;
    expect(given).toMatchObject({ provider: 'simulated', webhookSecret: 'whsec-from-the-dashboard' });
  });

  it("checks the shop's GSTIN at start (format, state code, check character) and takes its state from it", () => {
    const demo = loadConfig({ DATA_DIR: dataDir() });
    expect(demo.gst).toMatchObject({
      gstin: '27AAAAA0000A1Z2',
      demoGstin: true,
      state: { code: '27', name: 'Maharashtra' },
      rateBp: 1800,
      printRateBp: 1800,
      sac: '997333',
      hsn: '49119100',
    });
    const karnataka = loadConfig({ DATA_DIR: dataDir(), GST_GSTIN: ' 29aagcb7383j1z4 ', GST_RATE: '12', GST_PRINT_RATE: '5' });
    expect(karnataka.gst).toMatchObject({
      gstin: '29AAGCB7383J1Z4',
      demoGstin: false,
      state: { code: '29', name: 'Karnataka' },
      rateBp: 1200,
      printRateBp: 500,
    });
    // Real payments without a GSTIN: an unregistered shop, in its own state.
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: dataDir() }).gst).toMatchObject({ gstin: null, state: { code: '27' } });
    expect(loadConfig({ DATA_DIR: dataDir(), GST_GSTIN: 'none', GST_STATE: '24' }).gst).toMatchObject({ gstin: null, state: { code: '24', name: 'Gujarat' } });
    const refused: [Record<string, string>, RegExp][] = [
      [{ GST_GSTIN: '27AAAAA0000A1Z3' }, /GST_GSTIN: GSTIN check character is wrong/],
      [{ GST_GSTIN: '27AAAAA0000A1' }, /GST_GSTIN: GSTIN must be 15 characters/],
      [{ GST_GSTIN: '99AAAAA0000A1Z2' }, /GST_GSTIN: GSTIN starts with a state code/],
      [{ GST_GSTIN: '27AAAAA0000A1Z2', GST_STATE: '29' }, /GST_STATE: 29 differs from the GSTIN's state 27/],
      [{ GST_GSTIN: 'none', GST_STATE: '25' }, /GST_STATE: 25 is not a GST state code/],
    ];
    for (const [env, message] of refused) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env }), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    }
  });

  it('warns loudly at start when the demo parts listen beyond loopback, and only then', () => {
    const demo = loadConfig({ DATA_DIR: dataDir() });
    expect(demoPartsWarning(demo)).toBeUndefined();
    const exposed = demoPartsWarning({ ...demo, host: '0.0.0.0' });
    expect(exposed).toMatch(/^WARNING: listening on 0\.0\.0\.0 with demo parts on: the demo mailbox at \/api\/v1\/dev\/mail/);
    expect(exposed).toContain('simulated payments');
    const live = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir(), HOST: '0.0.0.0' });
    expect(demoPartsWarning(live)).toBeUndefined();
    // Real mail but simulated payments on a network: still said.
    expect(demoPartsWarning({ ...demo, host: '0.0.0.0', smtpUrl: 'smtp://mail.internal' })).toMatch(/simulated payments/);
  });
});
