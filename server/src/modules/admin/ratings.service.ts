import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { AdminRating, RatingVisibilityResponse } from '@chitra/contract/admin-ratings';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { fullName } from '../accounts/accounts.service';
import { RatingsRepository } from '../ratings/ratings.repository';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminRatingsRepository, type AdminRatingRow } from './ratings.repository';

function toAdminRating(row: AdminRatingRow): AdminRating {
  return {
    _id: row.id,
    product: { _id: row.productId, title: row.productTitle },
    customer: { _id: row.customerId, name: fullName(row), email: row.email },
    star: row.star,
    comment: row.comment,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    hiddenAt: isoOrNull(row.hiddenAt),
    verifiedPurchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Review moderation (admin area). A hidden review leaves the product's
 * average and count (recomputed in the same transaction, under the product
 * row's lock, as a customer's rating is) and the storefront; the ratings and
 * products triggers move the catalogue revision, so cached pages follow.
 */
export function createAdminRatingsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repository = new AdminRatingsRepository(db);

  return {
    async list(query: { productId?: string | undefined; hidden?: boolean | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.list({ ...query, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toAdminRating), total };
    },

    async setVisibility(by: AdminActor, id: string, body: { hidden: boolean; reason?: string | undefined }): Promise<RatingVisibilityResponse['data']> {
      const found = await repository.find(id);
      if (!found) throw notFound(ADMIN_MESSAGES.ratingNotFound);
      return withTransaction(db, async (tx) => {
        const moderated = new AdminRatingsRepository(tx);
        await moderated.lockProduct(found.productId);
        const rating = await moderated.find(id);
        if (!rating) throw notFound(ADMIN_MESSAGES.ratingNotFound);
        const summaries = new RatingsRepository(tx);
        const wasHidden = rating.hiddenAt !== null;
        // Hiding a hidden review again keeps its first reason; showing a shown one changes nothing.
        if (wasHidden !== body.hidden) {
          const at = now();
          await moderated.setHidden(id, body.hidden ? { at, reason: body.reason ?? '' } : null);
          await new AuditRepository(tx).record(
            by,
            {
              action: body.hidden ? 'rating.hide' : 'rating.show',
              entityType: 'rating',
              entityId: id,
              before: { hidden: wasHidden, hiddenReason: rating.hiddenReason },
              after: { hidden: body.hidden, hiddenReason: body.hidden ? (body.reason ?? null) : null },
            },
            at,
          );
        }
        const summary = await summaries.recomputeSummary(rating.productId);
        const after = await moderated.find(id);
        if (!summary || !after) throw notFound(ADMIN_MESSAGES.ratingNotFound);
        return {
          rating: toAdminRating(after),
          product: { _id: rating.productId, totalrating: summary.totalRating, ratingsCount: summary.ratingsCount },
        };
      });
    },
  };
}
