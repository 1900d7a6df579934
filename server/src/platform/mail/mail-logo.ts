import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';

/** Where the mail's logo is served, below PUBLIC_URL (outside /api: it is a picture, not an endpoint). */
export const MAIL_LOGO_PATH = '/mail/logo.png';

/**
 * The shop's mark (web/public/favicon.svg: the aperture, in the accent colour,
 * on a white disc with an accent ring). A PNG, because no mail client shows
 * SVG; twice the size it is drawn (48 px) for sharp screens. The disc is
 * opaque, so in a dark inbox the mark stays on white instead of vanishing.
 */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="#0b6e69" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="11" fill="#ffffff"/><path d="m14.31 8 5.74 9.94"/><path d="M9.69 8h11.48"/><path d="m7.38 12 5.74-9.94"/><path d="M9.69 16 3.95 6.06"/><path d="M14.31 16H2.83"/><path d="m16.62 12-5.74 9.94"/></svg>`;

let png: Promise<Buffer> | undefined;

/** Drawn once per process, at the first request. */
export function mailLogoPng(): Promise<Buffer> {
  png ??= sharp(Buffer.from(MARK_SVG), { density: 96 * 4 })
    .resize(96, 96)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return png;
}

/** GET /mail/logo.png: the logo every mail shows, fetched by mail clients and their image proxies from anywhere. */
export const mailLogoRoutes: FastifyPluginAsync = async (app) => {
  app.get(MAIL_LOGO_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      // helmet's default is same-origin, which would keep a webmail page from showing it.
      .header('cross-origin-resource-policy', 'cross-origin');
    return mailLogoPng();
  });
};
