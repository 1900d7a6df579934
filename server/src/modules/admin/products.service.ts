import type { z } from 'zod';
import {
  type AdminProduct,
  CATALOGUE_MESSAGES,
  type CreateProductBody,
  type ProductFields,
  productProblems,
  type UpdateProductBody,
} from '@chitra/contract/admin-catalogue';
import { compactTranslations } from '@chitra/contract/content-translations';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { type DbOrTx, type Tx, withTransaction } from '../../db/transaction';
import { conflict, invalidField, notFound } from '../../errors';
import type { AssetStorage } from '../../platform/storage/storage';
import * as importRepo from '../catalogue/catalogue-import.repository';
import { sameTranslations } from '../catalogue/catalogue-import-translations';
import { slugify } from '../catalogue/manifest';
import { offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminProductsRepository, type ProductDetails, type ProductRow } from './products.repository';
import { AdminUploadsRepository } from './uploads.repository';

type Create = z.output<typeof CreateProductBody>;
type Update = z.output<typeof UpdateProductBody>;
type Relations = { categoryIds: string[]; imageIds: string[]; colourIds: string[] };

/** Rupees the rules have checked to integer paise. */
function paise(rupees: number): number {
  const value = rupeesToPaise(rupees);
  if (value === undefined) throw new Error(`not an amount: ${rupees}`);
  return value;
}
const maybePaise = (rupees: number | null) => (rupees === null ? null : paise(rupees));
const maybeRupees = (value: number | null) => (value === null ? null : paiseToRupees(value));

/** A 400 naming every broken field, the first one in the message (as a schema's failure reads). */
function checked(fields: ProductFields): void {
  const problems = productProblems(fields);
  const first = Object.entries(problems)[0];
  if (first) throw invalidField(first[0], first[1], problems as Record<string, string>);
}

/** What the audit row keeps of a product: its editable fields, never its counters. */
function snapshot(row: ProductRow, relations: { categoryIds: string[]; imageIds: string[]; colours: string[] }) {
  return {
    title: row.title,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    salePrice: maybeRupees(row.salePricePaise),
    printPrice: maybeRupees(row.printPricePaise),
    tags: row.tags,
    keywords: row.keywords,
    translations: row.translations,
    published: row.published,
    categories: relations.categoryIds,
    pictures: relations.imageIds,
    colours: relations.colours,
  };
}

/** What an update is, for its audit row and its answer: a change of visibility alone (publish, unpublish), or any other change. */
export function updateAction(body: Update): 'product.update' | 'product.publish' | 'product.unpublish' {
  const others = Object.entries(body).some(([field, value]) => field !== 'published' && value !== undefined);
  return body.published === undefined || others ? 'product.update' : body.published ? 'product.publish' : 'product.unpublish';
}

/**
 * Photographs and packs (admin area, decision 027). Products are written
 * with the import's own repository functions, so the triggers of migrations
 * 0003/0010/0018 keep the search index and the catalogue revision in step
 * exactly as for an import; every write is one transaction with its audit
 * row, under the product's row lock. Nothing is ever deleted: a product
 * someone bought is unpublished, and a picture taken off a product stays in
 * storage (orders keep their own list of pictures, order_item_images).
 */
export function createAdminProductsService(deps: { db: Db; storage: AssetStorage; shopName: string; now: () => Date }) {
  const { db, storage, shopName, now } = deps;

  function present(row: ProductRow, details: ProductDetails): AdminProduct {
    const pictures = details.pictures.get(row.id) ?? [];
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      price: paiseToRupees(row.pricePaise),
      salePrice: maybeRupees(row.salePricePaise),
      printPrice: maybeRupees(row.printPricePaise),
      categories: (details.categories.get(row.id) ?? []).map((c) => ({ _id: c.id, name: c.name, slug: c.slug })),
      tags: row.tags,
      keywords: row.keywords,
      colours: details.colours.get(row.id) ?? [],
      translations: row.translations,
      published: row.published,
      kind: pictures.length > 1 ? 'pack' : 'single',
      pictures: pictures.map((p) => ({
        imageId: p.imageId,
        thumbUrl: storage.mediaUrl(p.thumbName),
        previewUrl: storage.mediaUrl(p.previewName),
        width: p.width,
        height: p.height,
        fileName: p.originalName,
      })),
      salesCount: row.salesCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function presentOne(tx: DbOrTx, row: ProductRow): Promise<AdminProduct> {
    return present(row, await new AdminProductsRepository(tx).details([row.id]));
  }

  /** The stored relations of a product, in position order, as the import keeps them. */
  async function relationsOf(tx: Tx, slug: string): Promise<Relations> {
    const [stored] = await importRepo.findProductsBySlug(tx, [slug]);
    return { categoryIds: stored?.categoryIds ?? [], imageIds: stored?.imageIds ?? [], colourIds: stored?.colourIds ?? [] };
  }

  async function categoriesExist(repository: AdminProductsRepository, ids: string[]): Promise<void> {
    const found = new Set(await repository.existingCategories(ids));
    if (ids.some((id) => !found.has(id))) throw invalidField('categories', CATALOGUE_MESSAGES.categoryNotFound);
  }

  /**
   * A slug no other product has: the title's, then -2, -3 … Each candidate is
   * locked before it is checked, so 'Foo' (skipping a taken foo for foo-2) and
   * 'Foo 2' made at once never both choose foo-2.
   */
  async function freeSlug(repository: AdminProductsRepository, title: string): Promise<string> {
    const base = slugify(title) || 'photograph';
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      await repository.lockSlug(slug);
      if (!(await repository.slugTaken(slug))) return slug;
    }
  }

  /** Runs `change` on the locked product and records it; a change that changes nothing records nothing. */
  async function edit(
    by: AdminActor,
    id: string,
    action: string,
    change: (tx: Tx, row: ProductRow, relations: Relations) => Promise<{ fields?: Partial<importRepo.NewProduct>; relations?: Relations } | undefined>,
  ): Promise<AdminProduct> {
    return withTransaction(db, async (tx) => {
      const repository = new AdminProductsRepository(tx);
      const row = await repository.lock(id);
      if (!row) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      const relations = await relationsOf(tx, row.slug);
      const before = snapshot(row, { ...relations, colours: [...((await repository.details([id])).colours.get(id) ?? [])] });
      const result = await change(tx, row, relations);
      if (!result) return presentOne(tx, row);
      const at = now();
      if (result.fields && Object.keys(result.fields).length > 0) await importRepo.updateProduct(tx, id, result.fields);
      if (result.relations) {
        await importRepo.replaceProductRelations(tx, [{ productId: id, ...result.relations }]);
        if (!result.fields) await importRepo.touchProducts(tx, [id]);
      }
      const updated = await repository.find(id);
      if (!updated) throw new Error(`product ${id} is gone, though locked by this transaction`);
      const after = snapshot(updated, { ...(result.relations ?? relations), colours: (await repository.details([id])).colours.get(id) ?? [] });
      if (JSON.stringify(before) === JSON.stringify(after)) return presentOne(tx, updated);
      await new AuditRepository(tx).record(by, { action, entityType: 'product', entityId: id, before, after }, at);
      return presentOne(tx, updated);
    });
  }

  return {
    async list(query: {
      search?: string | undefined;
      category?: string | undefined;
      visibility?: 'published' | 'unpublished' | undefined;
      kind?: 'single' | 'pack' | undefined;
      page: number;
      limit: number;
    }) {
      const repository = new AdminProductsRepository(db);
      const { rows, total } = await repository.list({
        search: query.search,
        categoryId: query.category,
        published: query.visibility === undefined ? undefined : query.visibility === 'published',
        kind: query.kind,
        limit: query.limit,
        offset: offsetOf(query.page, query.limit),
      });
      const details = await repository.details(rows.map((r) => r.id));
      return { data: rows.map((r) => present(r, details)), total };
    },

    async get(id: string): Promise<AdminProduct> {
      const row = await new AdminProductsRepository(db).find(id);
      if (!row) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      return presentOne(db, row);
    },

    async create(by: AdminActor, body: Create): Promise<AdminProduct> {
      checked(body);
      // A new product has no picture yet, and a published one needs one.
      if (body.published) throw conflict(CATALOGUE_MESSAGES.publishNeedsPicture);
      return withTransaction(db, async (tx) => {
        const repository = new AdminProductsRepository(tx);
        await categoriesExist(repository, body.categories);
        const at = now();
        const colourIds = await colourIdsOf(tx, body.colours);
        const [created] = await importRepo.insertProducts(tx, [
          {
            slug: await freeSlug(repository, body.title),
            title: body.title,
            name: body.title,
            description: body.description,
            pricePaise: paise(body.price),
            salePricePaise: maybePaise(body.salePrice),
            printPricePaise: maybePaise(body.printPrice),
            brand: shopName,
            tags: body.tags,
            keywords: body.keywords,
            translations: compactTranslations(body.translations),
            published: false,
            createdAt: at,
            updatedAt: at,
          },
        ]);
        if (!created) throw new Error('insert into products returned no row');
        await importRepo.replaceProductRelations(tx, [{ productId: created.id, categoryIds: body.categories, imageIds: [], colourIds }]);
        const row = await repository.find(created.id);
        if (!row) throw new Error(`product ${created.id}, inserted by this transaction, is not there`);
        await new AuditRepository(tx).record(
          by,
          {
            action: 'product.create',
            entityType: 'product',
            entityId: row.id,
            before: null,
            after: snapshot(row, { categoryIds: body.categories, imageIds: [], colours: body.colours }),
          },
          at,
        );
        return presentOne(tx, row);
      });
    },

    update(by: AdminActor, id: string, body: Update): Promise<AdminProduct> {
      return edit(by, id, updateAction(body), async (tx, row, relations) => {
        const next: ProductFields = {
          title: body.title ?? row.title,
          description: body.description ?? row.description,
          price: body.price ?? paiseToRupees(row.pricePaise),
          salePrice: body.salePrice !== undefined ? body.salePrice : maybeRupees(row.salePricePaise),
          printPrice: body.printPrice !== undefined ? body.printPrice : maybeRupees(row.printPricePaise),
        };
        checked(next);
        if (body.published === true && !row.published && relations.imageIds.length === 0) throw conflict(CATALOGUE_MESSAGES.publishNeedsPicture);
        const fields: Partial<importRepo.NewProduct> = {};
        if (body.title !== undefined && body.title !== row.title) {
          // The slug stays: links and orders already name it.
          fields.title = body.title;
          fields.name = body.title;
        }
        if (body.description !== undefined && body.description !== row.description) fields.description = body.description;
        if (body.price !== undefined || body.salePrice !== undefined) {
          const price = paise(next.price);
          const sale = maybePaise(next.salePrice);
          if (price !== row.pricePaise) fields.pricePaise = price;
          if (sale !== row.salePricePaise) fields.salePricePaise = sale;
        }
        if (body.printPrice !== undefined && maybePaise(body.printPrice) !== row.printPricePaise) fields.printPricePaise = maybePaise(body.printPrice);
        if (body.tags !== undefined && JSON.stringify(body.tags) !== JSON.stringify(row.tags)) fields.tags = body.tags;
        if (body.keywords !== undefined && JSON.stringify(body.keywords) !== JSON.stringify(row.keywords)) fields.keywords = body.keywords;
        // The whole of it: a language or a field left out is taken off.
        if (body.translations !== undefined && !sameTranslations(body.translations, row.translations)) {
          fields.translations = compactTranslations(body.translations);
        }
        if (body.published !== undefined && body.published !== row.published) fields.published = body.published;
        let nextRelations: Relations | undefined;
        if (body.categories !== undefined || body.colours !== undefined) {
          const repository = new AdminProductsRepository(tx);
          if (body.categories !== undefined) await categoriesExist(repository, body.categories);
          const colourIds = body.colours === undefined ? relations.colourIds : await colourIdsOf(tx, body.colours);
          const candidate = { categoryIds: body.categories ?? relations.categoryIds, imageIds: relations.imageIds, colourIds };
          if (JSON.stringify(candidate) !== JSON.stringify(relations)) nextRelations = candidate;
        }
        if (Object.keys(fields).length === 0 && !nextRelations) return undefined;
        return { ...(Object.keys(fields).length > 0 ? { fields } : {}), ...(nextRelations ? { relations: nextRelations } : {}) };
      });
    },

    /** Adds a processed upload's picture at the end (the cover when it is the first). */
    attachPicture(by: AdminActor, id: string, uploadId: string): Promise<AdminProduct> {
      return edit(by, id, 'product.picture.add', async (tx, _row, relations) => {
        const upload = await new AdminUploadsRepository(tx).find(uploadId);
        if (!upload) throw notFound(CATALOGUE_MESSAGES.uploadNotFound);
        if (upload.state === 'failed') throw conflict(CATALOGUE_MESSAGES.uploadFailed);
        if (upload.state !== 'done' || upload.imageId === null) throw conflict(CATALOGUE_MESSAGES.uploadNotDone);
        if (upload.profile !== 'photo') throw conflict(CATALOGUE_MESSAGES.uploadWrongProfile);
        // The same picture twice (a double click) is already there: nothing to do.
        if (relations.imageIds.includes(upload.imageId)) return undefined;
        return { relations: { ...relations, imageIds: [...relations.imageIds, upload.imageId] } };
      });
    },

    reorderPictures(by: AdminActor, id: string, imageIds: string[]): Promise<AdminProduct> {
      return edit(by, id, 'product.picture.order', async (_tx, _row, relations) => {
        const same =
          imageIds.length === relations.imageIds.length && new Set(imageIds).size === imageIds.length && imageIds.every((i) => relations.imageIds.includes(i));
        if (!same) throw invalidField('imageIds', CATALOGUE_MESSAGES.pictureOrderMismatch);
        if (JSON.stringify(imageIds) === JSON.stringify(relations.imageIds)) return undefined;
        return { relations: { ...relations, imageIds } };
      });
    },

    /** Takes a picture off the product; its files stay (an order may hold it). */
    removePicture(by: AdminActor, id: string, imageId: string): Promise<AdminProduct> {
      return edit(by, id, 'product.picture.remove', async (tx, row, relations) => {
        if (!relations.imageIds.includes(imageId)) {
          // Removed already (a double click): nothing to do; an id of no picture at all is a mistake.
          if (!(await new AdminProductsRepository(tx).image(imageId))) throw notFound(CATALOGUE_MESSAGES.pictureNotAttached);
          return undefined;
        }
        if (row.published && relations.imageIds.length === 1) throw conflict(CATALOGUE_MESSAGES.lastPictureOfPublished);
        return { relations: { ...relations, imageIds: relations.imageIds.filter((i) => i !== imageId) } };
      });
    },
  };
}

/** Colour ids in the order of `names` (created by ensureColours before). */
async function colourIdsOf(tx: Tx, names: string[]): Promise<string[]> {
  const ids = await importRepo.ensureColours(tx, names);
  return names.map((name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`ensureColours gave no id for the colour "${name}"`);
    return id;
  });
}
