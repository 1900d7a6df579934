/**
 * Draws every kind of mail the shop sends, as a reader's mail client would
 * show it, 600 px wide (a desktop client's reading pane) and 375 px (a phone),
 * and a few in dark mode, into docs/screenshots/mail/ (decision 051). Run by
 * hand after changing a mail's look, never by the tests:
 *
 *   npm run mail:screenshots -w server
 *
 * It needs Debian's Chromium (`apt-get install -y chromium`), or another one
 * named by CHROMIUM_PATH. Nothing is fetched: the logo is the server's own
 * (mail-logo.ts) and the photographs are drawn here.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { mailLogoPng, MAIL_LOGO_PATH } from '../src/platform/mail/mail-logo';
import { renderMail } from '../src/platform/mail/mail-render';
import { MAIL_SAMPLES, SAMPLE_BRAND } from '../src/platform/mail/mail-samples';

const OUT = new URL('../../docs/screenshots/mail/', import.meta.url).pathname;
const WIDTHS = [600, 375];
/** Drawn dark as well: the ones with a code, a table of photographs and a quote. */
const DARK = new Set(['otp-signup', 'receipt', 'enquiry-reply']);

/** A stand-in photograph: a dusk sky over the sea, 320 × 213 like a thumbnail. */
async function photograph(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="213"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="0.62" stop-color="hsl(${(hue + 30) % 360},70%,72%)"/><stop offset="0.62" stop-color="hsl(${(hue + 190) % 360},45%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360},40%,18%)"/></linearGradient></defs><rect width="320" height="213" fill="url(#s)"/><circle cx="${90 + seed * 60}" cy="118" r="22" fill="hsl(40,90%,80%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const logo = await mailLogoPng();
  let photos = 0;
  try {
    for (const { name, mail } of MAIL_SAMPLES) {
      const { html } = await renderMail(mail, SAMPLE_BRAND);
      const schemes: ('light' | 'dark')[] = DARK.has(name) ? ['light', 'dark'] : ['light'];
      for (const colorScheme of schemes) {
        for (const width of WIDTHS) {
          if (colorScheme === 'dark' && width !== 375) continue;
          const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
          // The shop's own server, answered here; nothing else is reached.
          await page.route('**/*', async (route) => {
            const url = new URL(route.request().url());
            if (url.origin === SAMPLE_BRAND.publicUrl && url.pathname === MAIL_LOGO_PATH) return route.fulfill({ body: logo, contentType: 'image/png' });
            if (url.origin === SAMPLE_BRAND.publicUrl && url.pathname.startsWith('/media/')) {
              return route.fulfill({ body: await photograph(++photos), contentType: 'image/jpeg' });
            }
            return route.abort();
          });
          await page.setContent(html, { waitUntil: 'load' });
          const file = join(OUT, `${name}-${colorScheme === 'dark' ? 'dark-' : ''}${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await page.close();
          process.stdout.write(`${file}\n`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
