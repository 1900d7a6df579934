import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKELETON_MS, STORE_PAGE_SIZE } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';
import { apiError, createCatalogueCategory, createListingProduct, listingProducts, productList } from './test-factories';

const categories = [
  createCatalogueCategory({ _id: 'cat-beaches', catogeryname: 'Beaches & Sea' }),
  createCatalogueCategory({ _id: 'cat-sunsets', catogeryname: 'Sunsets & Sunrises' }),
];

type ListReply = (url: URL) => Response | Promise<Response>;

/** The shop, with GET product/allproduct answered by `reply` (25 products, 10 a page, by default). */
function stubStore(reply: ListReply = pagedReply(25)) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: categories } },
    'product/allproduct': (request: Request) => reply(new URL(request.url)),
  });
}

function pagedReply(total: number): ListReply {
  return (url) => {
    const page = Number(url.searchParams.get('page'));
    const from = (page - 1) * STORE_PAGE_SIZE + 1;
    const count = Math.max(0, Math.min(STORE_PAGE_SIZE, total - from + 1));
    return jsonResponse(productList(listingProducts(count, from), total, page));
  };
}

const listCalls = (fetchMock: ReturnType<typeof stubFetch>): URL[] =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/v1/product/allproduct');

/**
 * The cards are in once their second of skeleton is over: with the fake
 * clock on, this moves it on 100 ms at a time until they are.
 */
async function findCard(title: string): Promise<HTMLElement> {
  for (let step = 0; step < 100; step += 1) {
    const link = screen.queryByRole('link', { name: title });
    if (link !== null) return link;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
  }
  throw new Error(`no card titled ${title}`);
}

/** Fakes only the timers the page's skeleton and RTK Query's cache use; promises stay real. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const pager = () => screen.getByRole('navigation', { name: 'Pages' });

/** Unfolds the price and tag filters (folded by default: docs/decisions/047). */
const openFilters = () => fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));

afterEach(() => {
  vi.useRealTimers();
  // The panel's open or folded state is remembered for the session.
  window.sessionStorage.clear();
});

describe('store listing', () => {
  it('shows skeleton cards for one second after the data arrives, then the cards', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubStore(async (url) => {
      await answered;
      return pagedReply(25)(url);
    });
    renderApp('/product');
    await screen.findByRole('heading', { level: 1, name: 'Store' });
    const skeletons = () => document.querySelectorAll('.product-card--skeleton').length;
    expect(skeletons()).toBe(STORE_PAGE_SIZE);

    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    // The data is in (the count shows it) but the cards wait their second. (Polled in
    // real time: vi.waitFor would move the fake clock on.)
    for (let tries = 0; screen.queryByText('25 products') === null; tries += 1) {
      if (tries > 200) throw new Error('the listing never arrived');
      await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SKELETON_MS - 1);
    });
    expect(skeletons()).toBe(STORE_PAGE_SIZE);
    // Meanwhile the cards are drawn, each hidden under its skeleton (the veil, which store-page.css
    // also lifts after the same second): not yet the list the customer reads.
    expect(screen.queryByRole('list', { name: 'Store' })).not.toBeInTheDocument();
    const veil = document.querySelector<HTMLElement>('.store-veil');
    expect(veil).toHaveAttribute('aria-busy', 'true');
    expect(veil?.style.getPropertyValue('--veil-ms')).toBe(`${SKELETON_MS}ms`);
    expect(document.querySelectorAll('.store-veil__tile > article.product-card')).toHaveLength(STORE_PAGE_SIZE);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(skeletons()).toBe(0);
    expect(document.querySelector('.store-veil')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photograph 1' })).toHaveAttribute('href', '/product/p-1');
    expect(within(screen.getByRole('list', { name: 'Store' })).getAllByRole('listitem')).toHaveLength(STORE_PAGE_SIZE);
    // The first tile is a phone's largest paint: fetched at once and first; the rest as they near the screen.
    const pictures = document.querySelectorAll('.product-card img');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
  });

  it("pages with Previous and Next around 'Page N', keeping the page in the address", async () => {
    fakeClock();
    const fetchMock = stubStore();
    const { router } = renderApp('/product');
    await findCard('Photograph 1');
    expect(within(pager()).getByText(`${MESSAGES.page} 1`)).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: MESSAGES.previous })).toBeDisabled();
    expect(listCalls(fetchMock)[0].searchParams.get('limit')).toBe(String(STORE_PAGE_SIZE));

    fireEvent.click(within(pager()).getByRole('button', { name: MESSAGES.next }));
    await findCard('Photograph 11');
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager()).getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: MESSAGES.previous })).toBeEnabled();

    fireEvent.click(within(pager()).getByRole('button', { name: MESSAGES.next }));
    await findCard('Photograph 21');
    // 25 products: page 3 is the last.
    expect(within(pager()).getByRole('button', { name: MESSAGES.next })).toBeDisabled();
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);

    // Back goes back a page, as the address says.
    await act(async () => {
      await router.navigate(-1);
    });
    await findCard('Photograph 11');
    expect(within(pager()).getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
  });

  it('reads its filters from the address and sends them as the API names them', async () => {
    fakeClock();
    const fetchMock = stubStore();
    renderApp('/product?category=cat-sunsets&sort=price&min=100&max=900.50&tags=sunset,hills&page=2');
    await findCard('Photograph 11');
    const url = listCalls(fetchMock)[0];
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: String(STORE_PAGE_SIZE),
      sort: 'price',
      category: 'cat-sunsets',
      tags: 'sunset,hills',
      'price[gte]': '100',
      'price[lte]': '900.50',
    });
    expect(screen.getByRole('link', { name: 'Sunsets & Sunrises' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: MESSAGES.all })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByRole('textbox', { name: 'Min (₹)' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Max (₹)' })).toHaveValue('900.50');
    expect(screen.getByRole('link', { name: 'Remove tag hills' })).toBeInTheDocument();
  });

  it('changes the address when a category, a sort or a price range is chosen, back on page 1', async () => {
    fakeClock();
    const fetchMock = stubStore();
    const { router } = renderApp('/product?page=2');
    await findCard('Photograph 11');

    fireEvent.click(screen.getByRole('link', { name: 'Beaches & Sea' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=cat-beaches'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-price' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=cat-beaches&sort=-price'));

    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Min (₹)' }), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max (₹)' }), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?category=cat-beaches&min=200&max=1500&sort=-price'));
    await vi.waitFor(() => {
      const last = listCalls(fetchMock).at(-1);
      expect(last?.searchParams.get('price[gte]')).toBe('200');
      expect(last?.searchParams.get('price[lte]')).toBe('1500');
      expect(last?.searchParams.get('page')).toBe('1');
    });

    fireEvent.click(screen.getByRole('link', { name: MESSAGES.all }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?min=200&max=1500&sort=-price'));
  });

  it('refuses a price range that is not one', async () => {
    fakeClock();
    stubStore();
    const { router } = renderApp('/product');
    await findCard('Photograph 1');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Min (₹)' }), { target: { value: '900' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Max (₹)' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await vi.waitFor(() => screen.getByRole('alert'))).toHaveTextContent('The minimum is above the maximum.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Max (₹)' }), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await vi.waitFor(() => screen.getByRole('alert'))).toHaveTextContent('Enter an amount in rupees');
    expect(screen.getByRole('textbox', { name: 'Max (₹)' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it("counts the products and prices them in 'Rs.', the sale price first and the old one struck", async () => {
    fakeClock();
    stubStore(() => jsonResponse(productList([createListingProduct({ _id: 'p-9', title: 'Sunsets of Palghar', price: 249999, salePrice: 100000 })], 1)));
    renderApp('/product');
    const link = await findCard('Sunsets of Palghar');
    expect(screen.getByText('1 product')).toBeInTheDocument();
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Rs. 1,00,000')).toBeInTheDocument();
    expect(within(card).getByText('Rs. 2,49,999').closest('s')).not.toBeNull();
    expect(within(card).getByRole('img', { name: 'Sunsets of Palghar' })).toHaveAttribute('width', '1600');
  });

  it('sends a visitor who taps the wishlist heart to sign in', async () => {
    fakeClock();
    stubStore();
    const { router } = renderApp('/product?page=2');
    await findCard('Photograph 11');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to wishlist' })[0]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The page to come back to, and the add to finish there once signed in.
    expect(router.state.location.state).toEqual({
      from: { pathname: '/product', search: '?page=2' },
      intent: { kind: 'addToWishlist', product: expect.objectContaining({ _id: 'p-11', title: 'Photograph 11' }) },
    });
  });

  it("says 'No products found.' when nothing matches", async () => {
    stubStore(() => jsonResponse(productList([], 0)));
    renderApp('/product?tags=nothing');
    expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Clear all filters' })[0]).toHaveAttribute('href', '/product');
  });

  it("shows 'Error: ' and the message when the listing fails", async () => {
    stubStore(() => jsonResponse(apiError('Invalid query: must be a category id', 'BAD_REQUEST'), 400));
    renderApp('/product?category=nope');
    expect(await screen.findByText('Error: Invalid query: must be a category id')).toBeInTheDocument();
  });
});

describe("store filters folded into 'Filters' (docs/decisions/047)", () => {
  const toggle = (name = 'Filters') => screen.getByRole('button', { name });
  const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

  it('starts folded, the grid on its own, with the categories still in sight and the filters still in the page', async () => {
    fakeClock();
    stubStore();
    renderApp('/product');
    await findCard('Photograph 1');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(toggle());
    expect(panel).not.toBeVisible();
    expect(panel.querySelector('input[name="min"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Min (₹)' })).not.toBeInTheDocument();
    const categoriesNav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categoriesNav).getByRole('link', { name: MESSAGES.all })).toHaveAttribute('aria-current', 'true');
    expect(within(categoriesNav).getByRole('link', { name: 'Sunsets & Sunrises' })).toBeVisible();

    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Min (₹)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('remembers the choice for the session', async () => {
    fakeClock();
    stubStore();
    const first = renderApp('/product');
    await findCard('Photograph 1');
    fireEvent.click(toggle());
    expect(window.sessionStorage.getItem('chitra.storeFilters')).toBe('open');
    first.unmount();

    const second = renderApp('/product');
    await findCard('Photograph 1');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(window.sessionStorage.getItem('chitra.storeFilters')).toBe('closed');
    second.unmount();

    renderApp('/product');
    await findCard('Photograph 1');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrives unfolded when the address holds a price range or tags, and says how many are applied', async () => {
    fakeClock();
    stubStore();
    window.sessionStorage.setItem('chitra.storeFilters', 'closed');
    renderApp('/product?tags=sunset,hills&min=100');
    await findCard('Photograph 1');
    const button = toggle('Filters (3 applied)');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.querySelector('.filters-toggle__count')).toHaveTextContent(/^3$/);
    expect(within(panelOf(button)).getByRole('link', { name: 'Remove tag hills' })).toBeVisible();
    expect(within(panelOf(button)).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/product');
  });
});

describe('the store in Marathi (/mr/product)', () => {
  it('lists, counts and prices in Marathi, and its filters speak it', async () => {
    fakeClock();
    stubStore();
    const { router } = await renderAppIn('mr', '/product');
    const card = (await findCard('Photograph 1')).closest('article') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'दुकान' })).toBeInTheDocument();
    expect(screen.getByText('२५ छायाचित्रे')).toBeInTheDocument();
    // 'Rs.' is the spec's English: Marathi prices in ₹ and Devanagari digits.
    expect(within(card).getByText('₹४९९')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कार्टमध्ये टाका' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'क्रम' });
    expect(within(sort).getByRole('option', { name: 'नवे आधी' })).toHaveProperty('selected', true);
    const categoriesNav = screen.getByRole('navigation', { name: 'श्रेण्या' });
    expect(within(categoriesNav).getByRole('link', { name: 'सर्व' })).toHaveAttribute('aria-current', 'true');
    expect(within(categoriesNav).getByRole('link', { name: 'Beaches & Sea' })).toHaveAttribute('href', '/mr/product?category=cat-beaches');

    fireEvent.click(screen.getByRole('button', { name: 'फिल्टर' }));
    const min = screen.getByRole('textbox', { name: 'किमान (₹)' });
    const max = screen.getByRole('textbox', { name: 'कमाल (₹)' });
    fireEvent.change(min, { target: { value: '900' } });
    fireEvent.change(max, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'लागू करा' }));
    expect(await vi.waitFor(() => screen.getByRole('alert'))).toHaveTextContent('किमान किंमत कमालपेक्षा जास्त आहे.');
    fireEvent.change(max, { target: { value: 'खूप' } });
    fireEvent.click(screen.getByRole('button', { name: 'लागू करा' }));
    expect(await vi.waitFor(() => screen.getByRole('alert'))).toHaveTextContent('रुपयांत रक्कम लिहा');

    // A Marathi keyboard types Devanagari digits: the range is the same rupees, in the address in Latin digits.
    fireEvent.change(min, { target: { value: '२००' } });
    fireEvent.change(max, { target: { value: '१५००' } });
    fireEvent.click(screen.getByRole('button', { name: 'लागू करा' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?min=200&max=1500'));
    const toggle = await vi.waitFor(() => screen.getByRole('button', { name: 'फिल्टर (१ लावले)' }));
    expect(toggle.querySelector('.filters-toggle__count')).toHaveTextContent(/^१$/);
    expect(screen.getByRole('link', { name: 'किंमत काढा' })).toHaveAttribute('href', '/mr/product');
  });

  it("names the category filter's chips in Marathi where the categories have Marathi names, else in English marked en-IN", async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': {
        success: true,
        data: {
          category: [
            createCatalogueCategory({ _id: 'cat-beaches', catogeryname: 'Beaches & Sea', translations: { mr: { name: 'किनारे आणि समुद्र' } } }),
            createCatalogueCategory({ _id: 'cat-sunsets', catogeryname: 'Sunsets & Sunrises' }),
          ],
        },
      },
      'product/allproduct': () => jsonResponse(productList([], 0)),
    });
    await renderAppIn('mr', '/product');
    const categoriesNav = await screen.findByRole('navigation', { name: 'श्रेण्या' });
    const beaches = await within(categoriesNav).findByRole('link', { name: 'किनारे आणि समुद्र' });
    expect(beaches).toHaveAttribute('href', '/mr/product?category=cat-beaches');
    expect(beaches).not.toHaveAttribute('lang');
    expect(within(categoriesNav).getByRole('link', { name: 'Sunsets & Sunrises' })).toHaveAttribute('lang', 'en-IN');
  });

  it('says so in Marathi when nothing matches', async () => {
    stubStore(() => jsonResponse(productList([], 0)));
    await renderAppIn('mr', '/product?category=cat-beaches');
    expect(await screen.findByText('एकही छायाचित्र सापडले नाही.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'सर्व फिल्टर काढा' })[0]).toHaveAttribute('href', '/mr/product');
  });

  it("titles the header search's results in Marathi", async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: categories } },
      'product/search': () => jsonResponse({ success: true, data: { product: [] } }),
    });
    await renderAppIn('mr', '/product?search=sunset');
    expect(await screen.findByRole('heading', { level: 1, name: '“sunset” साठी निकाल' })).toBeInTheDocument();
    expect(await screen.findByText('एकही निकाल सापडला नाही')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपूर्ण दुकान पाहा' })).toHaveAttribute('href', '/mr/product');
    await vi.waitFor(() => expect(document.title).toBe('शोध: sunset | Chitra'));
  });
});
