import type { AdminBanner, CreateBannerBody, UpdateBannerBody } from '@chitra/contract/admin-pages';
import { CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages';
import type { Db } from '../../db/client';
import { type DbOrTx, withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { MediaUrl } from '../catalogue/catalogue.presenters';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminBannersRepository, type BannerRow } from './banners.repository';
import { AdminUploadsRepository } from './uploads.repository';

/**
 * The picture a processed upload made, for the shop's own pages (a banner,
 * a post's cover, a category's tile): 404 for no such upload, 409 while it
 * is processed or when it failed. `profile` narrows which uploads fit.
 */
export async function uploadedPicture(tx: DbOrTx, uploadId: string, profile?: 'plain' | 'photo'): Promise<{ uploadId: string; imageId: string }> {
  const upload = await new AdminUploadsRepository(tx).find(uploadId);
  if (!upload) throw notFound(CATALOGUE_MESSAGES.uploadNotFound);
  if (upload.state === 'failed') throw conflict(CATALOGUE_MESSAGES.uploadFailed);
  if (upload.state !== 'done' || upload.imageId === null) throw conflict(CATALOGUE_MESSAGES.uploadNotDone);
  if (profile !== undefined && upload.profile !== profile) throw conflict(PAGES_MESSAGES.bannerWrongProfile);
  return { uploadId: upload.id, imageId: upload.imageId };
}

const snapshot = (row: Pick<BannerRow, 'alt' | 'hiddenAt'>, position: number) => ({ caption: row.alt, hidden: row.hiddenAt !== null, position });

/**
 * The home carousel's banners (admin area): their order, visibility and
 * caption (the picture's alternative text). Positions are the banners'
 * places, 0 first: moving one renumbers them all 0, 1, 2…; a place past the
 * last means last.
 */
export function createAdminBannersService(deps: { db: Db; now: () => Date; mediaUrl: MediaUrl }) {
  const { db, now, mediaUrl } = deps;
  const toAdminBanner = (row: BannerRow, position = row.position): AdminBanner => ({
    _id: row.id,
    position,
    caption: row.alt,
    hidden: row.hiddenAt !== null,
    thumbnail: mediaUrl(row.thumbName),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async list() {
      const rows = await new AdminBannersRepository(db).list();
      return { data: rows.map((row) => toAdminBanner(row)), total: rows.length };
    },

    /**
     * A processed upload (profile `plain`: no watermark on the shop's own
     * slides) as the last banner. The same upload again (a double click)
     * answers the banner it made, and records nothing.
     */
    async create(by: AdminActor, body: CreateBannerBody): Promise<{ banner: AdminBanner; created: boolean }> {
      return withTransaction(db, async (tx) => {
        const upload = await uploadedPicture(tx, body.uploadId, 'plain');
        const repository = new AdminBannersRepository(tx);
        const banners = await repository.lockAll();
        const existing = banners.find((b) => b.imageId === upload.imageId);
        if (existing) return { banner: toAdminBanner(existing), created: false };
        const at = now();
        const position = banners.reduce((last, b) => Math.max(last, b.position), -1) + 1;
        // The first banner of all has no row to lock: two at once may race for place 0.
        const made = await repository.insert({ imageId: upload.imageId, alt: body.caption, position }, at);
        if (!made) throw conflict(PAGES_MESSAGES.bannerTryAgain);
        await new AuditRepository(tx).record(
          by,
          { action: 'banner.create', entityType: 'banner', entityId: made.id, before: null, after: { ...snapshot(made, position), uploadId: upload.uploadId } },
          at,
        );
        return { banner: toAdminBanner(made), created: true };
      });
    },

    async update(by: AdminActor, id: string, body: UpdateBannerBody): Promise<AdminBanner> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminBannersRepository(tx);
        const banners = await repository.lockAll();
        const from = banners.findIndex((b) => b.id === id);
        const banner = banners[from];
        if (!banner) throw notFound(PAGES_MESSAGES.bannerNotFound);
        const at = now();
        const changes: { alt?: string; hiddenAt?: Date | null } = {};
        if (body.caption !== undefined && body.caption !== banner.alt) changes.alt = body.caption;
        if (body.hidden !== undefined && body.hidden !== (banner.hiddenAt !== null)) changes.hiddenAt = body.hidden ? at : null;
        const to = body.position === undefined ? from : Math.min(body.position, banners.length - 1);
        // Nothing changes (a double click, or the place it has): nothing is recorded.
        if (Object.keys(changes).length === 0 && to === from && banner.position === from) return toAdminBanner(banner, from);
        if (Object.keys(changes).length > 0) await repository.update(id, changes);
        if (to !== from || banner.position !== from) {
          const order = banners.map((b) => b.id).filter((b) => b !== id);
          order.splice(to, 0, id);
          await repository.renumber(order);
        }
        const after = { ...banner, ...changes };
        await new AuditRepository(tx).record(
          by,
          { action: 'banner.update', entityType: 'banner', entityId: id, before: snapshot(banner, banner.position), after: snapshot(after, to) },
          at,
        );
        return toAdminBanner(after, to);
      });
    },
  };
}
