import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@chitra/contract/constants';
import type { Banner } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createImageSources } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { apiError, createCatalogueCategory, createHomeProduct } from './test-factories';

const banner = (name: string): Banner => ({
  url: `/media/${name}.jpg`,
  webp: `/media/${name}.webp`,
  width: 1600,
  height: 600,
  alt: `Banner ${name}`,
  small: { url: `/media/${name}-small.jpg`, webp: `/media/${name}-small.webp`, width: 800, height: 300 },
  sources: createImageSources(name),
});

const categories = [
  createCatalogueCategory({ _id: 'cat-beaches', catogeryname: 'Beaches & Sea' }),
  createCatalogueCategory({ _id: 'cat-sunsets', catogeryname: 'Sunsets & Sunrises' }),
];

type Routes = Parameters<typeof stubFetch>[0];

function stubHome(overrides: Routes = {}) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: categories } },
    'product/toptwentyproduct': {
      success: true,
      data: [
        createHomeProduct({ _id: 'p-1', title: 'Kelva Beach at golden hour', price: 100000, salePrice: 100000 }),
        createHomeProduct({ _id: 'p-2', title: 'Vasai Fort sunset', price: 599, salePrice: 499 }),
      ],
    },
    'home/banners': { success: true, data: [banner('coast'), banner('hills')], logo: null },
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('home page', () => {
  it("has 'Popular Product' tiles that open the product, with its price and an 'Add to Cart' button", async () => {
    stubHome();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Digital photographs' })).toBeInTheDocument();
    const popular = section(MESSAGES.popularProduct);
    const link = await within(popular).findByRole('link', { name: 'Kelva Beach at golden hour' });
    expect(link).toHaveAttribute('href', '/product/p-1');
    const tile = link.closest('article') as HTMLElement;
    expect(within(tile).getByText('₹1,00,000')).toBeInTheDocument();
    expect(within(tile).getByRole('img', { name: 'Kelva Beach at golden hour' })).toHaveAttribute('loading', 'lazy');
    expect(within(popular).getAllByRole('button', { name: MESSAGES.addToCart })).toHaveLength(2);
  });

  it("sends a visitor who taps 'Add to Cart' to sign in", async () => {
    stubHome();
    const { router } = renderApp('/');
    const popular = await screen.findByRole('region', { name: MESSAGES.popularProduct });
    fireEvent.click((await within(popular).findAllByRole('button', { name: MESSAGES.addToCart }))[0]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("has 'Popular Catagorys' tiles named over their pictures, leading to /catagory/{id}", async () => {
    stubHome();
    renderApp('/');
    const tiles = await screen.findByRole('region', { name: MESSAGES.popularCategories });
    const link = await within(tiles).findByRole('link', { name: 'Sunsets & Sunrises' });
    expect(link).toHaveAttribute('href', '/catagory/cat-sunsets');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/sunsets.jpg');
  });

  it('shows placeholder cards while the categories load', async () => {
    stubHome({ 'product/allcategory': () => new Promise<Response>(() => {}) });
    renderApp('/');
    const tiles = await screen.findByRole('region', { name: MESSAGES.popularCategories });
    expect(within(tiles).getByRole('list', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(tiles.querySelectorAll('.category-tile--placeholder').length).toBeGreaterThan(0);
  });

  it("shows 'Error: ' and the message when the categories fail", async () => {
    // The header's dropdown only logs the same failure (docs/spec.md §8).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubHome({ 'product/allcategory': jsonResponse(apiError('Categories are resting', 'INTERNAL'), 500) });
    renderApp('/');
    const tiles = await screen.findByRole('region', { name: MESSAGES.popularCategories });
    // Exactly 'Error: ' and the message (docs/spec.md §8).
    expect(await within(tiles).findByText(`${MESSAGES.errorPrefix}Categories are resting`)).toBeInTheDocument();
    expect(within(tiles).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('home banner', () => {
  /**
   * Renders the home page with the clock faked from the start (setTimeout
   * only), so the slideshow's timers are fake from its first render; waits
   * for it in real time, which leaves the fake clock where it is.
   */
  async function renderBanner() {
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubHome();
    renderApp('/');
    for (let tries = 0; screen.queryByRole('button', { name: 'Slide 1 of 2' }) === null; tries += 1) {
      if (tries > 300) throw new Error('the banner never arrived');
      await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
    }
    return screen.getByRole('region', { name: 'Featured photographs' });
  }

  const currentDot = (carousel: HTMLElement) =>
    within(carousel)
      .getAllByRole('button', { name: /^Slide \d of 2$/ })
      .find((dot) => dot.getAttribute('aria-current') === 'true');

  it('has two slides with dots and no arrows', async () => {
    const carousel = await renderBanner();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(within(carousel).getByRole('group', { name: 'Slide 1 of 2' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: 'Banner coast' })).toHaveAttribute('width', '1600');
    expect(within(carousel).getAllByRole('button', { name: /^Slide/ })).toHaveLength(2);
    expect(within(carousel).queryByRole('button', { name: /next|previous/i })).not.toBeInTheDocument();
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
  });

  it('moves on every 2 seconds, in a loop, and slides in 700 ms', async () => {
    const carousel = await renderBanner();
    const track = carousel.querySelector('.home-banner__track') as HTMLElement;
    // Read back by part: jsdom 31 writes the shorthand without `ease`, its default.
    expect(track.style.transitionProperty).toBe('transform');
    expect(track.style.transitionDuration).toBe(`${BANNER_SPEED_MS}ms`);
    expect(track.style.transitionTimingFunction).toBe('ease');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS - 1);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 2 of 2');
    // Past the last slide it carries on forward, onto the first again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
    expect(track.style.transform).toBe('translateX(-200%)');
    // …then quietly jumps back to the real first slide.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_SPEED_MS);
    });
    expect(track.style.transform).toBe('translateX(0%)');
    expect(track.style.transition).toBe('none');
  });

  it('pauses while hovered or focused, and when paused by the visitor', async () => {
    const carousel = await renderBanner();
    fireEvent.mouseEnter(carousel);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
    fireEvent.mouseLeave(carousel);

    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('goes to the slide whose dot is chosen', async () => {
    const carousel = await renderBanner();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Slide 2 of 2' }));
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 2 of 2');
    // The slide out of view is hidden from assistive technology (and so has no name for it).
    expect(within(carousel).getByRole('group', { name: 'Slide 2 of 2' })).not.toHaveAttribute('aria-hidden');
    expect(carousel.querySelector('[role="group"][aria-label="Slide 1 of 2"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not play by itself for a visitor who asked for less motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)' ? ({ ...matchMedia(query), matches: true } as MediaQueryList) : matchMedia(query);
    const carousel = await renderBanner();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3);
    });
    expect(currentDot(carousel)).toHaveAccessibleName('Slide 1 of 2');
    expect((carousel.querySelector('.home-banner__track') as HTMLElement).style.transition).toBe('none');
  });
});
