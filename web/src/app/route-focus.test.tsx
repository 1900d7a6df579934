import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { configResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { createProductResponse, listingProducts, productList } from '../features/catalogue/test-factories';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

function stubShop(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    ...extra,
  });
}

const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The polite live region that says which page the customer is on now. */
const announcer = () => document.querySelector<HTMLElement>('[data-route-announcer]');

describe('moving to another page', () => {
  it("leaves focus alone on the first page, then takes it to each new page's heading and announces its title", async () => {
    stubShop();
    const { router } = renderApp('/');
    await pageHeading('Digital photographs');
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent(/^$/);

    await act(() => router.navigate('/about'));
    const about = await pageHeading('About');
    await waitFor(() => expect(about).toHaveFocus());
    expect(about).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent(document.title);
    expect(document.title).toBe('About | Chitra');

    await act(() => router.navigate('/login'));
    const login = await pageHeading('Login');
    await waitFor(() => expect(login).toHaveFocus());
    expect(announcer()).toHaveTextContent('Login | Chitra');
  });

  it('focuses the heading of a page that draws it only once its data is in', async () => {
    let answer: (response: Response) => void = () => {};
    stubShop({ [`product/getproduct/${PRODUCT_ID}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp('/about');
    await pageHeading('About');

    await act(() => router.navigate(`/product/${PRODUCT_ID}`));
    // While the product loads, its heading for screen readers only ('Product') holds focus.
    const loading = await pageHeading('Product');
    await waitFor(() => expect(loading).toHaveFocus());
    answer(jsonResponse(createProductResponse({ _id: PRODUCT_ID, title: 'Sunsets of Palghar' })));
    const heading = await pageHeading('Sunsets of Palghar');
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Sunsets of Palghar | Chitra'));
  });

  it('leaves focus where it is when the address changes but the page stays (a filter of the store)', async () => {
    stubShop({ 'product/allproduct': jsonResponse(productList(listingProducts(10), 25)) });
    const { router, user } = renderApp('/product');
    const store = await pageHeading('Store');
    const sort = screen.getByRole('combobox', { name: /sort/i });
    const [, another] = within(sort).getAllByRole('option');
    await user.selectOptions(sort, another);
    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    expect(sort).toHaveFocus();
    expect(store).not.toHaveAttribute('tabindex');
    expect(announcer()).toHaveTextContent(/^$/);

    // The header search's results are another page on the same path: that is a move.
    await act(() => router.navigate('/product?search=sunset'));
    const results = await pageHeading('Results for “sunset”');
    await waitFor(() => expect(results).toHaveFocus());
    expect(announcer()).toHaveTextContent('Search: sunset | Chitra');
  });
});
