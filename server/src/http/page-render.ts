import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { splitLocale } from '@chitra/contract/locales';
import { isPrivateRoute } from '@chitra/contract/route-match';
import type { PageHead } from './page-head';

/** What web/src/entry-server.tsx exports (built by `vite build --ssr` into web/dist-ssr/). */
type Renderer = {
  renderPage(input: { url: string; answers: Record<string, unknown> }): Promise<{ html: string; state: unknown; head?: DeclaredHead }>;
  RENDER_STATE_ELEMENT_ID: string;
};

/** The document title and description a page declared in its render, in its language. */
type DeclaredHead = { title: string; description: string };

export type RenderedPage = { html: string; state: unknown; head?: DeclaredHead; stateElementId: string };

/** A render that takes longer than this is abandoned for the page without it: the browser draws it. */
const RENDER_TIMEOUT_MS = 2_000;

/** Renders kept (a page and its answers make one), least recently used dropped first. */
const KEPT_BYTES = 16 * 1024 * 1024;
/** Kept at most this long: what a render shows beyond its answers (the footer's year) moves slowly. */
const KEPT_MS = 10 * 60_000;

/** What the not-found screen is kept under, whatever the address that asked for it, one for each language. */
const notFoundKey = (url: string) => `(not found) ${splitLocale(new URL(url, 'http://localhost').pathname).locale}`;

type Kept = { page: Omit<RenderedPage, 'stateElementId'>; bytes: number; until: number };

/**
 * Finished renders by what they were made from. A render is a function of
 * the address and the answers (which the catalogue's revision keeps
 * current), never of who asks: the same two give the same page, so a repeat
 * costs a hash instead of two renders (tens of milliseconds of CPU on this
 * machine). Concurrent misses for the same page share one render.
 */
class RenderMemo {
  private readonly kept = new Map<string, Kept>();
  private readonly pending = new Map<string, Promise<Omit<RenderedPage, 'stateElementId'>>>();
  private bytes = 0;

  key(url: string, answers: Record<string, unknown>): string {
    return createHash('sha256').update(`${url}\n`).update(JSON.stringify(answers)).digest('base64url');
  }

  async get(key: string, render: () => Promise<Omit<RenderedPage, 'stateElementId'>>): Promise<Omit<RenderedPage, 'stateElementId'>> {
    const found = this.kept.get(key);
    if (found !== undefined) {
      this.kept.delete(key);
      if (Date.now() < found.until) {
        this.kept.set(key, found);
        return found.page;
      }
      this.bytes -= found.bytes;
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const rendering = render();
    this.pending.set(key, rendering);
    try {
      const page = await rendering;
      this.keep(key, page);
      return page;
    } finally {
      this.pending.delete(key);
    }
  }

  private keep(key: string, page: Omit<RenderedPage, 'stateElementId'>): void {
    const bytes = page.html.length + JSON.stringify(page.state).length;
    if (bytes > KEPT_BYTES / 4) return;
    this.kept.set(key, { page, bytes, until: Date.now() + KEPT_MS });
    this.bytes += bytes;
    for (const [oldest, kept] of this.kept) {
      if (this.bytes <= KEPT_BYTES) break;
      this.kept.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }
}

/**
 * Pages the server renders: every storefront page anyone may see, and the
 * not-found screen. A customer's own pages and the account forms depend on
 * the session, which only the browser holds: those the browser draws.
 */
export function isServerRendered(head: PageHead): boolean {
  if (head.route === undefined) return true;
  return head.status === 200 && !isPrivateRoute(head.route);
}

/**
 * The storefront's pages rendered on the server (docs/decisions/021), when
 * the build made the renderer; otherwise, or when a render fails or is slow,
 * undefined: the page goes out as before and the browser draws it.
 */
export function createPageRenderer(webDist: string | undefined, log: FastifyBaseLogger) {
  const path = webDist === undefined ? undefined : join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const available = path !== undefined && existsSync(path);
  let loading: Promise<Renderer> | undefined;
  const memo = new RenderMemo();
  const renderer = (): Promise<Renderer> => (loading ??= import(pathToFileURL(path ?? '').href) as Promise<Renderer>);

  return {
    available,
    async render(url: string, head: PageHead): Promise<RenderedPage | undefined> {
      if (!available || !isServerRendered(head)) return undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        const module = await renderer();
        const timeout = new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
        });
        // Every unknown address draws the same not-found screen in its language: one render serves them
        // all, so made-up paths cost a hash, not a render each.
        const key = memo.key(head.route === undefined ? notFoundKey(url) : url, head.answers);
        const rendering = memo.get(key, () => module.renderPage({ url, answers: head.answers }));
        const rendered = await Promise.race([rendering, timeout]);
        if (rendered === undefined) {
          log.warn({ url }, `server render took over ${RENDER_TIMEOUT_MS} ms; the browser draws the page`);
          return undefined;
        }
        return { ...rendered, stateElementId: module.RENDER_STATE_ELEMENT_ID };
      } catch (error) {
        log.error({ err: error, url }, 'server render failed; the browser draws the page');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
