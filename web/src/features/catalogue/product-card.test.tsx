import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';
import { createCatalogueCategory, createHomeProduct, createListingProduct, productList } from './test-factories';

const CAT_ID = 'cat-sunsets';

/** 'Photograph 1' in Marathi and Hindi; 'Photograph 2' in English only. */
const TRANSLATED = { 1: { mr: { title: 'छायाचित्र एक' }, hi: { title: 'चित्र एक' } } } as const;

/** Every listing answers with 'Photograph 1' (₹499, no sale, with the titles of TRANSLATED) and 'Photograph 2'. */
function stubListings() {
  const translations = (n: number) => (n === 1 ? { translations: TRANSLATED[1] } : {});
  const listing = () => jsonResponse(productList([1, 2].map((n) => createListingProduct({ _id: `p-${n}`, title: `Photograph ${n}`, ...translations(n) }))));
  const found = () => [1, 2].map((n) => createHomeProduct({ _id: `p-${n}`, title: `Photograph ${n}`, ...translations(n) }));
  return stubFetch({
    config: configResponse(),
    'home/banners': { success: true, data: [], logo: null },
    'product/allcategory': { success: true, data: { category: [createCatalogueCategory({ _id: CAT_ID, catogeryname: 'Sunsets & Sunrises' })] } },
    'product/toptwentyproduct': { success: true, data: found() },
    'product/allproduct': listing,
    [`product/allproduct/${CAT_ID}`]: listing,
    'product/search': () => jsonResponse({ success: true, data: { product: found() } }),
  });
}

/** The card of 'Photograph 1', once it shows (the store's waits out its second of skeleton). */
async function firstCard(): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: 'Photograph 1' }, { timeout: 3000 });
  return link.closest('article') as HTMLElement;
}

/** The card's links and buttons in the order Tab reaches them (none is taken out of it). */
const tabStops = (card: HTMLElement) =>
  [...card.querySelectorAll<HTMLElement>('a[href], button')].map((el) => {
    expect(el).not.toHaveAttribute('tabindex', '-1');
    return el.getAttribute('aria-label') ?? el.textContent;
  });

describe('one product card in every listing (docs/decisions/047)', () => {
  it.each([
    ['the home page', '/', 'H3', '₹499', PICTURE_SIZES.compactCard],
    ['the store', '/product', 'H2', 'Rs. 499', PICTURE_SIZES.card],
    ['a category', `/catagory/${CAT_ID}`, 'H2', '₹499', PICTURE_SIZES.card],
    ['the search results', '/product?search=photograph', 'H2', 'Rs. 499', PICTURE_SIZES.card],
  ])('%s: the photograph first, then the title, the price, the heart and Add to Cart', async (_, path, heading, price, sizes) => {
    stubListings();
    renderApp(path);
    const card = await firstCard();
    expect(card).toHaveClass('product-card');
    // The picture leads, its shape known before it loads.
    const media = card.firstElementChild as HTMLElement;
    expect(media).toHaveClass('product-card__media');
    const img = within(media).getByRole('img', { name: 'Photograph 1' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img.getAttribute('srcset')).toContain('320w');
    expect(within(card).getByRole('link', { name: 'Photograph 1' }).parentElement?.tagName).toBe(heading);
    expect(within(card).getByText(price)).toHaveClass('card-price__now');
    expect(tabStops(card)).toEqual(['Photograph 1', 'Add to wishlist', MESSAGES.addToCart]);
    // The second picture is below the fold on a phone: it loads as it nears the screen.
    const second = (await screen.findByRole('link', { name: 'Photograph 2' })).closest('article') as HTMLElement;
    expect(within(second).getByRole('img', { name: 'Photograph 2' })).toHaveAttribute('loading', 'lazy');
  });

  it("keeps the category's masonry: each frame at its photograph's own shape", async () => {
    stubListings();
    renderApp(`/catagory/${CAT_ID}`);
    const card = await firstCard();
    expect(card).toHaveClass('product-card product-card--natural');
    expect(screen.getByRole('list', { name: MESSAGES.categoriesProduct })).toHaveClass('masonry');
    expect(within(card).getByRole('img', { name: 'Photograph 1' })).toHaveAttribute('loading', 'eager');
  });

  it("reaches the heart and 'Add to Cart' from the title with Tab, and Enter presses them", async () => {
    stubListings();
    const { router, user } = renderApp('/product?search=photograph');
    const card = await firstCard();
    within(card).getByRole('link', { name: 'Photograph 1' }).focus();
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Add to wishlist' })).toHaveFocus();
    await user.tab();
    const cart = within(card).getByRole('button', { name: MESSAGES.addToCart });
    expect(cart).toHaveFocus();
    // Signed out, 'Add to Cart' leads to sign-in, the add finished there.
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the card in Marathi and Hindi (issue 29)', () => {
  it.each([
    ['the home page', '/'],
    ['a category', `/catagory/${CAT_ID}`],
    ['the search results', '/product?search=photograph'],
  ])('%s in Marathi: the Marathi title where there is one, else the English marked en-IN', async (_, path) => {
    stubListings();
    await renderAppIn('mr', path);
    const link = await screen.findByRole('link', { name: 'छायाचित्र एक' }, { timeout: 3000 });
    expect(link).not.toHaveAttribute('lang');
    expect(link).toHaveAttribute('href', '/mr/product/p-1');
    const card = link.closest('article') as HTMLElement;
    // The picture is named the same, in the same language.
    expect(within(card).getByRole('img', { name: 'छायाचित्र एक' })).not.toHaveAttribute('lang');
    expect(within(card).queryByText('Photograph 1')).not.toBeInTheDocument();

    const english = await screen.findByRole('link', { name: 'Photograph 2' });
    expect(english).toHaveAttribute('lang', 'en-IN');
    expect(within(english.closest('article') as HTMLElement).getByRole('img', { name: 'Photograph 2' })).toHaveAttribute('lang', 'en-IN');
  });

  it('shows the Hindi title to a Hindi page', async () => {
    stubListings();
    await renderAppIn('hi', '/');
    expect(await screen.findByRole('link', { name: 'चित्र एक' })).not.toHaveAttribute('lang');
    expect(screen.queryByRole('link', { name: 'छायाचित्र एक' })).not.toBeInTheDocument();
  });

  it('shows an English page the English titles only, none marked', async () => {
    stubListings();
    renderApp('/');
    const card = await firstCard();
    expect(within(card).getByRole('link', { name: 'Photograph 1' })).not.toHaveAttribute('lang');
    expect(screen.queryByText(/छायाचित्र|चित्र/)).not.toBeInTheDocument();
    expect(card.querySelector('[lang]')).toBeNull();
  });
});
