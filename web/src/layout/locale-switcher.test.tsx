import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { clearStorage, saveToken } from '../lib/storage';
import { stubFetch } from '../test/fetch-stub';
import { configResponse, createAuthUser, createCategory } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { cartResponse } from '../test/cart-fixtures';

/** The switcher's links are whole page loads in a browser; here only what the click leaves behind is seen. */
function stopLoads(): () => void {
  const stop = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

function stubShop(remembered: Request[]) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [createCategory()] } },
    'users/getcart': cartResponse(),
    'home/banners': { success: true, data: [], logo: null },
    'users/locale': (request: Request) => {
      remembered.push(request);
      return new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('the language switcher remembers the choice on the account (issue 29)', () => {
  afterEach(() => clearStorage());

  it('tells the server of a signed-in customer, without the page load waiting for it', async () => {
    saveToken('token-asha');
    const remembered: Request[] = [];
    stubShop(remembered);
    const { user } = renderApp('/', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const restore = stopLoads();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'मराठी' }));
    restore();

    expect(remembered).toHaveLength(1);
    const [request] = remembered;
    expect(request?.method).toBe('PUT');
    expect(request?.keepalive).toBe(true);
    expect(request?.headers.get('authorization')).toBe('Bearer token-asha');
    expect(request?.headers.get(LOCALE_HEADER)).toBe('mr');
    expect(await request?.json()).toEqual({ locale: 'mr' });
  });

  it('leaves the account alone for a visitor: the cookie is enough', async () => {
    const remembered: Request[] = [];
    stubShop(remembered);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    const restore = stopLoads();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'हिन्दी' }));
    restore();

    expect(remembered).toHaveLength(0);
    expect(document.cookie).toContain('chitra_locale=hi');
  });
});
