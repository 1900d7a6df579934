import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createListingProduct, createProductResponse } from './test-factories';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

function stubProductWithSimilar(similar: unknown) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID }),
    [`product/${PRODUCT_ID}/similar`]: similar,
  });
}

type FetchMock = ReturnType<typeof stubFetch>;
const askedForSimilar = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.some(([input]) => String(input instanceof Request ? input.url : input).endsWith(`/product/${PRODUCT_ID}/similar`));

describe('More like this', () => {
  it("shows the products alike to this one, best first, as the shop's product cards under an h2", async () => {
    const fetchMock = stubProductWithSimilar({
      success: true,
      data: [
        createListingProduct({ _id: 'p-2', title: 'Kelva at dusk', price: 1999, salePrice: 1499 }),
        createListingProduct({ _id: 'p-3', title: 'Dahanu sunrise' }),
      ],
    });
    renderApp(`/product/${PRODUCT_ID}`);
    const section = await screen.findByRole('region', { name: 'More like this' });
    expect(within(section).getByRole('heading', { level: 2, name: 'More like this' })).toBeInTheDocument();
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['Kelva at dusk', 'Dahanu sunrise']);
    expect(within(section).getByRole('link', { name: 'Kelva at dusk' })).toHaveAttribute('href', '/product/p-2');
    // Listing prices (docs/spec.md §9).
    expect(within(section).getByText('Rs. 1,499')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Dahanu sunrise' })).toBeInTheDocument();
    expect(askedForSimilar(fetchMock)).toBe(true);
    // No heading level skipped (axe's heading-order): h1, the page's h2s, this h2, its cards' h3s.
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)).toEqual([]);
  });

  it('shows nothing when no product is alike', async () => {
    const fetchMock = stubProductWithSimilar({ success: true, data: [] });
    renderApp(`/product/${PRODUCT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' });
    await waitFor(() => expect(askedForSimilar(fetchMock)).toBe(true));
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
    expect(screen.queryByText('More like this')).not.toBeInTheDocument();
  });

  it('shows nothing when the shop cannot say', async () => {
    const fetchMock = stubProductWithSimilar(jsonResponse({ success: false, message: 'The database is resting', code: 'INTERNAL' }, 500));
    renderApp(`/product/${PRODUCT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' });
    await waitFor(() => expect(askedForSimilar(fetchMock)).toBe(true));
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
  });
});
