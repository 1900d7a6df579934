import { screen, within } from '@testing-library/react';
import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { ROUTE_PAGE_MODULES, ROUTE_PATTERNS, type RouteName } from '@chitra/contract/routes';
import { ROUTE_META } from '@chitra/contract/route-meta';
import { stubFetch } from '../test/fetch-stub';
import { configResponse, createAuthUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { RouteErrorBoundary } from './route-error-boundary';
import { paths } from '../lib/paths';
import routerSource from './router.tsx?raw';

const SIGNED_IN_ONLY = [
  paths.cart(),
  paths.orderHistory(),
  paths.paymentSuccess(),
  paths.paymentFailed(),
  paths.myOrders(),
  paths.orderDetail('order-1'),
  paths.myProfile(),
  paths.checkout(),
  paths.wishlist(),
];

const stubShop = () => stubFetch({ config: configResponse(), 'product/allcategory': { success: true, data: { category: [] } } });

const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route guards', () => {
  it.each(SIGNED_IN_ONLY)('sends a visitor without an access token from %s to /login', async (path) => {
    stubShop();
    const { router } = renderApp(path);
    await pageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: path, search: '' } });
  });

  it('lets a signed-in customer into the cart', async () => {
    stubShop();
    const { router } = renderApp(paths.cart(), { user: createAuthUser() });
    await pageHeading('Cart');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it.each([paths.login(), paths.signup()])('sends a signed-in customer from %s home', async (path) => {
    stubShop();
    const { router } = renderApp(path, { user: createAuthUser() });
    await pageHeading('Digital photographs');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows /login and /signup to a visitor, outside the main layout', async () => {
    stubShop();
    renderApp(paths.signup());
    await pageHeading('Sign Up');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /chitra/i })).toHaveAttribute('href', '/');
  });

  it('treats a user record without an access token as signed out', async () => {
    stubShop();
    const user = createAuthUser();
    user.data.users.accessToken = '';
    const { router } = renderApp(paths.wishlist(), { user });
    await pageHeading('Login');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('error screen', () => {
  it('answers an unknown route with a 404 inside the layout', async () => {
    stubShop();
    renderApp('/no-such-page');
    await pageHeading(MESSAGES.unexpectedError);
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.goToHome })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${MESSAGES.unexpectedError} | Chitra`);
  });

  it("shows an unexpected failure's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = () => {
      throw new Error('The gallery could not be opened');
    };
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Failing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await pageHeading(MESSAGES.unexpectedError);
    expect(screen.getByText('The gallery could not be opened')).toBeInTheDocument();
  });
  it('clears the error screen when the customer moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = () => {
      throw new Error('The gallery could not be opened');
    };
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Failing />} />
            <Route path="/" element={<h1>Home again</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    await pageHeading(MESSAGES.unexpectedError);
    fireEvent.click(screen.getByRole('link', { name: MESSAGES.goToHome }));
    await pageHeading('Home again');
  });
});

describe('pages, titles and breadcrumb', () => {
  it('titles the home page and shows it in the breadcrumb', async () => {
    stubShop();
    renderApp('/');
    await pageHeading('Digital photographs');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent(/^Home \/ Digital photographs$/);
    expect(within(breadcrumb).getByRole('link', { name: MESSAGES.home })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Digital photographs | Chitra');
  });

  it('heads /about with the word About, then says who the shop is; title and description kept in step', async () => {
    stubShop();
    renderApp(paths.about());
    await pageHeading(MESSAGES.about);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Home \/ About$/);
    expect(document.title).toBe('About | Chitra');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', ROUTE_META.about.description);
    expect(screen.getByRole('main')).toHaveTextContent(/Boisar/);
  });

  it.each([
    [paths.privacyPolicy(), MESSAGES.privacyPolicy, /Razorpay/],
    [paths.refundPolicy(), MESSAGES.refundPolicy, /no file of the order has been downloaded, we\s+refund the order in full/],
    [paths.shippingPolicy(), MESSAGES.shippingPolicy, /₹100 per order/],
    [paths.termsConditions(), MESSAGES.termsConditions, /sold under the licence you choose/],
  ])('renders %s under the heading %s, with its text', async (path, title, text) => {
    stubShop();
    renderApp(path);
    await pageHeading(title);
    expect(screen.getByRole('main')).toHaveTextContent(text);
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
  });

  it("states the prints' returns on the refund page", async () => {
    stubShop();
    renderApp(paths.refundPolicy());
    await pageHeading(MESSAGES.refundPolicy);
    expect(screen.getByRole('heading', { level: 2, name: 'Prints' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(/within 7 days of delivery/);
  });

  it('shows the licence comparison on /compare-product', async () => {
    stubShop();
    renderApp(paths.compareProduct());
    await pageHeading('Compare Products');
    expect(screen.getByText(/Every photograph is sold under one of these licences/)).toBeInTheDocument();
  });

  it.each([
    [paths.contact(), MESSAGES.contact],
    [paths.store(), 'Store'],
    [paths.categories(), 'Categories'],
    [paths.category('cat-1'), MESSAGES.categoriesProduct],
    [paths.product('p-1'), 'Product'],
    [paths.resetPassword('reset-token'), 'Reset Password'],
    [paths.blog(), 'Blog'],
    [paths.blogPost('b-1'), 'Blog'],
    [paths.forgotPassword(), 'Forgot Password'],
    [paths.otp(), 'Verify OTP'],
  ])('has a page at %s', async (path, title) => {
    stubShop();
    const { router } = renderApp(path);
    await pageHeading(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it('moves the breadcrumb and title along with navigation', async () => {
    stubShop();
    const { user } = renderApp('/');
    await pageHeading('Digital photographs');
    await user.click(screen.getByRole('link', { name: MESSAGES.aboutUs }));
    await pageHeading(MESSAGES.about);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Home \/ About$/);
    expect(document.title).toBe('About | Chitra');
  });
});

describe('the pages the server preloads', () => {
  it('names, for each landing route, the module the router loads for it', () => {
    for (const [name, module] of Object.entries(ROUTE_PAGE_MODULES) as [RouteName, string][]) {
      expect((ROUTE_PATTERNS as Record<string, string>)[name], name).toBeDefined();
      // The route renders its page, and that page's chunk is exactly that module.
      const route = name === 'home' ? '<Route index element={<Page.home />} />' : `<Route path={p.${name}} element={<Page.${name} />} />`;
      expect(routerSource, `${name} is in the router`).toContain(route);
      const declaration = routerSource.split('\n').find((line) => line.startsWith(`  ${name}: page(`));
      expect(declaration, name).toContain(`import('../${module}')`);
    }
  });
});
