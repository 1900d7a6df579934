import {
  AllCategoryResponse,
  BannersResponse,
  ProductListResponse,
  ProductResponse,
  type ProductSort,
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { z } from 'zod';
import { MESSAGES } from '@chitra/contract/messages';
import { POPULAR_PRODUCT_COUNT } from '@chitra/contract/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { paiseToRupees, rupeesToPaise } from '../../platform/money';
import { RatingsRepository, reviewerName } from '../ratings/ratings.repository';
import { answerCacheFor, revisionReaderFor } from './answer-cache';
import * as repo from './catalogue.repository';
import {
  type MediaUrl,
  categoryPublicUrl,
  prices,
  toBanner,
  toCategory,
  toHomeProduct,
  toImageSet,
  toListingProduct,
} from './catalogue.presenters';

export type ListQuery = {
  page: number;
  limit: number;
  sort: ProductSort;
  tags?: string[];
  category?: string;
  /** Rupees, as the query gave them. */
  minPrice?: number;
  maxPrice?: number;
};

/**
 * Exact totals are the costly part of a listing (a count over every match).
 * They are cached per catalogue revision, which triggers move on every
 * change that could alter a total, so a cached total is never stale and
 * every instance of the server agrees.
 */
class TotalsCache {
  private readonly totals = new Map<string, Promise<number>>();
  constructor(private readonly size = 2000) {}

  /** One count per key, however many requests ask at once. */
  get(key: string, count: () => Promise<number>): Promise<number> {
    let total = this.totals.get(key);
    if (!total) {
      if (this.totals.size >= this.size) this.totals.delete(this.totals.keys().next().value as string);
      total = count();
      this.totals.set(key, total);
      total.catch(() => this.totals.delete(key));
    }
    return total;
  }
}

/** The JSON of an answer, checked against its contract schema once, when it is made. */
export function encode<T extends z.ZodType>(schema: T, value: z.input<T>): string {
  return JSON.stringify(z.encode(schema, value as z.output<T>));
}

/**
 * Catalogue reads. Every method answers serialised JSON, kept per catalogue
 * revision (see answer-cache.ts): the work below runs once per page and
 * revision, not once per visitor.
 */
export function createCatalogueService(deps: { db: Db; mediaUrl: MediaUrl }) {
  const { db, mediaUrl } = deps;
  const totals = new TotalsCache();
  const answers = answerCacheFor(db);
  const revisions = revisionReaderFor(db, () => repo.catalogueRevisionNumber(db));
  const ratings = new RatingsRepository(db);

  /** Reads the revision first, so an answer is never kept under a newer revision than its data. */
  async function cached(key: string, make: (revision: number) => Promise<string>): Promise<string> {
    const revision = await revisions.get();
    return answers.get(revision, key, () => make(revision));
  }

  async function page(revision: number, filter: repo.ProductFilter, sort: ProductSort, pageNumber: number, limit: number) {
    const offset = (pageNumber - 1) * limit;
    const ids = await repo.listProductIds(db, filter, sort, { limit, offset });
    // The last page tells the total by itself; otherwise count (once per revision and filter).
    const total =
      ids.length > 0 && ids.length < limit
        ? Promise.resolve(offset + ids.length)
        : ids.length === 0 && offset === 0
          ? Promise.resolve(0)
          : totals.get(`${revision}|${JSON.stringify(filter)}`, () => repo.countProducts(db, filter));
    const [rows, count] = await Promise.all([repo.findListingProducts(db, ids), total]);
    return { rows, total: count, offset };
  }

  return {
    listProducts(query: ListQuery): Promise<string> {
      const filter: repo.ProductFilter = {
        categoryId: query.category,
        tags: query.tags && query.tags.length > 0 ? query.tags : undefined,
        minPaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
      };
      return cached(`list|${JSON.stringify([filter, query.sort, query.page, query.limit])}`, async (revision) => {
        const { rows, total } = await page(revision, filter, query.sort, query.page, query.limit);
        return encode(ProductListResponse, {
          success: true,
          users: rows.map((r) => toListingProduct(r, mediaUrl)),
          total,
          page: query.page,
          limit: query.limit,
        });
      });
    },

    listCategoryProducts(categoryId: string, pageNumber: number, limit: number): Promise<string> {
      return cached(`category|${categoryId}|${pageNumber}|${limit}`, async (revision) => {
        const { rows, total } = await page(revision, { categoryId }, '-createdAt', pageNumber, limit);
        // Only an empty page needs to ask whether the category exists at all.
        if (rows.length === 0 && !(await repo.categoryExists(db, categoryId))) throw notFound('Category not found');
        return encode(ProductListResponse, {
          success: true,
          users: rows.map((r) => toListingProduct(r, mediaUrl)),
          total,
          page: pageNumber,
          limit,
        });
      });
    },

    topProducts(): Promise<string> {
      return cached('top', async () => {
        const rows = await repo.topProducts(db, POPULAR_PRODUCT_COUNT);
        return encode(TopTwentyResponse, { success: true, data: rows.map((r) => toHomeProduct(r, mediaUrl)) });
      });
    },

    getProduct(id: string): Promise<string> {
      return cached(`product|${id}`, async () => {
        const row = await repo.findProduct(db, id);
        if (!row) throw notFound('Product not found');
        const reviews = row.ratingsCount > 0 ? await ratings.reviews(id) : [];
        const images = row.images.map((image) => toImageSet(image, row.title, mediaUrl));
        return encode(ProductResponse, {
          success: true,
          message: MESSAGES.productFetched,
          product: {
            _id: row.id,
            slug: row.slug,
            title: row.title,
            name: row.name,
            description: row.description,
            url: images[0]?.url ?? '',
            ...prices(row),
            printPrice: row.printPricePaise === null ? null : paiseToRupees(row.printPricePaise),
            brand: row.brand,
            tags: row.tags,
            keyword: row.keywords.map((name) => ({ name })),
            color: row.colours.map((c) => ({ _id: c.id, name: c.name })),
            category: row.categories.map((c) => ({
              _id: c.id,
              catogeryname: c.name,
              categoryname: c.name,
              publicUrl: categoryPublicUrl(c, mediaUrl),
            })),
            images,
            totalrating: Number(row.totalRating),
            ratingsCount: row.ratingsCount,
            ratings: reviews.map((r) => ({
              star: r.star,
              comment: r.comment,
              name: reviewerName(r),
              // A verified purchase needs the orders area; until then no rating claims one.
              verified: false,
              createdAt: new Date(r.updatedAt).toISOString(),
            })),
            createdAt: new Date(row.createdAt).toISOString(),
          },
          childProduct: images,
          _id: row.id,
        });
      });
    },

    categories(): Promise<string> {
      return cached('categories', async () => {
        const rows = await repo.listCategories(db);
        return encode(AllCategoryResponse, { success: true, data: { category: rows.map((c) => toCategory(c, mediaUrl)) } });
      });
    },

    banners(): Promise<string> {
      return cached('banners', async () => {
        const assets = await repo.listSiteAssets(db);
        const logo = assets.find((a) => a.kind === 'logo');
        return encode(BannersResponse, {
          success: true,
          data: assets.filter((a) => a.kind === 'banner').map((a) => toBanner(a.image, a.alt, mediaUrl)),
          logo: logo ? toBanner(logo.image, logo.alt, mediaUrl) : null,
        });
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
