import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createCatalogueCategory, createHomeProduct, listingProducts, productList } from './test-factories';

const CAT_ID = 'cat-sunsets';

function stubListings() {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [createCatalogueCategory({ _id: CAT_ID, catogeryname: 'Sunsets & Sunrises' })] } },
    'product/allproduct': jsonResponse(productList(listingProducts(3), 3)),
    [`product/allproduct/${CAT_ID}`]: jsonResponse(productList(listingProducts(3), 3)),
    'product/search': jsonResponse({ success: true, data: { product: [1, 2, 3].map((n) => createHomeProduct({ _id: `p-${n}`, title: `Photograph ${n}` })) } }),
  });
}

/** The levels of the page's headings, in the order a screen reader meets them. */
const headingLevels = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));

/** axe's heading-order: no heading more than one level below the one before it. */
const skips = (levels: number[]) => levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []));

/** The level of the heading a product card's title link sits in. */
const cardLevel = async (title: string) => (await screen.findByRole('link', { name: title })).closest('h1, h2, h3, h4, h5, h6')?.tagName;

describe('heading levels of the listings', () => {
  it.each([
    ['the search results', '/product?search=photograph', 'Results for “photograph”'],
    ['the store', '/product', 'Store'],
    ['a category', `/catagory/${CAT_ID}`, 'Categories Product'],
  ])('%s: the cards are h2 under the h1, no level skipped', async (_, path, title) => {
    stubListings();
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await cardLevel('Photograph 1')).toBe('H2');
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    expect(skips(levels)).toEqual([]);
  });
});
