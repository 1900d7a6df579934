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
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { ErrorResponse } from '@chitra/contract/errors';
import { createAssetStorage } from '../../platform/storage/local-storage';
import { createCatalogueService } from './catalogue.service';
import { sendJson } from './send-json';

/** Changes only through the import command: a minute of caching is harmless. */
const SHORT_CACHE = 'public, max-age=60';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogueService({ db: app.database.db, mediaUrl: createAssetStorage(app.config).mediaUrl });
  const tags = ['catalogue'];

  app.get(
    '/product/allcategory',
    { schema: { tags, summary: 'Every category, in shop order', response: { 200: AllCategoryResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return sendJson(reply, await service.categories());
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
    async (_request, reply) => sendJson(reply, await service.topProducts()),
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
      const json = await service.listProducts({
        page: q.page,
        limit: q.limit,
        sort: q.sort,
        tags: q.tags,
        category: q.category,
        minPrice: q['price[gte]'],
        maxPrice: q['price[lte]'],
      });
      return sendJson(reply, json);
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
    async (request, reply) =>
      sendJson(reply, await service.listCategoryProducts(request.params.CatId, request.query.page, request.query.limit)),
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
    async (request, reply) => sendJson(reply, await service.getProduct(request.params.id)),
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
      return sendJson(reply, await service.banners());
    },
  );
};
