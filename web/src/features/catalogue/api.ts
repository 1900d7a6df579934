import type {
  AllCategoryResponse,
  BannersResponse,
  ProductListResponse,
  ProductResponse,
  ProductSort,
  SearchResponse,
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { api } from '../../lib/api';

/** `GET product/allproduct`: the store listing's filters, as the API names them. */
export type ProductListArgs = {
  page: number;
  limit: number;
  sort?: ProductSort;
  category?: string;
  /** Comma list; a product matches when it carries any of them. */
  tags?: string;
  /** Rupees, as typed (digits, at most two decimals). */
  'price[gte]'?: string;
  'price[lte]'?: string;
};

export type CategoryProductsArgs = { catId: string; page: number; limit: number };

export type SearchArgs = { search: string; page: number; limit: number };

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every category (GET product/allcategory); read from `data.category`. */
    getCategories: build.query<AllCategoryResponse, void>({
      query: () => 'product/allcategory',
      providesTags: ['Category'],
    }),
    /** The home carousel's slides (GET home/banners). */
    getBanners: build.query<BannersResponse, void>({
      query: () => 'home/banners',
    }),
    /** 'Popular Product' (GET product/toptwentyproduct); read from `data`. */
    getTopProducts: build.query<TopTwentyResponse, void>({
      query: () => 'product/toptwentyproduct',
      providesTags: ['Product'],
    }),
    /** The store listing; read from `users`. */
    getProducts: build.query<ProductListResponse, ProductListArgs>({
      query: (params) => ({ url: 'product/allproduct', params }),
      providesTags: ['Product'],
    }),
    /** One category's products; read from `users`. */
    getCategoryProducts: build.query<ProductListResponse, CategoryProductsArgs>({
      query: ({ catId, page, limit }) => ({ url: `product/allproduct/${encodeURIComponent(catId)}`, params: { page, limit } }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductResponse, string>({
      query: (id) => `product/getproduct/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** The header search, one page at a time; an empty page means no more. */
    searchProducts: build.query<SearchResponse, SearchArgs>({
      query: (params) => ({ url: 'product/search', params }),
      // Typed-ahead pages are rarely asked for twice.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetBannersQuery,
  useGetTopProductsQuery,
  useGetProductsQuery,
  useGetCategoryProductsQuery,
  useGetProductQuery,
  useSearchProductsQuery,
} = catalogueApi;
