import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import type { OrderImage } from '@chitra/contract/orders';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createImageSet } from '../../test/fixtures';
import { apiError, createProductResponse } from './test-factories';

/** The product page's Download button and its note's close button, by name. */
const DOWNLOAD = 'Download';
const DISMISS = 'Dismiss';

type Routes = Parameters<typeof stubFetch>[0];

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const ORDER_ID = '7d4f7c36-3c43-4a43-9d4e-6f6f5b0e2b11';

function boughtImage(name: string, bytes = 30): OrderImage {
  return { ...createImageSet(name), original: { width: 6000, height: 4000, bytes, fileName: `${name}.jpg` } };
}

const owned = (images: OrderImage[]) => ({ success: true, data: { orderId: ORDER_ID, images } });

function openProduct(routes: Routes) {
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID, title: 'Sunsets of Palghar' }),
    ...routes,
  });
  return { ...renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() }), fetchMock };
}

const paths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the product page’s Download', () => {
  it('downloads the original of a bought photograph', async () => {
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => 'blob:chitra/1' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, fetchMock, router } = openProduct({
      [`users/owned/${PRODUCT_ID}`]: owned([boughtImage('sunset')]),
      [`users/download/${ORDER_ID}/img-sunset`]: () => new Response(new Uint8Array(30), { headers: { 'content-type': 'image/jpeg', 'content-length': '30' } }),
    });

    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));

    await waitFor(() => expect(saved).toEqual(['sunset.jpg']));
    expect(paths(fetchMock)).toContain(`GET /api/v1/users/owned/${PRODUCT_ID}`);
    expect(paths(fetchMock)).toContain(`GET /api/v1/users/download/${ORDER_ID}/img-sunset`);
    expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`);
    await waitFor(() => expect(screen.getByRole('button', { name: DOWNLOAD })).not.toHaveAttribute('aria-disabled'));
  });

  it('opens the order of a bought pack, where each picture and the ZIP are', async () => {
    const { user, router } = openProduct({
      [`users/owned/${PRODUCT_ID}`]: owned([boughtImage('one'), boughtImage('two')]),
      [`users/getorder/${ORDER_ID}`]: jsonResponse(apiError(ORDER_MESSAGES.orderNotFound), 404),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-detail/${ORDER_ID}`));
  });

  it('tells a customer who has not bought it, right there, with Add to Cart; Dismiss closes it', async () => {
    const { user, fetchMock } = openProduct({
      [`users/owned/${PRODUCT_ID}`]: jsonResponse({ success: true, data: null }),
    });
    const download = await screen.findByRole('button', { name: DOWNLOAD });
    await user.click(download);

    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(ORDER_MESSAGES.notOwned);
    expect(paths(fetchMock).some((path) => path.includes('users/download/'))).toBe(false);

    const addToCart = within(note).getByRole('button', { name: MESSAGES.addToCart });
    expect(addToCart).toHaveAttribute('data-product-id', PRODUCT_ID);

    await user.click(within(note).getByRole('button', { name: DISMISS }));
    expect(screen.queryByText(ORDER_MESSAGES.notOwned)).not.toBeInTheDocument();
    expect(download).toHaveFocus();
  });

  it('closes the note with Escape too', async () => {
    const { user } = openProduct({ [`users/owned/${PRODUCT_ID}`]: jsonResponse({ success: true, data: null }) });
    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: DISMISS }));
    await user.click(screen.getByRole('button', { name: DOWNLOAD }));
    const note = await screen.findByRole('alert');
    within(note).getByRole('button', { name: MESSAGES.addToCart }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(ORDER_MESSAGES.notOwned)).not.toBeInTheDocument();
  });

  it("toasts the server's reason when it cannot tell", async () => {
    const { user } = openProduct({
      [`users/owned/${PRODUCT_ID}`]: jsonResponse(apiError('The shop is resting.', 'INTERNAL'), 503),
    });
    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));
    const toast = await screen.findByText('The shop is resting.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.queryByText(ORDER_MESSAGES.notOwned)).not.toBeInTheDocument();
  });

  it("toasts 'Download failed.' when the download itself fails", async () => {
    const { user } = openProduct({
      [`users/owned/${PRODUCT_ID}`]: owned([boughtImage('sunset')]),
      [`users/download/${ORDER_ID}/img-sunset`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: DOWNLOAD }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
  });
});
