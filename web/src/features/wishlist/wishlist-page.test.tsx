import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WISHLIST_REFRESH_MS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser, createImageSet } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const image = (id: string) => createImageSet(id);

const saved = (id: string, title: string): WishlistProduct => ({ _id: id, title, price: 1999, salePrice: 1499, images: [image(id)] });

const SUNSET = saved('p-sunset', 'Sunset over Kelwa');
const FORT = saved('p-fort', 'Arnala Fort');

function stubWishlist(lists: WishlistProduct[][], toggle: unknown = { success: true, message: 'Removed', data: { inWishlist: false } }) {
  let served = 0;
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    // Each GET answers the next list; the last one repeats.
    'user/wishlist': () => jsonResponse({ success: true, wishlist: lists[Math.min(served++, lists.length - 1)] }),
    'product/Wishlist': toggle,
  });
}

const wishlistGets = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => input instanceof Request && input.url.endsWith('/user/wishlist')).length;

afterEach(() => {
  vi.useRealTimers();
});

describe('wishlist page', () => {
  it("says 'No Data' when nothing is saved", async () => {
    stubWishlist([[]]);
    renderApp('/wishlist', { user: createAuthUser() });
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
  });

  it('shows each saved product with its price, picture, link and remove control', async () => {
    stubWishlist([[SUNSET, FORT]]);
    renderApp('/wishlist', { user: createAuthUser() });
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Sunset over Kelwa' })).toHaveAttribute('href', '/product/p-sunset');
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Sunset over Kelwa' })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('₹1,499')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Remove Sunset over Kelwa from wishlist' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    stubWishlist([[]]);
    const { router } = renderApp('/wishlist');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('reloads the list 0.3 s after a removal', async () => {
    const fetchMock = stubWishlist([[SUNSET, FORT], [FORT]]);
    renderApp('/wishlist', { user: createAuthUser() });
    const remove = await screen.findByRole('button', { name: 'Remove Sunset over Kelwa from wishlist' });
    expect(wishlistGets(fetchMock)).toBe(1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(remove);
    // Let the PUT answer; no time passes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const [put] = fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.url.endsWith('/product/Wishlist'));
    expect(put?.method).toBe('PUT');
    expect(await put?.clone().json()).toEqual({ prodId: 'p-sunset' });
    // Still shown, marked as on its way out, until the refresh.
    expect(screen.getByRole('link', { name: 'Sunset over Kelwa' })).toBeInTheDocument();
    expect(remove).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sunset over Kelwa removed from your wishlist.');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(WISHLIST_REFRESH_MS - 1);
    });
    expect(wishlistGets(fetchMock)).toBe(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(wishlistGets(fetchMock)).toBe(2);
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Sunset over Kelwa' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Arnala Fort' })).toBeInTheDocument();
  });

  it("ends with 'No Data' once the last product is removed", async () => {
    stubWishlist([[SUNSET], []]);
    const { user } = renderApp('/wishlist', { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunset over Kelwa from wishlist' }));
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
  });

  it('shows an error state, not a toast, when the list cannot load', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      'user/wishlist': new Response('down', { status: 503 }),
    });
    renderApp('/wishlist', { user: createAuthUser() });
    expect(await screen.findByText(`${MESSAGES.errorPrefix}${MESSAGES.somethingWentWrong}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the product and says why when a removal fails', async () => {
    stubWishlist([[SUNSET]], jsonResponse({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, 404));
    const { user } = renderApp('/wishlist', { user: createAuthUser() });
    const remove = await screen.findByRole('button', { name: 'Remove Sunset over Kelwa from wishlist' });
    await user.click(remove);
    expect(await screen.findByText('Could not remove it: Product not found')).toBeInTheDocument();
    expect(remove).toBeEnabled();
  });
});
