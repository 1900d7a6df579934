/**
 * Layout-shift benchmark: `npm run bench:layout-shift` (part of `npm run
 * bench`, never of `npm test`).
 *
 * Builds the storefront when it has not been built, starts the real server
 * in demo mode on a fresh PGlite folder (or BENCH_DATA_DIR, a folder seeded
 * before, which saves the seeding), and loads home, the store, a product, a
 * category, search results and a 404 at 320, 375, 412, 768 and 1280 px,
 * each with a desktop Chromium's User-Agent and with a phone's: the server
 * sees only the User-Agent, so a page it drew for the wrong width would move
 * as it hydrates (issue 26, decision 046). Each load's layout shift is the
 * sum of its `layout-shift` entries not caused by input, from the first
 * paint until the page is hydrated (html[data-page-ready]), its requests
 * have been quiet for half a second and two more frames are drawn; each
 * page is asked for once before, so that the figures are those of a warm
 * server (a cold one's first render can miss its deadline). Chromium
 * (CHROME_PATH, default /usr/bin/chromium) is driven over the DevTools
 * protocol directly: no browser library is a dependency of the bench.
 * e2e/specs/layout-shift.spec.ts holds the same loads to at most 0.01.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer, stopServer } from './harness';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MAX_SHIFT = 0.01;
const WIDTHS = [320, 375, 412, 768, 1280] as const;
const HEIGHT = 800;
const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} as const;

/** Runs in every document before the page's own scripts: adds up its layout shifts not caused by input. */
const OBSERVE = `(() => {
  const record = { total: 0 };
  window.__layoutShift = record;
  record.moved = [];
  const what = (node) => (node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '') : node ? node.nodeName : '?');
  const add = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      record.total += e.value;
      for (const s of e.sources) record.moved.push(what(s.node) + ' ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y));
    }
  };
  record.observer = new PerformanceObserver((list) => add(list.getEntries()));
  record.observer.observe({ type: 'layout-shift', buffered: true });
  record.flush = () => { add(record.observer.takeRecords()); return record.total; };
})();`;

/** Waits for the hydrated page, half a second without a new request and two frames; answers the total. */
const SETTLE = `(async () => {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  while (!document.documentElement.hasAttribute('data-page-ready') || document.readyState !== 'complete') await sleep(25);
  for (let seen = -1; seen !== performance.getEntriesByType('resource').length; ) {
    seen = performance.getEntriesByType('resource').length;
    await sleep(500);
  }
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { total: window.__layoutShift.flush(), moved: window.__layoutShift.moved };
})()`;

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; result?: unknown; error?: { message: string } };

/** A DevTools-protocol connection to the browser, with flat sessions for its pages. */
class DevTools {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  private readonly waiters = new Set<(message: Message) => boolean>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as Message;
      if (message.id !== undefined) {
        const call = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error.message));
        else call?.resolve(message.result);
        return;
      }
      for (const waiter of this.waiters) if (waiter(message)) this.waiters.delete(waiter);
    });
  }

  static async connect(url: string): Promise<DevTools> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot reach ${url}`)), { once: true });
    });
    return new DevTools(socket);
  }

  send<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve as (result: unknown) => void, reject }));
  }

  /** The next event `method` of the session (register before the call that causes it). */
  next(method: string, sessionId: string): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.add((message) => {
        if (message.method !== method || message.sessionId !== sessionId) return false;
        resolve();
        return true;
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Chromium, headless, listening for the DevTools protocol on a port it chooses. */
async function launchChromium(profile: string): Promise<{ browser: ChildProcess; endpoint: string }> {
  const browser = spawn(
    CHROME_PATH,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    browser.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    browser.once('exit', (code) => reject(new Error(`${CHROME_PATH} exited with ${code}: ${output.slice(-500)}`)));
  });
  return { browser, endpoint };
}

/** A tab with this User-Agent that measures every document it loads. */
async function openTab(devtools: DevTools, userAgent: string): Promise<string> {
  const { targetId } = await devtools.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  await devtools.send('Page.enable', {}, sessionId);
  await devtools.send('Emulation.setUserAgentOverride', { userAgent }, sessionId);
  await devtools.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE }, sessionId);
  return sessionId;
}

/** A load's layout shift, and what moved (each shift's elements, with their top before and after). */
type Shift = { total: number; moved: string[] };

async function layoutShiftOf(devtools: DevTools, sessionId: string, url: string, width: number): Promise<Shift> {
  await devtools.send('Emulation.setDeviceMetricsOverride', { width, height: HEIGHT, deviceScaleFactor: 1, mobile: false }, sessionId);
  const loaded = devtools.next('Page.loadEventFired', sessionId);
  await devtools.send('Page.navigate', { url }, sessionId);
  await loaded;
  const { result } = await devtools.send<{ result: { value: Shift } }>(
    'Runtime.evaluate',
    { expression: SETTLE, awaitPromise: true, returnByValue: true },
    sessionId,
  );
  return result.value;
}

async function pagesToLoad(base: string): Promise<[string, string][]> {
  const top = (await (await fetch(`${base}/api/v1/product/toptwentyproduct`)).json()) as { data: { _id: string; title: string }[] };
  const categories = (await (await fetch(`${base}/api/v1/product/allcategory`)).json()) as { data: { category: { _id: string }[] } };
  // The longest title: the breadcrumb and the heading have the most to wrap on a narrow screen.
  const product = top.data.toSorted((a, b) => b.title.length - a.title.length)[0]?._id;
  const category = categories.data.category[0]?._id;
  if (product === undefined || category === undefined) throw new Error('the demo shop has no product or no category: it has not been seeded');
  return [
    ['home', '/'],
    ['store', '/product'],
    ['product', `/product/${product}`],
    ['category', `/catagory/${category}`],
    ['search', '/product?search=sunset'],
    ['404', '/no-such-page'],
  ];
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'chitra-layout-shift-'));
  const profile = mkdtempSync(join(tmpdir(), 'chitra-layout-shift-chromium-'));
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
  const { browser, endpoint } = await launchChromium(profile);
  const devtools = await DevTools.connect(endpoint);
  try {
    const pages = await pagesToLoad(server.url);
    // Each page once before the clock: a first render on a cold server can pass its 2 s limit, and the browser then draws the page itself.
    for (const [, path] of pages) await (await fetch(`${server.url}${path}`)).text();
    const agents = Object.entries(USER_AGENTS);
    const shifts = new Map<string, Shift>();
    for (const [agent, userAgent] of agents) {
      const sessionId = await openTab(devtools, userAgent);
      for (const width of WIDTHS) {
        for (const [name, path] of pages) shifts.set(`${name} ${width} ${agent}`, await layoutShiftOf(devtools, sessionId, `${server.url}${path}`, width));
      }
    }
    const columns = WIDTHS.flatMap((width) => agents.map(([agent]) => [width, agent] as const));
    console.log(`Layout shift of a load, hydration included (Chromium, ${HEIGHT} px high; User-Agent: desktop Chrome or Pixel Chrome)\n`);
    console.log(`| page | ${columns.map(([width, agent]) => `${width} px ${agent}`).join(' | ')} |`);
    console.log(`|---|${columns.map(() => '---:').join('|')}|`);
    for (const [name] of pages) {
      console.log(`| ${name} | ${columns.map(([width, agent]) => (shifts.get(`${name} ${width} ${agent}`)?.total ?? Number.NaN).toFixed(4)).join(' | ')} |`);
    }
    const over = [...shifts].filter(([, shift]) => shift.total > MAX_SHIFT);
    for (const [load, shift] of over) console.log(`\n${load}: ${shift.total.toFixed(4)}, moved: ${shift.moved.join(', ')}`);
    const worst = Math.max(...[...shifts.values()].map((shift) => shift.total));
    console.log(`\nlargest: ${worst.toFixed(4)}; target ≤ ${MAX_SHIFT} in every load: ${over.length === 0 ? 'met' : 'missed'}`);
  } finally {
    devtools.close();
    browser.kill('SIGTERM');
    await stopServer(server.child);
    rmSync(profile, { recursive: true, force: true });
    if (process.env.BENCH_DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
