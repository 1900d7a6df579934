// The wishlist hearts of lib/wishlist-api.ts through the whole app (store cards, product page, sign-in).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { loginResponse } from '../features/accounts/testing';
import { createProductResponse } from '../features/catalogue/test-factories';
import { createImageSet } from '../test/fixtures';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { configResponse, createAuthUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const HEART = 'Add to wishlist';

const saved = (overrides: Partial<WishlistProduct> = {}): WishlistProduct => ({
  _id: PRODUCT_ID,
  title: 'Sunsets of Palghar',
  price: 1999,
  salePrice: 1499,
  images: [createImageSet(PRODUCT_ID)],
  ...overrides,
});

/** A reply the test releases when it chooses, to look at the page in between. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function stubProductPage(extra: Record<string, unknown>) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID }),
    ...extra,
  });
}

const heart = async () => screen.findByRole('button', { name: HEART });
const toggles = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => input instanceof Request && input.url.endsWith('/product/Wishlist'));

describe('wishlist heart', () => {
  it('sends a signed-out visitor to /login without calling the API', async () => {
    const fetchMock = stubProductPage({});
    const { user, router } = renderApp(`/product/${PRODUCT_ID}`);
    await user.click(await heart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toggles(fetchMock)).toHaveLength(0);
  });

  it('completes the add once the visitor has signed in', async () => {
    const fetchMock = stubProductPage({
      'users/login': loginResponse(),
      'user/wishlist': { success: true, wishlist: [] },
      'product/Wishlist': { success: true, message: MESSAGES.wishlistAdded, data: { inWishlist: true } },
    });
    const { user, router } = renderApp(`/product/${PRODUCT_ID}`);
    await user.click(await heart());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: MESSAGES.login }));

    expect(await screen.findByText(MESSAGES.wishlistAdded)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`));
    expect(toggles(fetchMock)).toHaveLength(1);
    const [request] = toggles(fetchMock)[0] as [Request];
    expect(await request.clone().json()).toEqual({ prodId: PRODUCT_ID });
  });

  it('after sign-in, leaves a product the wishlist already holds (never a blind toggle)', async () => {
    const fetchMock = stubProductPage({
      'users/login': loginResponse(),
      'user/wishlist': { success: true, wishlist: [saved()] },
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`);
    await user.click(await heart());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: MESSAGES.login }));

    await waitFor(() => expect(screen.getByRole('button', { name: HEART })).toHaveAttribute('aria-pressed', 'true'));
    expect(toggles(fetchMock)).toHaveLength(0);
  });

  it('fills at once, then confirms with the spec message', async () => {
    const reply = deferred();
    const fetchMock = stubProductPage({
      'user/wishlist': { success: true, wishlist: [] },
      'product/Wishlist': () => reply.promise,
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const button = await heart();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));

    await user.click(button);
    // Before the server has answered.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const [request] = toggles(fetchMock)[0] as [Request];
    expect(request.method).toBe('PUT');
    expect(await request.clone().json()).toEqual({ prodId: PRODUCT_ID });

    reply.release(jsonResponse({ success: true, message: MESSAGES.wishlistAdded, data: { inWishlist: true } }));
    expect(await screen.findByText(MESSAGES.wishlistAdded)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('empties at once when already saved, with no toast', async () => {
    stubProductPage({
      'user/wishlist': { success: true, wishlist: [saved()] },
      'product/Wishlist': { success: true, message: 'Product removed from wishlist', data: { inWishlist: false } },
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const button = await heart();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByText(MESSAGES.wishlistAdded)).not.toBeInTheDocument();
  });

  it('springs back with a toast when the call fails', async () => {
    const reply = deferred();
    stubProductPage({
      'user/wishlist': { success: true, wishlist: [] },
      'product/Wishlist': () => reply.promise,
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const button = await heart();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');

    reply.release(new Response('upstream down', { status: 503 }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    // The toast and the heart's undo come from the same failure, in either order.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });

  it("says the server's reason when it gives one", async () => {
    stubProductPage({
      'user/wishlist': { success: true, wishlist: [] },
      'product/Wishlist': jsonResponse({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, 404),
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const button = await heart();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    // Looked up again: the page may have re-rendered the heart meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: HEART })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('pressed before the wishlist has loaded, never removes a saved product blind', async () => {
    const list = deferred();
    const fetchMock = stubProductPage({
      'user/wishlist': () => list.promise,
      'product/Wishlist': { success: true, message: 'Product removed from wishlist', data: { inWishlist: false } },
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    await user.click(await heart());
    list.release(jsonResponse({ success: true, wishlist: [saved()] }));
    await waitFor(() => expect(screen.getByRole('button', { name: HEART })).toHaveAttribute('aria-pressed', 'true'));
    expect(toggles(fetchMock)).toHaveLength(0);
  });

  it('pressed before the wishlist has loaded, adds once it knows the product is not there', async () => {
    const list = deferred();
    const fetchMock = stubProductPage({
      'user/wishlist': () => list.promise,
      'product/Wishlist': { success: true, message: MESSAGES.wishlistAdded, data: { inWishlist: true } },
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    await user.click(await heart());
    expect(toggles(fetchMock)).toHaveLength(0);
    list.release(jsonResponse({ success: true, wishlist: [] }));
    expect(await screen.findByText(MESSAGES.wishlistAdded)).toBeInTheDocument();
    expect(toggles(fetchMock)).toHaveLength(1);
  });

  it('pressed twice before the wishlist has loaded, adds once', async () => {
    const list = deferred();
    const fetchMock = stubProductPage({
      'user/wishlist': () => list.promise,
      'product/Wishlist': { success: true, message: MESSAGES.wishlistAdded, data: { inWishlist: true } },
    });
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const button = await heart();
    await user.click(button);
    await user.click(button);
    list.release(jsonResponse({ success: true, wishlist: [] }));
    expect(await screen.findByText(MESSAGES.wishlistAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: HEART })).toHaveAttribute('aria-pressed', 'true'));
    expect(toggles(fetchMock)).toHaveLength(1);
  });
});
