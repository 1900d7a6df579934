import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { logout } from '../lib/session';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { ADD_PRINT, ORDER_A_PRINT } from '../features/catalogue/order-print-section';
import { createProductResponse } from '../features/catalogue/test-factories';
import { cartResponse, createCartItem } from '../test/cart-fixtures';
import { configResponse, createAuthUser, createCategory } from '../test/fixtures';
import { NARROW_PX, WIDE_PX, setScreenWidth } from '../test/match-media';
import { renderApp, renderAppIn } from '../test/render-app';

vi.mock('../lib/session', () => ({ logout: vi.fn() }));

const categories = [createCategory({ _id: 'cat-landscapes', catogeryname: 'Landscapes' }), createCategory({ _id: 'cat-wildlife', catogeryname: 'Wildlife' })];

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

  it('marks the cart badge, and the count in the link’s name, for narrow screens only (CSS hides them from 768 px)', async () => {
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });

    // jsdom applies no style sheet: the name is the phone's, which header.css cuts to 'Cart' from 768 px.
    const cart = within(header()).getByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveClass('cart-link--badge-narrow');
    expect(cart.querySelector('.cart-link__name .cart-link__count')).toHaveTextContent(/^, 0 items$/);
    expect(cart.querySelector('.cart-link__badge')).toHaveTextContent(/^0$/);
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
    expect(cart).not.toHaveClass('cart-link--badge-narrow');

    // The customer's menu is a chunk of its own, loaded once someone is signed in.
    const toggle = await within(header()).findByRole('button', { name: 'Asha Patil' });
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

describe('one header at every width (decision 046)', () => {
  async function headerAt(width: number): Promise<string> {
    setScreenWidth(width);
    stubShop();
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    await within(header()).findByRole('option', { name: 'Wildlife' });
    // useId's ids count up from one render to the next in a test: only they may differ.
    const markup = header().outerHTML.replace(/«r[0-9a-z]+»|_r_[0-9a-z]+_/g, 'ID');
    view.unmount();
    return markup;
  }

  it('draws the same markup on a phone and on a desktop, for CSS to arrange', async () => {
    const narrow = await headerAt(NARROW_PX);
    expect(await headerAt(WIDE_PX)).toBe(narrow);
  });

  it('holds both arrangements: the menu button, the logo, the navigation, the search with the category dropdown, the actions', async () => {
    stubShop();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const row = within(header()).getByRole('link', { name: /chitra/i }).parentElement as HTMLElement;
    expect([...row.children].map((child) => child.className)).toEqual([
      'menu-button',
      'site-header__logo',
      'primary-nav',
      'site-header__find',
      'site-header__actions',
    ]);
    expect(within(row).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(row).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const find = row.querySelector('.site-header__find') as HTMLElement;
    expect(within(find).getByRole('combobox', { name: MESSAGES.searchPlaceholder })).toBeInTheDocument();
    expect(within(find).getByRole('combobox', { name: MESSAGES.categoryPlaceholder })).toBeInTheDocument();
  });
});

describe('primary navigation', () => {
  it('links every public page on a desktop, the categories in a list that opens and closes', async () => {
    stubShop();
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/product');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: MESSAGES.about })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: MESSAGES.contact })).toHaveAttribute('href', '/contact');

    const categories = within(nav).getByRole('button', { name: 'Categories' });
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    await user.click(categories);
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Wildlife' })).toHaveAttribute('href', '/catagory/cat-wildlife');
    expect(within(nav).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/catagory');
    await user.click(within(nav).getByRole('link', { name: 'Landscapes' }));
    expect(router.state.location.pathname).toBe('/catagory/cat-landscapes');
    expect(categories).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds My Profile, Wishlist and My Orders to the user menu, beside Order History and Logout', async () => {
    stubShop();
    const { user } = renderApp('/', { user: createAuthUser('Asha Patil') });
    await user.click(await within(header()).findByRole('button', { name: 'Asha Patil' }));
    const names = within(header())
      .getAllByRole('listitem')
      .map((item) => (item.querySelector('.user-menu__label') ?? item).textContent)
      .filter((text) => ['My Profile', 'Wishlist', MESSAGES.orderHistory, 'My Orders', MESSAGES.logout].includes(text ?? ''));
    expect(names).toEqual(['My Profile', 'Wishlist', MESSAGES.orderHistory, 'My Orders', MESSAGES.logout]);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  });
});

describe('menu drawer on a phone', () => {
  async function openDrawer() {
    setScreenWidth(NARROW_PX);
    stubShop();
    const view = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const button = within(header()).getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    return { ...view, button, drawer };
  }

  it('opens as a modal dialog with every page and every category, the focus inside', async () => {
    const { button, drawer } = await openDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-controls', drawer.id);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Store', '/product'],
      ['Categories', '/catagory'],
      ['Landscapes', '/catagory/cat-landscapes'],
      ['Wildlife', '/catagory/cat-wildlife'],
      ['Blog', '/blog'],
      [MESSAGES.about, '/about'],
      [MESSAGES.contact, '/contact'],
    ]) {
      expect(await within(nav).findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to the button', async () => {
    const { user, button, drawer } = await openDrawer();
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    // The drawer's last stop: the last of the other languages (the current one is not a link).
    expect(within(drawer).getByRole('link', { name: 'मराठी' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'मराठी' })).toHaveAttribute('href', '/mr');
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a page is chosen, and opens that page', async () => {
    const { user, drawer, router } = await openDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Store' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    const { user, drawer, button } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('the print cart in the header', () => {
  const printLine = (id: string, quantity: number) => ({
    _id: id,
    productId: { _id: `print-${id}`, title: 'Kelva Beach', images: [] },
    quantity,
    price: 1499,
    color: { _id: 'c-teal', title: 'teal' },
  });
  const printCart = (lines: ReturnType<typeof printLine>[]) => ({ success: true, cart: lines, cartTotal: 0, shipping: 0, totalPrice: 0 });

  it('shows how many prints it holds, as a link to /checkout named with the count', async () => {
    stubShop({ 'user/cart': printCart([printLine('l1', 2), printLine('l2', 1)]) });
    renderApp('/', { user: createAuthUser('Asha Patil') });
    const link = await within(header()).findByRole('link', { name: 'Print cart, 3 prints' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(within(link).getByText('3')).toBeInTheDocument();
    // The digital cart keeps its own name and count.
    expect(within(header()).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('says one print in the singular, on a phone too', async () => {
    setScreenWidth(NARROW_PX);
    stubShop({ 'user/cart': printCart([printLine('l1', 1)]) });
    renderApp('/', { user: createAuthUser('Asha Patil') });
    expect(await within(header()).findByRole('link', { name: 'Print cart, 1 print' })).toHaveAttribute('href', '/checkout');
  });

  it('is not there while the print cart is empty, nor signed out (when nothing asks for it)', async () => {
    const fetchMock = stubShop({ 'user/cart': printCart([]) });
    renderApp('/', { user: createAuthUser('Asha Patil') });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.endsWith('/user/cart'))).toBe(true));
    expect(within(header()).queryByRole('link', { name: /^Print cart/ })).not.toBeInTheDocument();
  });

  it('appears as soon as a print is added on the product page (the add refetches the print cart)', async () => {
    const productId = '5b0e1f3a-55d5-4c1e-9d9c-2f4b0b1a7c11';
    const product = createProductResponse({ _id: productId, title: 'Kelva Beach' }, 1);
    product.product.printPrice = 1499;
    product.product.color = [{ _id: 'c-teal', name: 'teal' }];
    let lines: ReturnType<typeof printLine>[] = [];
    stubShop({
      [`product/getproduct/${productId}`]: product,
      [`users/owned/${productId}`]: { success: true, data: null },
      'user/cart': (request: Request) => {
        if (request.method !== 'POST') return jsonResponse(printCart(lines));
        lines = [printLine('l1', 2)];
        return jsonResponse({ success: true, message: MESSAGES.productAddedToCart, data: lines[0] }, 201);
      },
    });
    const { user } = renderApp(`/product/${productId}`, { user: createAuthUser('Asha Patil') });
    const offer = await screen.findByRole('region', { name: ORDER_A_PRINT });
    expect(within(header()).queryByRole('link', { name: /^Print cart/ })).not.toBeInTheDocument();
    await user.selectOptions(within(offer).getByLabelText('Quantity'), '2');
    await user.click(within(offer).getByRole('button', { name: ADD_PRINT }));
    expect(await within(header()).findByRole('link', { name: 'Print cart, 2 prints' })).toHaveAttribute('href', '/checkout');
  });
});

describe("the categories' names in Hindi and Marathi (issue 29)", () => {
  const named = [
    createCategory({ _id: 'cat-landscapes', catogeryname: 'Landscapes', translations: { mr: { name: 'निसर्गदृश्ये' }, hi: { name: 'प्राकृतिक दृश्य' } } }),
    createCategory({ _id: 'cat-wildlife', catogeryname: 'Wildlife' }),
  ];

  it("names them in Marathi where they have Marathi names, in the navigation's list, the dropdown and the drawer, else in English marked en-IN", async () => {
    stubShop({ 'product/allcategory': { success: true, data: { category: named } } });
    const { user } = await renderAppIn('mr', '/about');

    const select = within(header()).getByRole('combobox', { name: 'श्रेणी' });
    const option = await within(select).findByRole('option', { name: 'निसर्गदृश्ये' });
    expect(option).not.toHaveAttribute('lang');
    expect(within(select).getByRole('option', { name: 'Wildlife' })).toHaveAttribute('lang', 'en-IN');

    const nav = within(header()).getAllByRole('navigation', { name: 'मुख्य' })[0];
    await user.click(within(nav).getByRole('button', { name: 'श्रेण्या' }));
    const landscapes = within(nav).getByRole('link', { name: 'निसर्गदृश्ये' });
    expect(landscapes).toHaveAttribute('href', '/mr/catagory/cat-landscapes');
    expect(landscapes).not.toHaveAttribute('lang');
    expect(within(nav).getByRole('link', { name: 'Wildlife' })).toHaveAttribute('lang', 'en-IN');

    await user.click(within(header()).getByRole('button', { name: 'मेनू' }));
    const drawer = screen.getByRole('dialog', { name: 'मेनू' });
    expect(within(drawer).getByRole('link', { name: 'निसर्गदृश्ये' })).not.toHaveAttribute('lang');
    expect(within(drawer).getByRole('link', { name: 'Wildlife' })).toHaveAttribute('lang', 'en-IN');
    expect(within(header()).queryByText('प्राकृतिक दृश्य')).not.toBeInTheDocument();
  });

  it('names them in English on an English page, whatever translations they have, none marked', async () => {
    stubShop({ 'product/allcategory': { success: true, data: { category: named } } });
    renderApp('/about');
    const select = within(header()).getByRole('combobox', { name: MESSAGES.categoryPlaceholder });
    expect(await within(select).findByRole('option', { name: 'Landscapes' })).not.toHaveAttribute('lang');
    expect(within(header()).queryByText(/निसर्गदृश्ये|प्राकृतिक/)).not.toBeInTheDocument();
    // (The language switcher's links name each language in itself, marked so: not the catalogue's words.)
    expect(header().querySelector('.primary-nav [lang], select [lang]')).toBeNull();
  });
});
