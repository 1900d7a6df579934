import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllCategoryResponse,
  AllProductQuery,
  BannersResponse,
  CategoryParams,
  PageQuery,
  ProductListResponse,
  ProductParams,
  ProductResponse,
  SimilarProductsResponse,
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { cachedAnswers, UNTRACKED_MAX_AGE_MS } from './cached-answers';
import { createCatalogueService, type ListQuery } from './catalogue.service';

/** Changes only through the import command: a minute of caching is harmless. */
const SHORT_CACHE = 'public, max-age=60';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogueService({ db: app.database.db, mediaUrl: app.storage.mediaUrl });
  const answers = cachedAnswers(app.database.db, app.now);
  const tags = ['catalogue'];

  app.get(
    '/product/allcategory',
    { schema: { tags, summary: 'Every category, in shop order', response: { 200: AllCategoryResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return answers.send(reply, 'categories', AllCategoryResponse, () => service.categories());
    },
  );

  app.get(
    '/product/toptwentyproduct',
    {
      schema: {
        tags,
        summary: 'The twenty most popular products: by sales, then rating, then newest',
        response: { 200: TopTwentyResponse },
      },
    },
    // Ordered by sales, which do not move the revision: kept a minute at most.
    async (_request, reply) => answers.send(reply, 'top', TopTwentyResponse, (revision) => service.topProducts(revision), UNTRACKED_MAX_AGE_MS),
  );

  app.get(
    '/product/allproduct',
    {
      schema: {
        tags,
        summary: 'The store listing: filter by tags, price (rupees) and category; sort; page',
        querystring: AllProductQuery,
        response: { 200: ProductListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const query: ListQuery = {
        page: q.page,
        limit: q.limit,
        sort: q.sort,
        tags: q.tags,
        category: q.category,
        minPrice: q['price[gte]'],
        maxPrice: q['price[lte]'],
      };
      return answers.send(reply, `list|${JSON.stringify(query)}`, ProductListResponse, (revision) => service.listProducts(query, revision));
    },
  );

  app.get(
    '/product/allproduct/:CatId',
    {
      schema: {
        tags,
        summary: 'The products of one category, newest first',
        params: CategoryParams,
        querystring: PageQuery,
        response: { 200: ProductListResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { CatId } = request.params;
      const { page, limit } = request.query;
      return answers.send(reply, `category|${CatId}|${page}|${limit}`, ProductListResponse, (revision) =>
        service.listCategoryProducts(CatId, page, limit, revision),
      );
    },
  );

  app.get(
    '/product/getproduct/:id',
    {
      schema: {
        tags,
        summary: 'One product with all its pictures',
        params: ProductParams,
        response: { 200: ProductResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    // Its reviews say who bought the product, and orders do not move the revision.
    async (request, reply) =>
      answers.send(reply, `product|${request.params.id}`, ProductResponse, () => service.getProduct(request.params.id), UNTRACKED_MAX_AGE_MS),
  );

  app.get(
    '/product/:id/similar',
    {
      schema: {
        tags,
        summary: "'More like this': up to eight other products sharing a category or a tag, best first",
        params: ProductParams,
        response: { 200: SimilarProductsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) =>
      answers.send(reply, `similar|${request.params.id}`, SimilarProductsResponse, (revision) => service.similarProducts(request.params.id, revision)),
  );

  app.get(
    '/home/banners',
    {
      schema: {
        tags,
        summary: 'The home carousel slides, in order, and the shop logo',
        response: { 200: BannersResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return answers.send(reply, 'banners', BannersResponse, () => service.banners());
    },
  );
};
