// The start script's one decision: build, or start what is built (decision 052).
// Run with `node --test scripts/start.test.mjs`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BUILDS, needsBuild, openInterimAnswer, writeStamp } from './start.mjs';

const build = {
  name: 'server',
  command: ['true'],
  inputs: ['server/src', 'server/scripts/build.mjs', 'package-lock.json'],
  outputs: ['server/dist/server.js'],
  stamp: 'node_modules/.cache/chitra-start/server.sha256',
};

describe('needs a build?', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** Builds as the start script does: outputs made, then the stamp of the inputs it saw. */
  const built = async () => {
    const { hash } = await needsBuild(root, build);
    write('server/dist/server.js', 'built');
    await writeStamp(root, build, hash);
  };
  const decision = async () => {
    const { needed, reason } = await needsBuild(root, build);
    return { needed, reason };
  };

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'chitra-start-'));
    write('server/src/server.ts', 'listen()');
    write('server/src/db/seed/seed-demo.ts', 'seed()');
    write('server/scripts/build.mjs', 'esbuild()');
    write('package-lock.json', '{"lockfileVersion":3}');
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('builds on a fresh clone (never built here)', async () => {
    assert.deepEqual(await decision(), { needed: true, reason: 'not built yet' });
  });

  it('starts what is built when nothing changed, even when a file was touched without a change', async () => {
    await built();
    assert.deepEqual(await decision(), { needed: false, reason: 'up to date' });
    utimesSync(join(root, 'server/src/server.ts'), new Date(), new Date(Date.now() + 60_000));
    assert.deepEqual(await decision(), { needed: false, reason: 'up to date' });
  });

  it('does not build for a changed or added test', async () => {
    write('server/src/server.test.ts', 'it()');
    assert.deepEqual(await decision(), { needed: false, reason: 'up to date' });
  });

  it('builds when a source changes, and not again after', async () => {
    write('server/src/db/seed/seed-demo.ts', 'seed(faster)');
    assert.deepEqual(await decision(), { needed: true, reason: 'its sources changed' });
    await built();
    assert.deepEqual(await decision(), { needed: false, reason: 'up to date' });
  });

  it('builds when a source is added or removed', async () => {
    write('server/src/http/preparing-page.ts', 'page()');
    assert.deepEqual(await decision(), { needed: true, reason: 'its sources changed' });
    await built();
    unlinkSync(join(root, 'server/src/http/preparing-page.ts'));
    assert.deepEqual(await decision(), { needed: true, reason: 'its sources changed' });
    await built();
  });

  it('builds when the lockfile changes (npm install brought other versions)', async () => {
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    assert.deepEqual(await decision(), { needed: true, reason: 'its sources changed' });
    await built();
  });

  it('builds when an output is missing (dist deleted)', async () => {
    unlinkSync(join(root, 'server/dist/server.js'));
    assert.deepEqual(await decision(), { needed: true, reason: 'server/dist/server.js is missing' });
  });

  it('knows the two real builds and keeps their stamps outside the folders they empty', () => {
    assert.deepEqual(
      BUILDS.map((b) => b.name),
      ['storefront', 'server'],
    );
    for (const b of BUILDS) {
      assert.ok(b.stamp.startsWith('node_modules/.cache/'), b.stamp);
      assert.ok(b.inputs.includes('package-lock.json') && b.inputs.includes('contract/src'));
    }
  });
});

describe('while it builds, the port answers', () => {
  let server;
  let base;
  before(async () => {
    server = await openInterimAnswer(0, '127.0.0.1');
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it('is alive and not ready', async () => {
    const health = await fetch(`${base}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    assert.equal(ready.status, 503);
    assert.equal(ready.headers.get('retry-after'), '3');
    assert.deepEqual(await ready.json(), {
      success: false,
      code: 'UNAVAILABLE',
      message: 'The demo shop is being prepared (building the shop). Please try again in a few seconds.',
    });
  });

  it('answers a page with the preparing page, and the API with a 503 in the error contract', async () => {
    const page = await fetch(`${base}/product/kelva?x=1`);
    assert.equal(page.status, 503);
    assert.equal(page.headers.get('retry-after'), '3');
    assert.equal(page.headers.get('x-robots-tag'), 'noindex');
    const html = await page.text();
    assert.ok(html.includes('<title>Preparing the demo shop… building the shop</title>'), html);
    assert.ok(html.includes('<meta http-equiv="refresh" content="3">'));
    assert.ok(html.includes('<meta name="robots" content="noindex">'));
    const api = await fetch(`${base}/api/v1/product/allproduct`);
    assert.equal(api.status, 503);
    const body = await api.json();
    assert.equal(body.message, 'The demo shop is being prepared (building the shop). Please try again in a few seconds.');
    assert.equal(body.code, 'UNAVAILABLE');
    assert.match(body.requestId, /^[0-9a-f-]{36}$/);
  });

  it('stays out of the way when the port is taken (the server then says so)', async () => {
    assert.equal(await openInterimAnswer(server.address().port, '127.0.0.1'), undefined);
  });
});
