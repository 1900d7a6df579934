import type {
  AllCategoryResponse,
  BannersResponse,
  ProductListResponse,
  ProductResponse,
  ProductSort,
  SimilarProductsResponse,
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { POPULAR_PRODUCT_COUNT } from '@chitra/contract/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import { LicencesRepository } from '../licences/licences.repository';
import { productLicencePrices } from '../licences/licences.service';
import { RatingsRepository, reviewerName } from '../ratings/ratings.repository';
import { catalogueRevisions } from './cached-answers';
import { catalogueDirectoryFor } from './catalogue-directory';
import { RevisionMemo } from './revision-memo';
import * as repo from './catalogue.repository';
import {
  type MediaUrl,
  categoryPublicUrl,
  nameTranslations,
  prices,
  productTranslations,
  toBanner,
  toCategory,
  toHomeProduct,
  toImageSet,
  toListingProduct,
  withTranslations,
} from './catalogue.presenters';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

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
 * A category's anchors mark the start of every page newest first (see
 * categoryAnchors), so a page at any depth starts right after one: every
 * `limit` products, or for pages smaller than this every few pages, which
 * keeps a category's anchors and its statements' shapes few.
 */
const CATEGORY_ANCHOR_MIN_SPACING = 20;

/** 'More like this' on a product page: two rows of four at most (decision 048). */
const SIMILAR_PRODUCT_COUNT = 8;

/**
 * Catalogue reads, as the contract's answers. The routes keep them
 * serialised per catalogue revision (cached-answers.ts), so the work below
 * runs once per page and revision, not once per visitor.
 */
export function createCatalogueService(deps: { db: Db; mediaUrl: MediaUrl }) {
  const { db, mediaUrl } = deps;
  // Exact totals are the costly part of a listing (a count over every match):
  // kept per catalogue revision and filter, as are a category's anchors.
  const totals = new RevisionMemo<number>(2000);
  // One a category, filter and page size: up to a twentieth of the category's keys each.
  const anchors = new RevisionMemo<repo.CategoryAnchors>(200);
  const revisions = catalogueRevisions(db);
  const directory = catalogueDirectoryFor(db);
  const ratings = new RatingsRepository(db);
  const licenceTiers = new LicencesRepository(db);

  /**
   * One page of products. Totals are kept under `revision`, which must be
   * read before the data (the caller's, or read here).
   */
  async function page(filter: repo.ProductFilter, sort: ProductSort, pageNumber: number, limit: number, revision?: number) {
    const at = revision ?? (await revisions.get());
    const offset = (pageNumber - 1) * limit;
    const filterKey = JSON.stringify(filter);
    const { categoryId } = filter;
    if (categoryId && sort === '-createdAt') {
      // Newest first in a category (every category page): start from the anchor before the page, count nothing.
      const every = limit * Math.ceil(CATEGORY_ANCHOR_MIN_SPACING / limit);
      const index = await anchors.get(at, `${every}|${filterKey}`, () => repo.categoryAnchors(db, { ...filter, categoryId }, every));
      const passed = Math.floor(offset / every);
      // Past the last anchor there are fewer than `every` products: a page starting further on is empty.
      const rows =
        passed > index.anchors.length
          ? []
          : await repo.findCategoryPage(
              db,
              { ...filter, categoryId },
              { limit, skip: offset - passed * every, after: passed > 0 ? index.anchors[passed - 1] : undefined },
            );
      return { rows: await directory.listingRows(at, rows), total: index.total, offset };
    }
    const ids = await repo.listProductIds(db, filter, sort, { limit, offset });
    // The last page tells the total by itself; otherwise count (once per revision and filter).
    const total =
      ids.length > 0 && ids.length < limit
        ? Promise.resolve(offset + ids.length)
        : ids.length === 0 && offset === 0
          ? Promise.resolve(0)
          : totals.get(at, filterKey, () => repo.countProducts(db, filter));
    const [rows, count] = await Promise.all([repo.findListingProducts(db, ids), total]);
    return { rows: await directory.listingRows(at, rows), total: count, offset };
  }

  return {
    /** `revision`: the catalogue revision the caller read before asking (read here if not given). */
    async listProducts(query: ListQuery, revision?: number): Promise<ProductListResponse> {
      const filter: repo.ProductFilter = {
        categoryId: query.category,
        tags: query.tags && query.tags.length > 0 ? query.tags : undefined,
        minPaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
        maxPaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
      };
      const { rows, total } = await page(filter, query.sort, query.page, query.limit, revision);
      return { success: true, users: rows.map((r) => toListingProduct(r, mediaUrl)), total, page: query.page, limit: query.limit };
    },

    async listCategoryProducts(categoryId: string, pageNumber: number, limit: number, revision?: number): Promise<ProductListResponse> {
      const { rows, total } = await page({ categoryId }, '-createdAt', pageNumber, limit, revision);
      // Only an empty page needs to ask whether the category exists at all.
      if (rows.length === 0 && !(await repo.categoryExists(db, categoryId))) throw notFound(API_MESSAGES.categoryNotFound);
      return { success: true, users: rows.map((r) => toListingProduct(r, mediaUrl)), total, page: pageNumber, limit };
    },

    /** `revision`: as for listProducts. */
    async topProducts(revision?: number): Promise<TopTwentyResponse> {
      const at = revision ?? (await revisions.get());
      const rows = await directory.homeRows(at, await repo.topProducts(db, POPULAR_PRODUCT_COUNT));
      return { success: true, data: rows.map((r) => toHomeProduct(r, mediaUrl)) };
    },

    async getProduct(id: string): Promise<ProductResponse> {
      const row = await repo.findProduct(db, id);
      if (!row) throw notFound(API_MESSAGES.productNotFound);
      // The licences: one statement, the tiers on sale with this product's own prices (either changing moves the revision, migration 0027).
      const [reviews, tiers] = await Promise.all([row.ratingsCount > 0 ? ratings.reviews(id) : [], licenceTiers.activeFor(id)]);
      const licences = productLicencePrices(row, tiers);
      const images = row.images.map((image) => ({ ...toImageSet(image, row.title, mediaUrl), original: image.original }));
      return {
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
            ...withTranslations(nameTranslations(c.translations)),
          })),
          images,
          totalrating: Number(row.totalRating),
          ratingsCount: row.ratingsCount,
          ratings: reviews.map((r) => ({
            star: r.star,
            comment: r.comment,
            name: reviewerName(r),
            verified: r.verified,
            verifiedPurchase: r.verifiedPurchase,
            createdAt: new Date(r.updatedAt).toISOString(),
          })),
          createdAt: new Date(row.createdAt).toISOString(),
          licences,
          ...withTranslations(productTranslations(row.translations)),
        },
        // The same pictures as ImageSets (docs/api-reference.md: what the gallery shows).
        childProduct: images.map(({ original: _original, ...image }) => image),
        _id: row.id,
      };
    },

    /**
     * Other products alike to `id` (decision 048). An unknown or unpublished
     * product is not found; one alike to nothing answers an empty list.
     * `revision`: as for listProducts.
     */
    async similarProducts(id: string, revision?: number): Promise<SimilarProductsResponse> {
      const at = revision ?? (await revisions.get());
      const rows = await repo.findSimilarProducts(db, id, SIMILAR_PRODUCT_COUNT);
      // Only an empty answer needs to ask whether the product exists at all.
      if (rows.length === 0 && !(await repo.productExists(db, id))) throw notFound(API_MESSAGES.productNotFound);
      return { success: true, data: (await directory.listingRows(at, rows)).map((r) => toListingProduct(r, mediaUrl)) };
    },

    async categories(): Promise<AllCategoryResponse> {
      const rows = await repo.listCategories(db);
      return { success: true, data: { category: rows.map((c) => toCategory(c, mediaUrl)) } };
    },

    async banners(): Promise<BannersResponse> {
      const assets = await repo.listSiteAssets(db);
      const logo = assets.find((a) => a.kind === 'logo');
      return {
        success: true,
        data: assets.filter((a) => a.kind === 'banner').map((a) => toBanner(a.image, a.alt, mediaUrl)),
        logo: logo ? toBanner(logo.image, logo.alt, mediaUrl) : null,
      };
    },
  };
}
