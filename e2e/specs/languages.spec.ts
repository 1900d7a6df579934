import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALE_TAGS } from '@chitra/contract/locales';
import { MESSAGES } from '@chitra/contract/messages';
import { AccountPages } from '../fixtures/accounts';
import { api, payments, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';
// The words each page says in Marathi and Hindi, from the shop's own catalogues (docs/decisions/062-locales.md).
import mrCart from '../../web/src/locales/mr/cart';
import mrCatalogue from '../../web/src/locales/mr/catalogue';
import mrCommon from '../../web/src/locales/mr/common';
import mrHome from '../../web/src/locales/mr/home';
import mrOrders from '../../web/src/locales/mr/orders';
import mrShell from '../../web/src/locales/mr/shell';
import hiHome from '../../web/src/locales/hi/home';

/** Devanagari digits: Marathi writes its numbers, prices and dates in them. */
const DEVANAGARI_DIGIT = /[०-९]/;

async function popularProductIds(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.get('/api/v1/product/toptwentyproduct')).json()) as { data: { _id: string }[] };
  return body.data.map((product) => product._id);
}

/** A product's Marathi title, when the shop wrote one (decision 064). */
async function marathiTitle(request: APIRequestContext, id: string): Promise<string | undefined> {
  const body = (await (await request.get(`/api/v1/product/getproduct/${id}`)).json()) as { product: { translations?: { mr?: { title?: string } } } };
  return body.product.translations?.mr?.title;
}

/** The number of entries a ZIP says it holds (its end-of-central-directory record, no archive comment). */
function zipEntryCount(zip: Buffer): number {
  const eocd = zip.subarray(zip.length - 22);
  expect(eocd.readUInt32LE(0), 'end of central directory signature').toBe(0x06054b50);
  return eocd.readUInt16LE(10);
}

test.describe('the shop in Marathi and Hindi', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

    test('a whole purchase in Marathi, from the home page to the ZIP and the receipt mail', async ({ page, request }) => {
      const who = await signUpByApi(request);
      await useSession(page, who);
      const header = page.getByRole('banner');

      await test.step('the customer chooses Marathi in the menu: the home page is in Marathi, and a photograph opens in Marathi', async () => {
        await page.goto('/');
        await header.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: LOCALE_NAMES.mr }).click();
        await expect(page).toHaveURL(/\/mr$/);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.mr);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(mrHome.title);
        const popular = page.getByRole('region', { name: mrHome.popularProduct });
        // Prices in Devanagari digits.
        await expect(popular.locator('.card-price__now').first()).toHaveText(DEVANAGARI_DIGIT);
        await popular.getByRole('link').first().click();
        await expect(page).toHaveURL(/\/mr\/product\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      await test.step('into the cart, whose totals are in Devanagari digits', async () => {
        await page.getByRole('main').getByRole('button', { name: mrCatalogue.addToCart, exact: true }).first().click();
        const cartLink = header.getByRole('link', { name: new RegExp(`^${mrShell.cart}, `) });
        await expect(cartLink).toHaveAccessibleName(/१/);
        await cartLink.click();
        await expect(page).toHaveURL(/\/mr\/cart$/);
        await expect(page.getByRole('button', { name: mrCart.buyNow })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(/₹[०-९]/);
      });

      await test.step('Buy Now and pay: the success page says so in Marathi', async () => {
        await page.getByLabel(mrCommon.stateLabel, { exact: true }).selectOption('27');
        await page.getByRole('button', { name: mrCart.buyNow }).click();
        await payments(page).simulate('Pay now');
        await expect(page).toHaveURL(/\/mr\/payment-success$/);
        await expect(page.getByRole('heading', { level: 1, name: mrCart.successHeading })).toBeVisible();
      });

      await test.step('the order opens in Marathi and its ZIP downloads whole', async () => {
        await page.getByRole('link', { name: /^CH-\d{4}-\d{6,}$/ }).click();
        await expect(page).toHaveURL(/\/mr\/order-detail\/[^/]+$/);
        const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
        const detail = await api(request, who).order(orderId);
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: mrOrders.downloadAllZip }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(detail.archive.name);
        const zip = await readFile(await download.path());
        expect(zip.length).toBe(detail.archive.bytes);
        const pictures = detail.product.reduce((n, p) => n + p.images.length, 0);
        expect(zipEntryCount(zip)).toBe(pictures + detail.licences.length);
      });

      await test.step('the receipt mail is in Marathi, its amount in Devanagari digits, its links to the Marathi pages', async () => {
        const receipt = await new AccountPages(page).mailTo(who.email, /^तुमची .+ ऑर्डर CH-\d{4}-\d{6,}$/);
        expect(receipt.text).toContain('तुमच्या ऑर्डर');
        expect(receipt.text).toMatch(/₹[०-९]/);
        expect(receipt.text).toMatch(/\/mr\/order-detail\//);
      });
    });
  });

  test('switching language on a product page keeps the product, and the choice is remembered', async ({ page, request }) => {
    const [id] = await popularProductIds(request);
    await page.goto(`/product/${id}`);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Language' });

    await switcher.getByRole('link', { name: LOCALE_NAMES.mr }).click();
    await expect(page).toHaveURL(new RegExp(`/mr/product/${id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.mr);
    // The same photograph: its Marathi title where the shop wrote one, else its English one, marked as English.
    const marathi = await marathiTitle(request, id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marathi ?? title ?? '');
    if (marathi === undefined) await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', LOCALE_TAGS.en);
    await expect(page.getByRole('main').getByRole('button', { name: mrCatalogue.addToCart, exact: true }).first()).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('mr');

    // An English address now opens in Marathi; English, chosen again, stays.
    await page.goto('/');
    await expect(page).toHaveURL(/\/mr$/);
    await page.goto(`/mr/product/${id}`);
    await page.getByRole('banner').getByRole('navigation', { name: mrShell.language }).getByRole('link', { name: LOCALE_NAMES.en }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS.en);
    await expect(page.getByRole('main').getByRole('button', { name: MESSAGES.addToCart, exact: true }).first()).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a search in Devanagari finds the photographs whose Marathi title or tags name it, and shows them in Marathi', async ({ page }) => {
    await page.goto('/mr');
    // The shop's Devanagari face comes once the page has loaded and been painted (web/src/main.tsx), and is then in use.
    await expect(page.locator('html')).toHaveClass(/\bdevanagari-face\b/);
    const loadedWeights = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari' && face.status === 'loaded').map((face) => face.weight),
    );
    expect(loadedWeights.sort()).toEqual(['400', '600']);
    const search = page.getByRole('banner').getByRole('combobox', { name: mrShell.searchPlaceholder });
    // "Sunset" in Marathi, with one letter left out: the typo tolerance holds for Devanagari too.
    await search.fill('सूर्यास');
    const options = page.getByRole('banner').getByRole('option');
    await expect(options.filter({ hasText: 'लाकडी धक्क्यावरचा सूर्यास्त' })).toBeVisible();
    await search.fill('सूर्यास्त');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/mr\/product\?search=/);
    const main = page.getByRole('main');
    await expect(main.getByText('लाकडी धक्क्यावरचा सूर्यास्त').first()).toBeVisible();
    // An English photograph on a Marathi page is marked as English for a screen reader.
    await page.goto('/mr/product');
    await expect(main.locator('[lang="en-IN"]').first()).toBeVisible();
  });

  test('axe finds no violation on the Hindi and Marathi home, store and product pages', async ({ page, request }) => {
    const [id] = await popularProductIds(request);
    for (const locale of ['hi', 'mr'] as const) {
      for (const path of ['', '/product', `/product/${id}`]) {
        await test.step(`/${locale}${path}`, async () => {
          await page.goto(`/${locale}${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (path === '') await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'mr' ? mrHome.title : hiHome.title);
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map(({ id: rule, nodes }) => `${rule}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    }
  });
});
