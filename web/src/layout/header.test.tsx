import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { logout } from '../lib/session';
import { stubFetch } from '../test/fetch-stub';
import { cartResponse, createCartItem } from '../test/cart-fixtures';
import { configResponse, createAuthUser, createCategory } from '../test/fixtures';
import { NARROW_PX, setScreenWidth } from '../test/match-media';
import { renderApp } from '../test/render-app';

vi.mock('../lib/session', () => ({ logout: vi.fn() }));

const categories = [
  createCategory({ _id: 'cat-landscapes', catogeryname: 'Landscapes' }),
  createCategory({ _id: 'cat-wildlife', catogeryname: 'Wildlife' }),
];

function stubShop(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: categories } },
    'users/getcart': cartResponse(),
    ...extra,
  });
}

const header = () => screen.getByRole('banner');

describe('header, signed out on a desktop', () => {
  it('offers Sign In, the search box and no user menu', async () => {
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });

    const signIn = within(header()).getByRole('link', { name: MESSAGES.signIn });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(within(header()).queryByRole('button', { name: /asha/i })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: MESSAGES.orderHistory })).not.toBeInTheDocument();

    const search = within(header()).getByRole('combobox', { name: MESSAGES.searchPlaceholder });
    expect(search).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the cart badge', async () => {
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });

    const cart = within(header()).getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).queryByText('0')).not.toBeInTheDocument();
  });

  it('lists the categories under a disabled placeholder and opens the one chosen', async () => {
    stubShop();
    const { router, user } = renderApp('/');
    const select = within(header()).getByRole('combobox', { name: MESSAGES.categoryPlaceholder });
    await within(select).findByRole('option', { name: 'Wildlife' });

    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([MESSAGES.categoryPlaceholder, 'Landscapes', 'Wildlife']);
    expect(options[0]).toBeDisabled();

    await user.selectOptions(select, 'Wildlife');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.categoriesProduct });
    expect(router.state.location.pathname).toBe('/catagory/cat-wildlife');
    expect(select).toHaveValue('cat-wildlife');
  });

  it('keeps only the placeholder when the categories fail to load, and says nothing', async () => {
    const fetchMock = stubFetch({ config: configResponse() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());

    const called = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(called).toContain('/api/v1/product/allcategory');
    const select = within(header()).getByRole('combobox', { name: MESSAGES.categoryPlaceholder });
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('header, signed in', () => {
  it("shows the user's name, a menu that opens and closes, and the cart badge", async () => {
    stubShop({ 'users/getcart': cartResponse([createCartItem(), createCartItem()], { totalPrice: 998, totalsalePrice: 798 }) });
    const { user } = renderApp('/', { user: createAuthUser('Asha Patil') });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });

    expect(within(header()).queryByRole('link', { name: MESSAGES.signIn })).not.toBeInTheDocument();
    // The count is the cart's, read from GET users/getcart.
    const cart = await within(header()).findByRole('link', { name: 'Cart, 2 items' });
    expect(within(cart).getByText('2')).toBeInTheDocument();

    const toggle = within(header()).getByRole('button', { name: 'Asha Patil' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: MESSAGES.orderHistory })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: MESSAGES.orderHistory })).toHaveAttribute('href', '/order-history');
    const logoutButton = screen.getByRole('button', { name: MESSAGES.logout });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: MESSAGES.logout })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.click(logoutButton);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('shows a badge of 0 while the cart is empty', async () => {
    stubShop();
    renderApp('/', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const cart = within(header()).getByRole('link', { name: 'Cart, 0 items' });
    expect(within(cart).getByText('0')).toBeInTheDocument();
  });

  it('closes the menu on Escape and returns focus to its button', async () => {
    stubShop();
    const { user } = renderApp('/', { user: createAuthUser('Asha Patil') });
    const toggle = await within(header()).findByRole('button', { name: 'Asha Patil' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('header on a narrow screen', () => {
  it('puts the search below the header row, drops the category dropdown and always shows the badge', async () => {
    setScreenWidth(NARROW_PX);
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });

    const logo = within(header()).getByRole('link', { name: /chitra/i });
    const row = logo.parentElement as HTMLElement;
    const search = within(header()).getByRole('search');
    expect(row).not.toContainElement(search);
    expect(row.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(search).getByRole('combobox', { name: MESSAGES.searchPlaceholder })).toBeInTheDocument();

    expect(within(header()).queryByRole('combobox', { name: MESSAGES.categoryPlaceholder })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: MESSAGES.signIn })).toBeInTheDocument();
    const cart = within(header()).getByRole('link', { name: 'Cart, 0 items' });
    expect(within(cart).getByText('0')).toBeInTheDocument();
  });

  it('moves the search into the header row when the window widens', async () => {
    setScreenWidth(NARROW_PX);
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    expect(within(header()).queryByRole('combobox', { name: MESSAGES.categoryPlaceholder })).not.toBeInTheDocument();

    const { act } = await import('@testing-library/react');
    act(() => setScreenWidth(1024));
    expect(within(header()).getByRole('combobox', { name: MESSAGES.categoryPlaceholder })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
