// The cart of lib/cart-api.ts, cart-add.ts and use-add-to-cart.ts through the whole app (its pages, header badge and sign-in).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_MESSAGES } from '@chitra/contract/cart';
import { MESSAGES } from '@chitra/contract/messages';
import { loginResponse } from '../features/accounts/testing';
import { createProductResponse } from '../features/catalogue/test-factories';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { cartResponse, createCartItem } from '../test/cart-fixtures';
import { configResponse, createAuthUser } from '../test/fixtures';
import { NARROW_PX, setScreenWidth } from '../test/match-media';
import { renderApp } from '../test/render-app';
import { STORAGE_KEYS } from '../lib/storage';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const PRODUCT_PAGE = `/product/${PRODUCT_ID}`;

type Routes = Parameters<typeof stubFetch>[0];

function stubProductPage(routes: Routes, productId = PRODUCT_ID) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: productId, title: 'Sunsets of Palghar' }),
    ...routes,
  });
}

/** A reply the test releases when it chooses, to look at the page in between. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'GET') =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === `/api/v1/${path}`);

const addButton = () => screen.findByRole('button', { name: MESSAGES.addToCart });
const badge = (count: number) => within(screen.getByRole('banner')).findByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** GET users/getcart: the cart before the add, then (refetched) after it. */
function cartBeforeAndAfter(before: ReturnType<typeof cartResponse>, after: ReturnType<typeof cartResponse>) {
  let reads = 0;
  return () => {
    reads += 1;
    return jsonResponse(reads === 1 ? before : after);
  };
}

describe('add to cart, signed out', () => {
  it("toasts 'Please sign in to add items to your cart.' and goes to /login, remembering the page and the add", async () => {
    const fetchMock = stubProductPage({});
    const { user, router } = renderApp(PRODUCT_PAGE);
    await user.click(await addButton());

    expect(await screen.findByText(MESSAGES.cartSignIn)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.state).toEqual({
      from: { pathname: PRODUCT_PAGE, search: '' },
      intent: { kind: 'addToCart', productId: PRODUCT_ID },
    });
    expect(requestsTo(fetchMock, 'users/addtocart', 'POST')).toHaveLength(0);
  });

  it('completes the add once signed in, back on the product page', async () => {
    const fetchMock = stubProductPage({
      'users/login': loginResponse(),
      'users/getcart': cartBeforeAndAfter(cartResponse(), cartResponse([createCartItem({ productId: PRODUCT_ID })])),
      'users/addtocart': { success: true, message: 'Added' },
    });
    const { user, router } = renderApp(PRODUCT_PAGE);
    await user.click(await addButton());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: MESSAGES.login }));

    expect(await screen.findByText(MESSAGES.productAddedToCart)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(PRODUCT_PAGE));
    const [request] = requestsTo(fetchMock, 'users/addtocart', 'POST');
    expect(await request.clone().json()).toEqual({ productID: PRODUCT_ID });
    expect(request.headers.get('Authorization')).toBe('Bearer token-asha');
    await screen.findByRole('heading', { level: 1, name: 'Sunsets of Palghar' });
    expect(await badge(1)).toBeInTheDocument();
  });
});

describe('add to cart, signed in', () => {
  it("says 'Invalid product ID.' for a product without an id, and sends nothing", async () => {
    const fetchMock = stubProductPage({ 'users/getcart': cartResponse() }, '');
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await user.click(await addButton());
    expect(await screen.findByText(MESSAGES.cartInvalidProduct)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'users/addtocart', 'POST')).toHaveLength(0);
  });

  it("only says 'Product is already in your cart.' for a product already in it", async () => {
    const fetchMock = stubProductPage({ 'users/getcart': cartResponse([createCartItem({ productId: PRODUCT_ID })]) });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(1);
    await user.click(await addButton());
    const toast = await screen.findByText(MESSAGES.cartAlready);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
    expect(requestsTo(fetchMock, 'users/addtocart', 'POST')).toHaveLength(0);
  });

  it('counts the product at once, then takes it back with the spec message when the add fails', async () => {
    const reply = deferred();
    stubProductPage({ 'users/getcart': cartResponse([createCartItem()]), 'users/addtocart': () => reply.promise });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(1);
    await user.click(await addButton());
    // Before the server has answered.
    expect(await badge(2)).toBeInTheDocument();

    reply.release(jsonResponse({ success: false, message: 'Database is resting', code: 'INTERNAL' }, 500));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(MESSAGES.cartAddFailed)).toBeInTheDocument();
    expect(screen.queryByText('Database is resting')).not.toBeInTheDocument();
    expect(await badge(1)).toBeInTheDocument();
  });

  it('treats an answer without success: true as a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubProductPage({ 'users/getcart': cartResponse(), 'users/addtocart': { message: 'Added, probably' } });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(0);
    await user.click(await addButton());
    expect(await screen.findByText(MESSAGES.cartAddFailed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.productAddedToCart)).not.toBeInTheDocument();
    expect(await badge(0)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Add to cart: an answer without success: true', { message: 'Added, probably' });
  });

  it("says the server's reason when it refuses with 409 (already bought)", async () => {
    stubProductPage({
      'users/getcart': cartResponse(),
      'users/addtocart': jsonResponse({ success: false, message: CART_MESSAGES.alreadyOwned, code: 'CONFLICT' }, 409),
    });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(0);
    await user.click(await addButton());
    expect(await screen.findByText(CART_MESSAGES.alreadyOwned)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.cartAddFailed)).not.toBeInTheDocument();
    expect(await badge(0)).toBeInTheDocument();
  });

  it("toasts 'Product Added To Cart' and reads the cart again", async () => {
    const fetchMock = stubProductPage({
      'users/getcart': cartBeforeAndAfter(cartResponse(), cartResponse([createCartItem({ productId: PRODUCT_ID })])),
      'users/addtocart': { success: true, message: 'Added' },
    });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(0);
    await user.click(await addButton());

    const toast = await screen.findByText(MESSAGES.productAddedToCart);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    await waitFor(() => expect(requestsTo(fetchMock, 'users/getcart')).toHaveLength(2));
    expect(await badge(1)).toBeInTheDocument();
  });

  it('adds once when pressed twice: the second press finds the id in the list', async () => {
    const reply = deferred();
    const fetchMock = stubProductPage({ 'users/getcart': cartResponse(), 'users/addtocart': () => reply.promise });
    const { user } = renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    await badge(0);
    const button = await addButton();
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText(MESSAGES.cartAlready)).toBeInTheDocument();
    reply.release(jsonResponse({ success: true, message: 'Added' }));
    await screen.findByText(MESSAGES.productAddedToCart);
    expect(requestsTo(fetchMock, 'users/addtocart', 'POST')).toHaveLength(1);
  });
});

describe('cart badge', () => {
  it('counts the items of GET users/getcart', async () => {
    stubProductPage({ 'users/getcart': cartResponse([createCartItem(), createCartItem(), createCartItem()]) });
    renderApp(PRODUCT_PAGE, { user: createAuthUser() });
    const cart = await badge(3);
    expect(within(cart).getByText('3')).toBeInTheDocument();
  });

  it('shows 0 on a phone while signed out, without asking for a cart', async () => {
    setScreenWidth(NARROW_PX);
    const fetchMock = stubProductPage({ 'users/getcart': cartResponse([createCartItem()]) });
    renderApp(PRODUCT_PAGE);
    await addButton();
    expect(await badge(0)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'users/getcart')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
