import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { ProductResponse } from '@chitra/contract/catalogue';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_NAMES, LOCALE_TAGS, LOCALES, localePath } from '@chitra/contract/locales';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import { trackingLink } from '@chitra/contract/prints-tracking';
import { AccountPages, fullName } from '../fixtures/accounts';
import { ownerSession, paidPrintOrder } from '../fixtures/admin';
import { api, ok, type SignedIn, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** A phone of the common size: the header is one row with the menu button, the search below it. */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true });

const header = (page: Page) => page.getByRole('banner');

/** Every box of the header that is drawn, with its right edge, for the ones that pass the screen's. */
async function boxesPastTheRightEdge(page: Page): Promise<string[]> {
  const past: string[] = [];
  for (const element of await header(page).locator('*').all()) {
    const box = await element.boundingBox();
    if (box === null || box.width === 0) continue;
    const right = box.x + box.width;
    if (right > PHONE.width + 0.5) {
      const what = (await element.getAttribute('aria-label')) ?? (await element.getAttribute('class')) ?? (await element.textContent());
      past.push(`${what} ends at ${right.toFixed(1)}`);
    }
  }
  return past;
}

/** The whole box is on the screen. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  if (box === null) return;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(PHONE.height + 0.5);
}

/** A demo photograph that offers prints (every single of the seed does). */
async function printableProduct(request: APIRequestContext): Promise<ProductResponse['product']> {
  const top = (await (await request.get('/api/v1/product/toptwentyproduct')).json()) as { data: { _id: string }[] };
  for (const { _id } of top.data) {
    const { product } = (await (await request.get(`/api/v1/product/getproduct/${_id}`)).json()) as ProductResponse;
    if (product.printPrice !== null && product.color.length > 0) return product;
  }
  throw new Error('the demo shop sells no print');
}

test.describe('the header at 375 px', () => {
  test('the menu drawer fills the screen, and every link in it is on screen and opens its page', async ({ page }) => {
    await page.goto('/');
    const menuButton = header(page).getByRole('button', { name: 'Menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // The panel runs the height of the screen (not the header's strip).
    const panel = await drawer.boundingBox();
    expect(panel?.height, 'the drawer panel’s height').toBeGreaterThanOrEqual(PHONE.height - 1);
    const links = drawer.getByRole('link');
    // Store, Categories, the seed's categories, Blog, About, Contact; then the two other languages (English is marked current, no link).
    const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(6 + otherLocales.length);
    await expect(drawer.locator('[aria-current="true"]', { hasText: LOCALE_NAMES[DEFAULT_LOCALE] })).toBeVisible();
    const all = await Promise.all(
      (await links.all()).map(async (link) => ({
        name: (await link.textContent()) ?? '',
        href: (await link.getAttribute('href')) ?? '',
        hreflang: await link.getAttribute('hreflang'),
      })),
    );
    await page.keyboard.press('Escape');
    const pages = all.filter((link) => link.hreflang === null);
    const languages = all.filter((link) => link.hreflang !== null);
    expect(languages.map((link) => link.name)).toEqual(otherLocales.map((locale) => LOCALE_NAMES[locale]));

    for (const { name, href } of pages) {
      await test.step(`${name} (${href})`, async () => {
        await menuButton.click();
        await expect(drawer).toBeVisible();
        const link = drawer.getByRole('link', { name, exact: true });
        // On screen as the drawer opens, without scrolling it: the seed's categories all fit on a phone.
        await expect(link).toBeInViewport({ ratio: 1 });
        await expectOnScreen(link);
        await link.click();
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL((url) => url.pathname === href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }

    // A language keeps the customer on the page they are on (the last one opened above).
    const here = new URL(page.url()).pathname;
    for (const locale of otherLocales) {
      await test.step(`${LOCALE_NAMES[locale]} on ${here}`, async () => {
        await page.goto(here);
        await menuButton.click();
        await expect(drawer).toBeVisible();
        const link = drawer.getByRole('link', { name: LOCALE_NAMES[locale], exact: true });
        await expect(link).toBeInViewport({ ratio: 1 });
        await expectOnScreen(link);
        await expect(link).toHaveAttribute('href', localePath(locale, here));
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === localePath(locale, here));
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The choice is remembered: the English address now leads to the chosen language.
        await page.goto(here);
        await expect(page).toHaveURL((url) => url.pathname === localePath(locale, here));
        await page.context().clearCookies({ name: LOCALE_COOKIE });
      });
    }
  });

  test('signed in, nothing in the header passes the right edge, and the user menu opens inside the screen', async ({ page, request }) => {
    const customer = await signUpByApi(request, { firstname: 'Anandita', lastname: 'Raghunathan-Deshpande' });
    await useSession(page, customer);
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: fullName(customer) });
    await expect(toggle).toBeVisible();

    expect(await boxesPastTheRightEdge(page)).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth'), 'the page’s width').toBeLessThanOrEqual(PHONE.width);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = header(page)
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: MESSAGES.logout }) });
    await expect(panel).toBeVisible();
    await expectOnScreen(panel);
    for (const name of ['My Profile', 'Wishlist', MESSAGES.orderHistory, 'My Orders']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(panel.getByRole('button', { name: MESSAGES.logout })).toBeInViewport({ ratio: 1 });
    expect(await boxesPastTheRightEdge(page)).toEqual([]);

    await panel.getByRole('link', { name: 'My Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  });

  test('a print added to the print cart shows its count in the header, a link to the print cart', async ({ page, request }) => {
    const customer = await signUpByApi(request);
    await useSession(page, customer);
    const accounts = new AccountPages(page);
    const product = await printableProduct(request);
    const colour = product.color[0];
    if (!colour) throw new Error('a colour expected');

    await page.goto(`/product/${product._id}`);
    const printCart = header(page).getByRole('link', { name: /^Print cart/ });
    await expect(header(page).getByRole('button', { name: fullName(customer) })).toBeVisible();
    await expect(printCart, 'no print cart in the header while it is empty').toHaveCount(0);

    const offer = page.getByRole('region', { name: 'Order a print' });
    await offer.getByRole('radio', { name: colour.name }).check();
    await offer.getByLabel('Quantity').selectOption('2');
    await offer.getByRole('button', { name: 'Add print to cart' }).click();
    await expect(accounts.toast(MESSAGES.productAddedToCart).first()).toBeVisible();

    await expect(printCart).toHaveAccessibleName('Print cart, 2 prints');
    await expect(printCart).toHaveAttribute('href', '/checkout');
    await expect(printCart).toContainText('2');
    await expectOnScreen(printCart);
    expect(await boxesPastTheRightEdge(page)).toEqual([]);

    await printCart.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: /^Order summary/ }).getByRole('listitem')).toHaveCount(1);
  });
});

/** The shop owner at work in a browser of their own, on a phone as well; closed when `work` is done. */
async function asOwner(browser: Browser, request: APIRequestContext, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  try {
    const owner = await context.newPage();
    await useSession(owner, await ownerSession(request));
    await work(owner);
  } finally {
    await context.close();
  }
}

/** A document load in the owner's browser, done once the page answers to taps (as fixtures/test.ts does for `page`). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
}

test.describe('orders after the sale, at 375 px', () => {
  test('the owner refunds a digital order: the customer opens it from Order History and sees it refunded, its downloads refused', async ({
    browser,
    page,
    request,
  }) => {
    const customer: SignedIn = await signUpByApi(request);
    const top = await ok<{ data: { _id: string }[] }>(await request.get('/api/v1/product/toptwentyproduct'));
    const bought = await api(request, customer).buy(top.data.slice(0, 1).map((p) => p._id));

    await test.step('the owner refunds it, giving the reason', async () => {
      await asOwner(browser, request, async (owner) => {
        await open(owner, '/admin/orders');
        await owner.getByLabel('Order ID or customer').fill(bought.orderID);
        await owner.getByRole('button', { name: 'Find' }).click();
        await owner.getByRole('link', { name: bought.orderID }).click();
        await expect(owner.getByRole('heading', { level: 1 })).toContainText(bought.orderID);
        await owner.getByRole('button', { name: 'Refund…' }).click();
        const dialog = owner.getByRole('alertdialog', { name: 'Refund this order?' });
        await dialog.getByLabel('Reason').fill('Bought twice by mistake.');
        await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
        await expect(owner.getByRole('alert').filter({ hasText: `Order ${bought.orderID} is refunded` })).toBeVisible();
      });
    });

    await test.step('the customer finds it Refunded on Order History and opens it', async () => {
      await useSession(page, customer);
      await page.goto('/order-history');
      const row = page.getByRole('row').filter({ hasText: bought.orderID });
      await expect(row).toContainText('Refunded');
      await row.getByRole('link', { name: bought.orderID }).click();
      await expect(page).toHaveURL(new RegExp(`/order-detail/${bought._id}$`));
    });

    await test.step('the order says Refunded and why its files cannot be downloaded', async () => {
      await expect(page.getByText(/^Refunded on /)).toBeVisible();
      await expect(page.getByText(ORDER_MESSAGES.refunded)).toBeVisible();
      const zip = page.getByRole('button', { name: MESSAGES.downloadAllZip });
      await expect(zip).toBeDisabled();
      await expect(zip).toHaveAccessibleDescription(ORDER_MESSAGES.refunded);
      expect(await page.evaluate('document.documentElement.scrollWidth'), 'the page’s width').toBeLessThanOrEqual(PHONE.width);
    });
  });

  test('the owner ships a print order with its carrier and number: the customer sees the tracking link on My Orders', async ({ browser, page, request }) => {
    const customer = await signUpByApi(request);
    const orderID = await paidPrintOrder(request, customer);
    const trackingNumber = 'EK123456789IN';

    await test.step('the owner moves it to Processing, then Shipped with India Post and the number', async () => {
      await asOwner(browser, request, async (owner) => {
        await open(owner, '/admin/print-orders');
        await owner.getByRole('link', { name: orderID }).click();
        await expect(owner.getByRole('heading', { level: 1 })).toContainText(orderID);
        await owner.getByRole('radio', { name: 'Processing' }).check();
        await owner.getByRole('button', { name: 'Update status' }).click();
        await owner.getByRole('radio', { name: 'Shipped' }).check();
        await owner.getByLabel('Tracking number').fill(trackingNumber);
        await owner.getByLabel('Carrier').selectOption('India Post');
        await owner.getByRole('button', { name: 'Update status' }).click();
        await expect(owner.getByRole('radio', { name: 'Delivered' })).toBeVisible();
      });
    });

    await test.step('the customer sees Shipped, the carrier, the number and the link on My Orders', async () => {
      await useSession(page, customer);
      await page.goto('/my-orders');
      const order = page.getByRole('article').filter({ hasText: orderID });
      await expect(order).toContainText('Status: Shipped');
      await expect(order).toContainText('Carrier: India Post');
      await expect(order).toContainText(`Tracking number: ${trackingNumber}`);
      const track = order.getByRole('link', { name: /^Track your parcel/ });
      const expected = trackingLink({ carrier: 'India Post', trackingNumber, trackingUrl: null });
      expect(expected, 'India Post has a tracking page').not.toBeNull();
      await expect(track).toHaveAttribute('href', expected ?? '');
      await expect(track).toHaveAttribute('target', '_blank');
      await track.scrollIntoViewIfNeeded();
      await expectOnScreen(track);
      expect(await page.evaluate('document.documentElement.scrollWidth'), 'the page’s width').toBeLessThanOrEqual(PHONE.width);
    });
  });
});
