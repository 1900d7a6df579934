import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerRendered } from './page-render';
import { MANIFEST_PATH } from './route-assets';
import { createTestApp, type TestApp } from '../test/app';

const INDEX = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />
<!--chitra:head--><title>Chitra</title><!--/chitra:head-->
<script type="module" src="/assets/app-1234abcd.js"></script></head><body><div id="root"></div><noscript>JS</noscript></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/app-1234abcd.js', isEntry: true, css: ['assets/app-1234abcd.css'] },
  'src/features/catalogue/home-page.tsx': {
    file: 'assets/home-page-1234abcd.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/home-page-1234abcd.css'],
  },
  'src/locales/mr/shell.ts': { file: 'assets/shell-mr1234ab.js', isDynamicEntry: true },
  'src/locales/mr/home.ts': { file: 'assets/home-mr1234ab.js', isDynamicEntry: true },
  'src/locales/en/shell.ts': { file: 'assets/shell-en1234ab.js', isDynamicEntry: true },
  // The areas outside the first load come through the chunk of their loaders (web/src/i18n/page-catalogues.ts).
  'src/i18n/page-catalogues.ts': { file: 'assets/page-catalogues-1234abcd.js', isDynamicEntry: true, dynamicImports: ['src/locales/mr/accounts.ts'] },
  'src/locales/mr/accounts.ts': { file: 'assets/accounts-mr1234ab.js', isDynamicEntry: true },
  'src/features/accounts/login-page.tsx': {
    file: 'assets/login-page-1234abcd.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/login-page-1234abcd.css'],
  },
};

/**
 * A stand-in for the built web/dist-ssr/entry-server.js: it draws what it was
 * asked, fails on /about and never finishes on /blog, so the server's side of
 * the contract is tested without a web build (the e2e suite runs the real one).
 */
const RENDERER = `
export const RENDER_STATE_ELEMENT_ID = 'chitra-render';
export async function renderPage(input) {
  const { url, answers } = input;
  globalThis.__chitraRenders = (globalThis.__chitraRenders ?? 0) + 1;
  if (url.startsWith('/about')) throw new Error('the page failed to render');
  if (url.startsWith('/blog')) return new Promise(() => {});
  const head = url.startsWith('/mr') ? { head: { title: 'डिजिटल छायाचित्रे | Chitra', description: 'छायाचित्रांचे दुकान' } } : {};
  return { html: '<main>' + url + ' ' + Object.keys(input).sort().join(',') + '</main>', state: { answers: Object.keys(answers).sort() }, ...head };
}
`;

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('pages rendered on the server', () => {
  let app: TestApp;
  let web: string;

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    const dist = join(web, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, MANIFEST_PATH), JSON.stringify(MANIFEST));
    // The Devanagari face's built files (web/src/styles/devanagari.css): the page never preloads them.
    mkdirSync(join(dist, 'assets'));
    for (const font of ['noto-sans-devanagari-devanagari-400-normal-Ab1_cD2e.woff2', 'noto-sans-devanagari-devanagari-600-normal-Xy3-zW4v.woff2']) {
      writeFileSync(join(dist, 'assets', font), '');
    }
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(join(web, 'dist-ssr', 'entry-server.js'), RENDERER);
    app = await createTestApp({ webDist: dist });
  });

  afterAll(async () => {
    await app.close();
    rmSync(web, { recursive: true, force: true });
  });

  const get = (url: string, userAgent = DESKTOP) => app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });
  const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

  it('puts the render inside #root with its state beside it, the answers only there, and the page’s styles as stylesheets', async () => {
    const res = await get('/?utm=x', PHONE);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('<main>/?utm=x answers,url</main>');
    const state = JSON.parse(/<script type="application\/json" id="chitra-render">([^<]*)<\/script>/.exec(res.body)?.[1] ?? 'null') as {
      answers: string[];
    };
    expect(state.answers).toEqual(expect.arrayContaining(['config', 'product/allcategory']));
    expect(res.body).not.toContain('id="chitra-answers"');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1234abcd.css" />');
    // An address without a language's prefix answers a visitor who chose another language with that language's.
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });

  it('draws the same page for a phone and a desktop: nothing of the render depends on the User-Agent (decision 046)', async () => {
    const phone = await get('/contact', PHONE);
    const desktop = await get('/contact', DESKTOP);
    expect(root(phone.body)).toBe('<main>/contact answers,url</main>');
    expect(phone.body).toBe(desktop.body);
    expect(desktop.headers.vary).toBe('accept-encoding, cookie');
  });

  it('draws a page in the language of its address, with its words, its alternates and its language’s catalogues (issue 29)', async () => {
    const res = await get('/mr');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('<main>/mr answers,url</main>');
    expect(res.body).toContain('<html lang="mr-IN">');
    // The words the page declared in its language, not the English head's.
    expect(res.body).toContain('<title>डिजिटल छायाचित्रे | Chitra</title>');
    expect(res.body).toContain('<meta name="description" content="छायाचित्रांचे दुकान" />');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/mr" \/>/);
    for (const [hreflang, path] of [
      ['en-IN', '/'],
      ['hi-IN', '/hi'],
      ['mr-IN', '/mr'],
      ['x-default', '/'],
    ]) {
      expect(res.body).toMatch(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="http://[^"]+${path.replace('/', '\\/')}" />`));
    }
    expect(res.body).toContain('<meta property="og:locale" content="mr_IN" />');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    // The shell's and the home page's Marathi words load beside the entry; no other language's.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-mr1234ab.js" />');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-mr1234ab.js" />');
    expect(res.body).not.toContain('shell-en1234ab.js');
    // Its Devanagari face comes once the page has loaded (styles/devanagari-face.ts), never ahead of its pictures.
    expect(res.body).not.toContain('noto-sans-devanagari');
    expect((await get('/hi/contact')).body).not.toContain('noto-sans-devanagari');
    // A page whose area is outside the first load: its catalogue, and the chunk that loads it.
    const login = (await get('/mr/login')).body;
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/page-catalogues-1234abcd.js" />');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/accounts-mr1234ab.js" />');
    expect(res.body).not.toContain('page-catalogues');
    expect(res.headers.vary).toBe('accept-encoding');

    const english = await get('/');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('<meta property="og:locale" content="en_IN" />');
    expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-en1234ab.js" />');
    // An English page never fetches the Devanagari face.
    expect(english.body).not.toContain('noto-sans-devanagari');
  });

  it('answers a made-up address in a language 404, and sends an address without a prefix to the language a visitor chose', async () => {
    expect((await get('/mr/no-such-page')).statusCode).toBe(404);
    expect((await get('/mr/product/000000000000000000000000')).statusCode).toBe(404);
    const chosen = await app.inject({ method: 'GET', url: '/product?sort=price', headers: { cookie: 'theme=dark; chitra_locale=hi' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/hi/product?sort=price');
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    const home = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'chitra_locale=mr' } });
    expect(home.headers.location).toBe('/mr');
    // English chosen, or a cookie naming no language: the page itself.
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie: 'chitra_locale=en' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/', headers: { cookie: 'chitra_locale=fr' } })).statusCode).toBe(200);
    // An address in a language is that language's, whatever the cookie says.
    expect((await app.inject({ method: 'GET', url: '/mr', headers: { cookie: 'chitra_locale=hi' } })).statusCode).toBe(200);
  });

  it('renders a page once for the same address and answers, however many ask at once, whoever asks', async () => {
    const renders = () => (globalThis as { __chitraRenders?: number }).__chitraRenders ?? 0;
    const before = renders();
    const pages = await Promise.all([get('/catagory'), get('/catagory'), get('/catagory')]);
    expect(pages.map((res) => root(res.body))).toEqual(Array(3).fill('<main>/catagory answers,url</main>'));
    await get('/catagory');
    await get('/catagory', PHONE);
    expect(renders() - before).toBe(1);
    await get('/catagory?page=2');
    expect(renders() - before).toBe(2);
  });

  it('leaves the account forms and a customer’s own pages to the browser, with their answers inline and styles preloaded', async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(root(login.body)).toBe('');
    expect(login.body).toContain('id="chitra-answers"');
    expect(login.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-page-1234abcd.css" />');
    expect(root((await get('/cart')).body)).toBe('');
  });

  it('draws the not-found screen for an unknown path, but not a page whose product does not exist', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(root(unknown.body)).toBe('<main>/no-such-page answers,url</main>');
    // Drawn with the shell's answers, as every page in the layout is: its header and demo strip never move in late.
    const state = JSON.parse(/<script type="application\/json" id="chitra-render">([^<]*)<\/script>/.exec(unknown.body)?.[1] ?? 'null') as {
      answers: string[];
    };
    expect(state.answers).toEqual(['config', 'product/allcategory']);
    // Any other unknown address gets that same screen, without a render of its own.
    const renders = (globalThis as { __chitraRenders?: number }).__chitraRenders;
    const other = await get('/made/up/path?x=1');
    expect(other.statusCode).toBe(404);
    expect(root(other.body)).toBe('<main>/no-such-page answers,url</main>');
    expect((globalThis as { __chitraRenders?: number }).__chitraRenders).toBe(renders);
    const missing = await get('/product/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)).toBe('');
  });

  it('sends the page for the browser to draw when the render fails or is too slow', async () => {
    const failed = await get('/about');
    expect(failed.statusCode).toBe(200);
    expect(root(failed.body)).toBe('');
    expect(failed.body).toContain('id="chitra-answers"');
    const slow = await get('/blog');
    expect(slow.statusCode).toBe(200);
    expect(root(slow.body)).toBe('');
  });
});

describe('which pages the server renders', () => {
  it('renders every page anyone may see, and nothing that depends on the session', () => {
    expect(isServerRendered({ status: 200, route: 'product' } as Parameters<typeof isServerRendered>[0])).toBe(true);
    expect(isServerRendered({ status: 200, route: 'wishlist' } as Parameters<typeof isServerRendered>[0])).toBe(false);
    expect(isServerRendered({ status: 200, route: 'otp' } as Parameters<typeof isServerRendered>[0])).toBe(false);
    expect(isServerRendered({ status: 404, route: 'product' } as Parameters<typeof isServerRendered>[0])).toBe(false);
    expect(isServerRendered({ status: 404 } as Parameters<typeof isServerRendered>[0])).toBe(true);
  });
});
