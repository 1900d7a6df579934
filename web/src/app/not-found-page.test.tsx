import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { stubFetch } from '../test/fetch-stub';
import { configResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { paths } from '../lib/paths';

const stubShop = () =>
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'product/search': { success: true, data: { product: [] } },
  });

/** The 404 screen, once its chunk has loaded: the page's own part of the layout. */
async function openUnknownPath() {
  stubShop();
  const view = renderApp('/no-such-page');
  await screen.findByRole('heading', { level: 1, name: MESSAGES.unexpectedError });
  const main = screen.getByRole('main');
  await within(main).findByRole('search', { name: 'Search the shop' });
  return { ...view, main };
}

describe('the 404 screen (decision 043)', () => {
  it("keeps the spec's heading and '404 Not Found' inside the header and footer", async () => {
    const { main } = await openUnknownPath();
    expect(within(main).getByText('404 Not Found')).toBeInTheDocument();
    // The main layout around it: the header with the logo going home, the footer.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /chitra/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by Chitra');
    expect(document.title).toBe(`${MESSAGES.unexpectedError} | Chitra`);
  });

  it('says what happened and offers the way back to the store and home', async () => {
    const { main } = await openUnknownPath();
    expect(main).toHaveTextContent(/There is no page at this address/);
    expect(within(main).getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', paths.store());
    expect(within(main).getByRole('link', { name: MESSAGES.goToHome })).toHaveAttribute('href', paths.home());
  });

  it("searches with the header's search box: Enter opens the results page", async () => {
    const { main, router, user } = await openUnknownPath();
    const form = within(main).getByRole('search', { name: 'Search the shop' });
    const input = within(form).getByRole('combobox', { name: MESSAGES.searchPlaceholder });
    expect(input).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    await user.type(input, 'misty hills{Enter}');
    expect(router.state.location.pathname).toBe(paths.store());
    expect(router.state.location.search).toBe('?search=misty+hills');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(paths.search('misty hills'));
    // The results page in place of the 404.
    await vi.waitFor(() => expect(document.title).toBe('Search: misty hills | Chitra'));
    expect(screen.queryByRole('heading', { level: 1, name: MESSAGES.unexpectedError })).not.toBeInTheDocument();
  });
});
