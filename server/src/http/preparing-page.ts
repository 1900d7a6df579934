import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { escapeHtml } from '../platform/mail/mail-layout';

/**
 * The demo shop while it is being prepared (decision 052): the server
 * listens at once, and until the seed is done a page asks for the small page
 * below (503, Retry-After, noindex, reloading itself every few seconds), an
 * API request gets a 503 in the error contract, /healthz answers 200 and
 * /readyz 503. Pictures already made (/media) and built files (/assets) are
 * served as usual.
 */

/** Where the seed has got to: the line the page and the API answers show. */
export type PreparationProgress =
  /** Another instance claimed the seed; this one waits for it. */
  | { step: 'waiting' }
  /** The originals are being gathered (before anything is known of their number). */
  | { step: 'gathering' }
  | { step: 'pictures'; done: number; total: number }
  /** Every picture made; the catalogue is being written. */
  | { step: 'saving' };

/** Seconds a browser or client waits before asking again (Retry-After, and the page's reload). */
export const PREPARING_RETRY_SECONDS = 3;

const PREPARING_TITLE = 'Preparing the demo shop…';

/** The progress in words, after the title: '12 of 40 photographs'. */
function progressText(progress: PreparationProgress): string {
  switch (progress.step) {
    case 'waiting':
      return 'another server of the shop is preparing it';
    case 'gathering':
      return 'gathering the photographs';
    case 'pictures':
      return `${progress.done} of ${progress.total} photographs`;
    case 'saving':
      return 'filling the shelves';
  }
}

/**
 * Whether the demo shop is being prepared, and how far it has got. Kept in
 * this process: the instance that claimed the seed knows its progress, and
 * another one only that it waits (decision 052). Nothing to prepare until
 * `begin` (tests, production).
 */
export class DemoPreparation {
  private current: PreparationProgress | undefined;

  get underWay(): boolean {
    return this.current !== undefined;
  }

  get progress(): PreparationProgress | undefined {
    return this.current;
  }

  begin(): void {
    this.current = { step: 'gathering' };
  }

  report(progress: PreparationProgress): void {
    if (this.current !== undefined) this.current = progress;
  }

  finish(): void {
    this.current = undefined;
  }
}

/** The work that prepares the demo shop, told how to report its progress. */
export type DemoSeed = (report: (progress: PreparationProgress) => void) => Promise<void>;

/**
 * Runs `seed` while the shop answers with the preparing page, then opens it.
 * A seed that fails leaves the shop preparing (never open on half a demo) and
 * rejects: the caller says so and stops.
 */
export async function prepareDemoShop(app: FastifyInstance, seed: DemoSeed): Promise<void> {
  const preparation = app.readiness.demo;
  preparation.begin();
  await seed((progress) => preparation.report(progress));
  preparation.finish();
}

/** The one line a person reads: 'Preparing the demo shop… 12 of 40 photographs'. */
const preparingLine = (progress: PreparationProgress) => `${PREPARING_TITLE} ${progressText(progress)}`;

/** The API's answer while preparing (with the error contract's `code` and `success`). */
export const preparingMessage = (progress: PreparationProgress) =>
  `The demo shop is being prepared (${progressText(progress)}). Please try again in a few seconds.`;

/**
 * The page: its own markup and a few inline styles (the CSP allows inline
 * styles, not scripts), no storefront bundle, and a meta refresh that asks
 * again for the same address, so the visitor lands where they meant to go.
 */
function preparingPage(progress: PreparationProgress): string {
  const bar =
    progress.step === 'pictures' && progress.total > 0
      ? `\n    <progress max="${progress.total}" value="${progress.done}">${progress.done} of ${progress.total}</progress>`
      : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="${PREPARING_RETRY_SECONDS}">
    <title>${escapeHtml(preparingLine(progress))}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 1.1rem/1.5 system-ui, sans-serif; color: #1d2b2a; background: #f7f5f0; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.6rem; font-weight: 600; margin: 0 0 0.5rem; }
      progress { width: 100%; height: 0.6rem; accent-color: #0f6b6b; }
      small { color: #5b6766; }
    </style>
  </head>
  <body>
    <main>
    <h1>${escapeHtml(PREPARING_TITLE)}</h1>
    <p role="status">${escapeHtml(progressText(progress))}</p>${bar}
    <p><small>This happens once, on the first start. The page reloads by itself and the shop opens as soon as it is ready.</small></p>
    </main>
  </body>
</html>
`;
}

/** Served as usual while preparing: the probes, pictures already made, the built files. */
const OPEN_WHILE_PREPARING = /^\/(healthz|readyz|media|assets)(\/|$|\?)/;

/**
 * The gate: while the demo is being prepared, a page request gets the
 * preparing page and every other request (the API, the sitemaps) a 503 in
 * the error contract (through the one error handler), both with Retry-After. Registered before the routes
 * (app.ts), as the first thing a request meets after the refusals.
 */
export function registerPreparingGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const progress = app.readiness.demo.progress;
    if (progress === undefined || OPEN_WHILE_PREPARING.test(request.url)) return;
    const headers = { 'retry-after': String(PREPARING_RETRY_SECONDS), 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage) throw new AppError('UNAVAILABLE', preparingMessage(progress), undefined, headers);
    return reply.code(503).headers(headers).type('text/html; charset=utf-8').send(preparingPage(progress));
  });
}
