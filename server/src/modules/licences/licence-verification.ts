import { eq, sql } from 'drizzle-orm';
import { LICENCE_MESSAGES, type LicenceVerification } from '@chitra/contract/licences';
import { orderItems, orders } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';
import type { Limits } from '../../platform/limits/limits';
import { type MediaUrl, toImageSet } from '../catalogue/catalogue.presenters';
import { type ImageJson, imageJson } from '../catalogue/catalogue.repository';
import { LICENCE_ID_PATTERN } from './licence-id';

/**
 * The public verification of a licence (issue 27, decision 053): anyone who
 * holds a certificate, or sees a photograph used, can ask whether the
 * licence it names stands. The answer says valid or revoked (a refund
 * revokes), what was licensed and when, and the buyer's name with most
 * letters hidden. An unknown id and a malformed one get the same 404, and
 * the page is kept out of search indexes; asking is limited per address, so
 * the 80-bit ids cannot be walked.
 */

/**
 * Per client address, in the shared limit counters: a person checks a
 * handful of certificates, an agency a few dozen; nobody needs more in ten
 * minutes. The API and the server-rendered page count together.
 */
export const LICENCE_VERIFY_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
const LICENCE_VERIFY_LIMIT_NAME = 'licence-verify-ip';

/** The 429's words. */
const licenceVerifyRefusal = (seconds: number) => `Too many licence checks from your address. Please try again in ${seconds} seconds.`;

/** The limit of licence checks, for the API route and the page's server render alike. */
export const licenceVerifyLimit = (limits: Pick<Limits, 'define'>) => limits.define(LICENCE_VERIFY_LIMIT_NAME, LICENCE_VERIFY_LIMIT, licenceVerifyRefusal);

/** How long a browser or a cache in between may keep an answer: a revocation shows within a minute. */
export const LICENCE_VERIFY_CACHE_CONTROL = 'public, max-age=30';

/** The one refusal, whatever the id was. */
export const LICENCE_NOT_FOUND = LICENCE_MESSAGES.licenceNotFound;

/**
 * A name with each word's first letter kept and the rest hidden:
 * 'Priya Sharma' → 'P**** S*****'. Letters, not bytes: 'Ānanya' → 'Ā*****'.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const [first = '', ...rest] = [...word];
      return first + '*'.repeat(rest.length);
    })
    .join(' ');
}

/** A licence id as typed or scanned, in its canonical form; undefined when it cannot be one (no query is made for it). */
function canonicalLicenceId(raw: string): string | undefined {
  const id = raw.trim().toUpperCase();
  return LICENCE_ID_PATTERN.test(id) ? id : undefined;
}

type LicenceRow = {
  licenceId: string;
  title: string;
  tierName: string;
  tierSummary: string;
  tierVersion: number;
  issuedAt: Date;
  refundedAt: Date | null;
  buyerName: string;
  image: ImageJson | null;
};

/** The line's first picture as bought, cover first. */
const firstImage = sql<ImageJson | null>`(select ${imageJson('i')} from order_item_images oii join images i on i.id = oii.image_id
  where oii.order_id = ${orderItems.orderId} and oii.product_id = ${orderItems.productId} order by oii.position, i.id limit 1)`;

const buyerName = sql<string>`coalesce((select trim(c.firstname || ' ' || c.lastname) from customers c where c.id = ${orders.customerId}), '')`;

/** Reads one licence by its id, across every customer's orders: the page is public, its answer masked. */
class LicenceVerificationRepository {
  constructor(private readonly db: DbOrTx) {}

  async byLicenceId(licenceId: string): Promise<LicenceRow | undefined> {
    const [row] = await this.db
      .select({
        licenceId: orderItems.licenceId,
        title: orderItems.title,
        tierName: orderItems.tierName,
        tierSummary: orderItems.tierSummary,
        tierVersion: orderItems.tierVersion,
        issuedAt: orders.createdAt,
        refundedAt: orders.refundedAt,
        buyerName,
        image: firstImage,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.licenceId, licenceId));
    return row;
  }
}

export function createLicenceVerification(deps: { db: DbOrTx; mediaUrl: MediaUrl }) {
  const repository = new LicenceVerificationRepository(deps.db);
  return {
    /** What the public page says of the licence; undefined for an unknown or a malformed id alike. */
    async verify(raw: string): Promise<LicenceVerification | undefined> {
      const id = canonicalLicenceId(raw);
      if (id === undefined) return undefined;
      const row = await repository.byLicenceId(id);
      if (!row) return undefined;
      return {
        licenceId: row.licenceId,
        status: row.refundedAt ? 'revoked' : 'valid',
        title: row.title,
        ...(row.image ? { image: toImageSet(row.image, row.title, deps.mediaUrl) } : {}),
        tier: row.tierName,
        summary: row.tierSummary,
        version: row.tierVersion,
        issuedAt: row.issuedAt.toISOString(),
        ...(row.refundedAt ? { revokedAt: row.refundedAt.toISOString() } : {}),
        buyer: maskName(row.buyerName),
      };
    },
  };
}
