import { and, asc, eq } from 'drizzle-orm';
import { images, siteAssets } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';

export type BannerRow = { id: string; imageId: string; position: number; alt: string; hiddenAt: Date | null; createdAt: Date; thumbName: string };

const fields = {
  id: siteAssets.id,
  imageId: siteAssets.imageId,
  position: siteAssets.position,
  alt: siteAssets.alt,
  hiddenAt: siteAssets.hiddenAt,
  createdAt: siteAssets.createdAt,
  thumbName: images.thumbName,
};
const isBanner = eq(siteAssets.kind, 'banner');

/**
 * The home carousel's banners (`site_assets` of kind banner). Every write
 * moves the catalogue revision (trigger of migration 0006), so the cached
 * home answer follows at once.
 */
export class AdminBannersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** In the carousel's order. */
  async list(): Promise<BannerRow[]> {
    return this.db
      .select(fields)
      .from(siteAssets)
      .innerJoin(images, eq(images.id, siteAssets.imageId))
      .where(isBanner)
      .orderBy(asc(siteAssets.position), asc(siteAssets.id));
  }

  /** Every banner, held to the end of the transaction (a move renumbers them all), in order. */
  async lockAll(): Promise<BannerRow[]> {
    return this.db
      .select(fields)
      .from(siteAssets)
      .innerJoin(images, eq(images.id, siteAssets.imageId))
      .where(isBanner)
      .orderBy(asc(siteAssets.position), asc(siteAssets.id))
      .for('update', { of: siteAssets });
  }

  /** A banner at `position`; undefined when another took that place meanwhile. */
  async insert(values: { imageId: string; alt: string; position: number }, at: Date): Promise<BannerRow | undefined> {
    const [row] = await this.db
      .insert(siteAssets)
      .values({ kind: 'banner', ...values, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: siteAssets.id });
    if (!row) return undefined;
    return (await this.list()).find((b) => b.id === row.id);
  }

  async update(id: string, changes: { alt?: string; hiddenAt?: Date | null }): Promise<void> {
    await this.db
      .update(siteAssets)
      .set(changes)
      .where(and(eq(siteAssets.id, id), isBanner));
  }

  /**
   * Numbers the banners 0, 1, 2… in the order of `ids`. Through negative
   * numbers first: (kind, position) is unique at every row, so two banners
   * cannot swap places in one step.
   */
  async renumber(ids: string[]): Promise<void> {
    for (const [index, id] of ids.entries())
      await this.db
        .update(siteAssets)
        .set({ position: -(index + 1) })
        .where(eq(siteAssets.id, id));
    for (const [index, id] of ids.entries()) await this.db.update(siteAssets).set({ position: index }).where(eq(siteAssets.id, id));
  }
}
