import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Signed download links, for archives too large for the browser to hold:
 * the browser's own download manager fetches them without the bearer token.
 * A link is an HMAC-SHA256 token bound to the customer, the order and
 * (optionally) one picture, good for a few minutes; nothing is stored when
 * it is made. Its random nonce is recorded when it is used, which makes it
 * single-use on every server.
 */

export type DownloadLinkClaims = {
  customerId: string;
  orderId: string;
  /** One picture; absent for the order's ZIP. */
  imageId?: string;
  /** The product the picture is downloaded as (decision 044); absent for the single's. */
  productId?: string;
  expiresAt: Date;
  nonce: string;
};

const VERSION = 'v1';

const Payload = z.object({
  c: z.uuid(),
  o: z.uuid(),
  i: z.uuid().optional(),
  p: z.uuid().optional(),
  e: z.number().int().positive(),
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

export type DownloadLinkSigner = {
  sign(claims: Omit<DownloadLinkClaims, 'nonce'>): string;
  /** The claims of a genuine token (expired or not), or undefined for anything else. */
  verify(token: string): DownloadLinkClaims | undefined;
};

/** `secret` is the server's token secret: the link key is derived from it, never the same key. */
export function createDownloadLinkSigner(secret: string): DownloadLinkSigner {
  const key = createHmac('sha256', secret).update('chitra:download-links:v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(`${VERSION}.${body}`).digest();
  return {
    sign({ customerId, orderId, imageId, productId, expiresAt }) {
      const payload = {
        c: customerId,
        o: orderId,
        ...(imageId ? { i: imageId } : {}),
        ...(productId ? { p: productId } : {}),
        e: Math.floor(expiresAt.getTime() / 1000),
        n: randomBytes(16).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${VERSION}.${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [version, body, signature, ...rest] = token.split('.');
      if (version !== VERSION || !body || !signature || rest.length > 0) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = Payload.safeParse(json);
      if (!parsed.success) return undefined;
      const { c, o, i, p, e, n } = parsed.data;
      return { customerId: c, orderId: o, ...(i ? { imageId: i } : {}), ...(p ? { productId: p } : {}), expiresAt: new Date(e * 1000), nonce: n };
    },
  };
}
