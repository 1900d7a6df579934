import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, STORE_PAGE_SIZE } from '@chitra/contract/constants';
import type { HomeProduct } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { createHomeProduct, createProductResponse } from '../features/catalogue/test-factories';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { configResponse } from '../test/fixtures';
import { renderApp, renderAppIn } from '../test/render-app';

const products = (count: number, from = 1): HomeProduct[] =>
  Array.from({ length: count }, (_, i) => createHomeProduct({ _id: `p-${from + i}`, title: `Sunset ${from + i}`, salePrice: 100000 }));

type Pages = Record<number, HomeProduct[]>;

/** The shop with a search that answers `pages` (missing pages are empty), or fails with `status`. */
function stubSearch(pages: Pages, status = 200) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'product/getproduct/p-2': createProductResponse({ _id: 'p-2', title: 'Sunset 2' }),
    'product/search': (request: Request) => {
      if (status !== 200) return jsonResponse({ success: false, message: 'Search is resting', code: 'INTERNAL' }, status);
      const page = Number(new URL(request.url).searchParams.get('page'));
      return jsonResponse({ success: true, data: { product: pages[page] ?? [] } });
    },
  });
}

const searchCalls = (fetchMock: ReturnType<typeof stubFetch>): URL[] =>
  fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === '/api/v1/product/search');

async function openSearch(locale?: 'mr') {
  // The menu is a chunk of its own, fetched on the first focus: here at once, so the debounce's fake clock counts from the typing.
  await import('./search-menu');
  // /about: a page that asks the API for nothing of its own.
  const view = locale === undefined ? renderApp('/about') : await renderAppIn(locale, '/about');
  const input = await screen.findByRole('combobox', { name: locale === undefined ? MESSAGES.searchPlaceholder : 'छायाचित्रे शोधा' });
  // Only the debounce's clock is faked; promises, animation frames and polling stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { ...view, input };
}

async function type(input: HTMLElement, text: string) {
  // Async: the first focus mounts the menu once its chunk is in.
  await act(async () => {
    input.focus();
  });
  fireEvent.change(input, { target: { value: text } });
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The search's own options (the header's category dropdown has options too). */
const results = (): HTMLElement[] => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

/** The results, once there are some. */
const loadedResults = (): Promise<HTMLElement[]> =>
  vi.waitFor(() => {
    const found = results();
    if (found.length === 0) throw new Error('no results yet');
    return found;
  });

const menuOf = (input: HTMLElement): HTMLElement => {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (listbox === null) throw new Error('the combobox controls no listbox');
  return listbox.parentElement as HTMLElement;
};

/** Pretends the menu was scrolled so that `fromBottom` px are left below its view. */
function scrollMenu(menu: HTMLElement, fromBottom: number) {
  Object.defineProperty(menu, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(menu, 'clientHeight', { configurable: true, value: 300 });
  menu.scrollTop = 1000 - 300 - fromBottom;
  fireEvent.scroll(menu);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('header search', () => {
  it('is a combobox that controls a listbox', async () => {
    stubSearch({});
    const { input } = await openSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('id', input.getAttribute('aria-controls'));
  });

  it('waits 400 ms after the typing stops, then fetches page 1 once', async () => {
    const fetchMock = stubSearch({ 1: products(3) });
    const { input } = await openSearch();

    await type(input, 'su');
    await wait(200);
    await type(input, 'sun');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(searchCalls(fetchMock)).toHaveLength(0);

    await wait(1);
    await vi.waitFor(() => expect(searchCalls(fetchMock)).toHaveLength(1));
    const [url] = searchCalls(fetchMock);
    expect(url.searchParams.get('search')).toBe('sun');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('limit')).toBe(String(SEARCH_PAGE_SIZE));

    await vi.waitFor(() => expect(results()).toHaveLength(3));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // A thumbnail, the title and the price of each result.
    const first = results()[0];
    expect(first).toHaveTextContent('Sunset 1');
    expect(first).toHaveTextContent('₹1,00,000');
    // A 48 px thumbnail: the browser takes the 320 px rendition.
    expect(first.querySelector('img')).toHaveAttribute('sizes', '48px');
    expect(first.querySelector('img')?.getAttribute('srcset')).toContain('/media/p-1-320.jpg 320w');
  });

  it('asks for nothing under 2 characters and says no matches were found', async () => {
    const fetchMock = stubSearch({ 1: products(3) });
    const { input } = await openSearch();

    await type(input, ' s ');
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(searchCalls(fetchMock)).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(MESSAGES.searchNoMatches)).toBeVisible();
    expect(results()).toHaveLength(0);
  });

  it('loads the next page near the bottom of the menu, and stops after an empty page', async () => {
    const fetchMock = stubSearch({ 1: products(SEARCH_PAGE_SIZE), 2: products(SEARCH_PAGE_SIZE, 11) });
    const { input } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(results()).toHaveLength(10));
    const menu = menuOf(input);
    expect(within(menu).queryByText(MESSAGES.searchNoMoreResults)).not.toBeInTheDocument();

    // Further than 10 px from the bottom: nothing.
    scrollMenu(menu, 11);
    expect(searchCalls(fetchMock)).toHaveLength(1);

    // Within 10 px: page 2, once however many scroll events arrive while it loads.
    scrollMenu(menu, 10);
    scrollMenu(menu, 0);
    expect(within(menu).getByText(MESSAGES.searchLoadingMore)).toBeInTheDocument();
    await vi.waitFor(() => expect(results()).toHaveLength(20));
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);

    // Page 3 is empty: no more results, and no more asking.
    scrollMenu(menu, 0);
    await vi.waitFor(() => expect(within(menu).getByText(MESSAGES.searchNoMoreResults)).toBeInTheDocument());
    expect(searchCalls(fetchMock).map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    scrollMenu(menu, 0);
    scrollMenu(menu, 5);
    expect(searchCalls(fetchMock)).toHaveLength(3);
    expect(results()).toHaveLength(20);
  });

  it('says so when nothing matches', async () => {
    stubSearch({});
    const { input } = await openSearch();
    await type(input, 'zzqx');
    await wait(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(screen.getByText(MESSAGES.searchNoResults)).toBeInTheDocument());
    expect(results()).toHaveLength(0);
  });

  it('clears the old results when new words are searched', async () => {
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      'product/search': (request: Request) => {
        const words = new URL(request.url).searchParams.get('search');
        return jsonResponse({ success: true, data: { product: words === 'sunset' ? products(2) : products(1, 3) } });
      },
    });
    const { input } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    expect((await loadedResults()).map((o) => o.textContent)).toEqual([expect.stringContaining('Sunset 1'), expect.stringContaining('Sunset 2')]);

    await type(input, 'sunrise');
    // Until the 400 ms are up the old results stay; then page 1 of the new words replaces them.
    expect(results()).toHaveLength(2);
    await wait(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]).toHaveTextContent('Sunset 3');
  });

  it('moves through the results with the arrows and opens the one chosen with Enter', async () => {
    stubSearch({ 1: products(3) });
    const { input, router } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    const options = await loadedResults();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(input, { key: 'Enter' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product/p-2'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sunset 2' })).toBeInTheDocument(), { timeout: 5000 });
  });

  it('opens a result that is clicked', async () => {
    stubSearch({ 1: products(3) });
    const { input, router } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.click((await loadedResults())[1]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product/p-2'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    stubSearch({ 1: products(3) });
    const { input } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    await loadedResults();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('only logs a failure, and stops asking for more', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubSearch({}, 500);
    const { input } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(screen.getByText(MESSAGES.searchNoResults)).toBeInTheDocument());
    expect(warn).toHaveBeenCalledWith('Product search failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    scrollMenu(menuOf(input), 0);
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });
});

describe('header search in Marathi (issue 29)', () => {
  it('suggests a photograph by its Marathi title where it has one, else by its English one marked en-IN', async () => {
    stubSearch({
      1: [
        createHomeProduct({ _id: 'p-1', title: 'Sunset 1', translations: { mr: { title: 'सूर्यास्त १' } } }),
        createHomeProduct({ _id: 'p-2', title: 'Sunset 2', translations: { hi: { title: 'सूर्यास्त २' } } }),
      ],
    });
    const { input } = await openSearch('mr');
    await type(input, 'सूर्यास्त');
    await wait(SEARCH_DEBOUNCE_MS);
    const [marathi, english] = await loadedResults();
    const title = (option: HTMLElement) => option.querySelector('.search-box__title') as HTMLElement;
    expect(title(marathi)).toHaveTextContent(/^सूर्यास्त १$/);
    expect(title(marathi)).not.toHaveAttribute('lang');
    expect(title(english)).toHaveTextContent(/^Sunset 2$/);
    expect(title(english)).toHaveAttribute('lang', 'en-IN');
  });

  it('suggests by the English title on an English page, unmarked', async () => {
    stubSearch({ 1: [createHomeProduct({ _id: 'p-1', title: 'Sunset 1', translations: { mr: { title: 'सूर्यास्त १' } } })] });
    const { input } = await openSearch();
    await type(input, 'sunset');
    await wait(SEARCH_DEBOUNCE_MS);
    const [option] = await loadedResults();
    expect(option).toHaveTextContent('Sunset 1');
    expect(option.querySelector('[lang]')).toBeNull();
  });
});

describe('header search, Enter with no result chosen', () => {
  it('opens /product?search=… with every result a page at a time, Previous and Next like the store', async () => {
    const fetchMock = stubSearch({ 1: products(STORE_PAGE_SIZE), 2: products(3, STORE_PAGE_SIZE + 1) });
    const { input, router } = await openSearch();
    // No debounce is waited on here: the real clock, for testing-library's polling.
    vi.useRealTimers();
    await type(input, '  sunst  ');
    fireEvent.submit(input.closest('form') as HTMLFormElement);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    expect(router.state.location.search).toBe('?search=sunst');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Results for “sunst”' });
    expect(document.title).toBe('Search: sunst | Chitra');
    const list = await screen.findByRole('list', { name: heading.textContent ?? '' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(STORE_PAGE_SIZE);
    // The same search as the suggestions (typo tolerance included), a store page's worth at a time.
    const asked = searchCalls(fetchMock).at(-1)!;
    expect(asked.searchParams.get('search')).toBe('sunst');
    expect(asked.searchParams.get('limit')).toBe(String(STORE_PAGE_SIZE));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=sunst&page=2'));
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: heading.textContent ?? '' })).getAllByRole('heading', { level: 2 })).toHaveLength(3));
    // A short page is the last: no Next.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('says so when nothing matches, with a way to the whole store', async () => {
    stubSearch({});
    const { input, router } = await openSearch();
    vi.useRealTimers();
    await type(input, 'zzqx');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=zzqx'));
    expect(await screen.findByText(MESSAGES.searchNoResults)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the whole store' })).toHaveAttribute('href', '/product');
  });

  it('does nothing for blank words', async () => {
    const fetchMock = stubSearch({});
    const { input, router } = await openSearch();
    await type(input, '   ');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/about');
    expect(searchCalls(fetchMock)).toHaveLength(0);
  });

  it('lets the keyboard reach the scrolling list (axe scrollable-region-focusable)', async () => {
    stubSearch({ 1: products(3) });
    const { input } = await openSearch();
    expect(menuOf(input)).toHaveAttribute('tabindex', '0');
  });
});
