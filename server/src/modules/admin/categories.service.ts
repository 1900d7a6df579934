import type { AdminCategory, CreateCategoryBody, UpdateCategoryBody } from '@chitra/contract/admin-pages';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages';
import { compactTranslations } from '@chitra/contract/content-translations';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { sameTranslations } from '../catalogue/catalogue-import-translations';
import { slugify } from '../catalogue/manifest';
import { offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import type { MediaUrl } from '../catalogue/catalogue.presenters';
import { uploadedPicture } from './banners.service';
import { AdminCategoriesRepository, type AdminCategoryRow } from './categories.repository';

function toAdminCategory(row: AdminCategoryRow, mediaUrl: MediaUrl): AdminCategory {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    translations: row.translations,
    position: row.sortOrder,
    hidden: row.hiddenAt !== null,
    products: row.products,
    picture: row.thumbName === null ? null : mediaUrl(row.thumbName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit row shows of a category. */
const snapshot = (row: AdminCategoryRow) => ({
  name: row.name,
  description: row.description,
  translations: row.translations,
  position: row.sortOrder,
  hidden: row.hiddenAt !== null,
  pictureId: row.imageId,
});

/** A name in a script slugify cannot spell (Devanagari, say) still needs an address. */
const slugOf = (name: string) => slugify(name) || `category-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Categories (admin area): list, create, edit (name, description, position,
 * hidden) and delete one that holds no photograph. The slug is made once,
 * from the first name, so the storefront's links to it never break.
 */
export function createAdminCategoriesService(deps: { db: Db; now: () => Date; mediaUrl: MediaUrl }) {
  const { db, now } = deps;
  const toAdmin = (row: AdminCategoryRow) => toAdminCategory(row, deps.mediaUrl);

  return {
    async list(query: { page: number; limit: number }) {
      const { rows, total } = await new AdminCategoriesRepository(db).list({ limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toAdmin), total };
    },

    async create(by: AdminActor, body: CreateCategoryBody): Promise<AdminCategory> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminCategoriesRepository(tx);
        const at = now();
        const created = await repository.insert(
          {
            slug: slugOf(body.name),
            name: body.name,
            description: body.description ?? '',
            translations: compactTranslations(body.translations),
            sortOrder: body.position ?? (await repository.nextPosition()),
            hiddenAt: body.hidden ? at : null,
          },
          at,
        );
        if (!created) throw conflict(PAGES_MESSAGES.categoryNameTaken);
        await new AuditRepository(tx).record(
          by,
          { action: 'category.create', entityType: 'category', entityId: created.id, before: null, after: { slug: created.slug, ...snapshot(created) } },
          at,
        );
        return toAdmin(created);
      });
    },

    async update(by: AdminActor, id: string, body: UpdateCategoryBody): Promise<AdminCategory> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminCategoriesRepository(tx);
        const category = await repository.lock(id);
        if (!category) throw notFound(PAGES_MESSAGES.categoryNotFound);
        const at = now();
        const changes: Parameters<AdminCategoriesRepository['update']>[1] = {};
        if (body.name !== undefined && body.name !== category.name) changes.name = body.name;
        if (body.description !== undefined && body.description !== category.description) changes.description = body.description;
        // The whole of it: a language or a field left out is taken off.
        if (body.translations !== undefined && !sameTranslations(body.translations, category.translations)) {
          changes.translations = compactTranslations(body.translations);
        }
        if (body.position !== undefined && body.position !== category.sortOrder) changes.sortOrder = body.position;
        if (body.hidden !== undefined && body.hidden !== (category.hiddenAt !== null)) changes.hiddenAt = body.hidden ? at : null;
        if (body.pictureUploadId !== undefined) {
          const imageId = body.pictureUploadId === null ? null : (await uploadedPicture(tx, body.pictureUploadId)).imageId;
          if (imageId !== category.imageId) changes.imageId = imageId;
        }
        // The same values again (a double click): nothing changes, nothing is recorded.
        if (Object.keys(changes).length === 0) return toAdmin(category);
        const updated = await repository.update(id, changes, at);
        if (!updated) throw notFound(PAGES_MESSAGES.categoryNotFound);
        await new AuditRepository(tx).record(
          by,
          { action: 'category.update', entityType: 'category', entityId: id, before: snapshot(category), after: snapshot(updated) },
          at,
        );
        return toAdmin(updated);
      });
    },

    /** Only an empty category: the photographs in it must be moved first (or the category hidden). */
    async delete(by: AdminActor, id: string): Promise<AdminCategory> {
      return withTransaction(db, async (tx) => {
        const repository = new AdminCategoriesRepository(tx);
        const category = await repository.lock(id);
        if (!category) throw notFound(PAGES_MESSAGES.categoryNotFound);
        if (category.products > 0) throw conflict(PAGES_MESSAGES.categoryHasProducts(category.products));
        const at = now();
        await repository.delete(id);
        await new AuditRepository(tx).record(
          by,
          { action: 'category.delete', entityType: 'category', entityId: id, before: { slug: category.slug, ...snapshot(category) }, after: null },
          at,
        );
        return toAdmin(category);
      });
    },
  };
}
