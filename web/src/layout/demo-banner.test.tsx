import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { stubFetch } from '../test/fetch-stub';
import { configResponse } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const stubShop = (demo: boolean) => stubFetch({ config: configResponse({ demo }), 'product/allcategory': { success: true, data: { category: [] } } });

describe('demo banner', () => {
  it.each(['/', '/login', '/no-such-page'])('tells visitors of %s that payments are simulated', async (path) => {
    stubShop(true);
    renderApp(path);
    expect(await screen.findByText(MESSAGES.demoBanner)).toBeInTheDocument();
    // In a landmark of its own (axe 'region').
    expect(screen.getByRole('complementary', { name: 'Demo shop' })).toHaveTextContent(MESSAGES.demoBanner);
  });

  it('is absent in a real shop', async () => {
    const fetchMock = stubShop(false);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    await screen.findByText('Chitra Studio');
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.demoBanner)).not.toBeInTheDocument();
  });
});
