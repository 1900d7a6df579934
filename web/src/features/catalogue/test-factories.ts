import type { Category, HomeProduct, ListingProduct, ProductListResponse, ProductResponse } from '@chitra/contract/catalogue';

import { createImageSet } from '../../test/fixtures';

/** Catalogue shapes for the storefront's tests, each overridable (docs/layout-and-habits.md habit 9). */

export function createHomeProduct(overrides: Partial<HomeProduct> = {}): HomeProduct {
  const id = overrides._id ?? 'p-1';
  const title = overrides.title ?? `Photograph ${id}`;
  return {
    _id: id,
    name: title,
    title,
    imagelink: `/media/${id}.jpg`,
    url: `/media/${id}.jpg`,
    price: 499,
    salePrice: 499,
    category: [{ _id: 'cat-sunsets', catogeryname: 'Sunsets & Sunrises' }],
    color: [],
    keyword: [],
    cover: createImageSet(id, { alt: title }),
    ...overrides,
  };
}

export function createListingProduct(overrides: Partial<ListingProduct> = {}): ListingProduct {
  const id = overrides._id ?? 'p-1';
  const title = overrides.title ?? `Photograph ${id}`;
  return {
    _id: id,
    url: `/media/${id}.jpg`,
    title,
    price: 499,
    salePrice: 499,
    brand: 'Chitra Studio',
    tags: ['sunset'],
    images: [createImageSet(id, { alt: title })],
    categoryID: { _id: 'cat-sunsets', publicUrl: '/media/c.jpg', catogeryname: 'Sunsets & Sunrises' },
    catogeryname: 'Sunsets & Sunrises',
    totalrating: 0,
    ratingsCount: 0,
    ...overrides,
  };
}

/** `count` listing products numbered from `from`: 'Photograph 1', 'Photograph 2'… */
export const listingProducts = (count: number, from = 1): ListingProduct[] =>
  Array.from({ length: count }, (_, i) => createListingProduct({ _id: `p-${from + i}`, title: `Photograph ${from + i}` }));

export function productList(users: ListingProduct[], total = users.length, page = 1, limit = 10): ProductListResponse {
  return { success: true, users, total, page, limit };
}

export function createProductResponse(overrides: Partial<ProductResponse['product']> = {}, pictures = 1): ProductResponse {
  const id = overrides._id ?? 'p-1';
  const title = overrides.title ?? 'Sunsets of Palghar';
  const images = Array.from({ length: pictures }, (_, i) => ({
    ...createImageSet(`${id}-${i + 1}`, { alt: title }),
    original: { width: 6000, height: 4000, bytes: 25_690_112 },
  }));
  return {
    success: true,
    message: 'Product Fetched Successfully',
    _id: id,
    childProduct: images,
    product: {
      _id: id,
      slug: 'sunsets-of-palghar',
      title,
      name: title,
      description: 'Five evenings across the district.\n\nA pack of photographs.',
      url: images[0]?.url ?? '',
      price: 2499,
      salePrice: 1999,
      printPrice: null,
      brand: 'Chitra Studio',
      tags: ['sunset', 'pack'],
      keyword: [],
      color: [],
      category: [{ _id: 'cat-sunsets', catogeryname: 'Sunsets & Sunrises', categoryname: 'Sunsets & Sunrises', publicUrl: '' }],
      images,
      totalrating: 4.5,
      ratingsCount: 12,
      ratings: [],
      createdAt: '2026-11-02T00:00:00.000Z',
      ...overrides,
    },
  };
}

export function createCatalogueCategory(overrides: Partial<Category> = {}): Category {
  const name = overrides.catogeryname ?? 'Sunsets & Sunrises';
  return {
    _id: 'cat-sunsets',
    catogeryname: name,
    categoryname: name,
    publicUrl: '/media/sunsets.jpg',
    cover: createImageSet('sunsets', { alt: name }),
    ...overrides,
  };
}

/** The API's error body (docs/architecture.md §3 item 11). */
export const apiError = (message: string, code = 'NOT_FOUND') => ({ success: false, message, code });
