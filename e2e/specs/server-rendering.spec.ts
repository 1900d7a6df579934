import type { ProductListResponse } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { productPage } from '../fixtures/catalogue';
import { signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** What the server put inside #root, and whether it sent the state to hydrate it with. */
function rootOf(html: string): { markup: string; hasState: boolean; hasAnswers: boolean } {
  const markup = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="chitra-render">|<noscript>)/.exec(html)?.[1] ?? '';
  return { markup, hasState: html.includes('id="chitra-render"'), hasAnswers: html.includes('id="chitra-answers"') };
}

test.describe('pages drawn on the server', () => {
  test('the home page, the store and a product page arrive with their content, and become interactive', async ({ page, request }) => {
    const listing = (await (await request.get('/api/v1/product/allproduct?page=1&limit=1&sort=-createdAt')).json()) as ProductListResponse;
    const product = listing.users[0]!;

    const home = rootOf(await (await request.get('/')).text());
    expect(home.hasState).toBe(true);
    expect(home.hasAnswers, 'the answers travel in the render state, not twice').toBe(false);
    expect(home.markup).toContain(MESSAGES.popularProduct);

    const store = rootOf(await (await request.get('/product')).text());
    expect(store.hasState).toBe(true);
    expect(store.markup).toContain('<h1');

    const productHtml = await (await request.get(`/product/${product._id}`)).text();
    expect(rootOf(productHtml).markup).toContain(product.title.replaceAll('&', '&amp;'));

    // Without JavaScript, the product page still shows the product.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`/product/${product._id}`);
    await expect(productPage(bare).title).toHaveText(product.title);
    await context.close();

    // With it, the same page hydrates without a mismatch (the fixture fails on any console error) and answers taps.
    await page.goto(`/product/${product._id}`);
    await expect(productPage(page).title).toHaveText(product.title);
  });

  test('a customer’s own pages and the account forms are drawn in the browser', async ({ request }) => {
    for (const path of ['/cart', '/login', '/my-profile']) {
      const root = rootOf(await (await request.get(path)).text());
      expect(root.markup, path).toBe('');
      expect(root.hasState, path).toBe(false);
    }
  });

  test('a signed-in customer’s header returns once the server’s page is hydrated', async ({ page, request }) => {
    const who = await signUpByApi(request);
    await useSession(page, who);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(who.firstname) })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: MESSAGES.signIn })).toHaveCount(0);
  });
});
