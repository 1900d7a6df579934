import type { Page } from '@playwright/test';
import { MESSAGES } from '@chitra/contract/messages';
import { ownerSession, paidPrintOrder } from '../fixtures/admin';
import { headerSearch } from '../fixtures/catalogue';
import { api, ok, payments, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** A real JPEG drawn by the browser (a canvas), so the upload goes through the whole picture pipeline. */
async function jpeg(page: Page, width: number, height: number, from: string, to: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, from, to }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b: Blob | null) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { width, height, from, to },
  );
  return Buffer.from(base64, 'base64');
}

test.describe("the shop owner's admin area", () => {
  test('the owner moves a print order to Processing, then ships it with a tracking number; the customer sees Shipped on My Orders', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await signUpByApi(request);
    const orderID = await paidPrintOrder(request, customer);
    await useSession(page, await ownerSession(request));

    await test.step('the owner finds the order among the print orders', async () => {
      await page.goto('/admin/print-orders');
      await page.getByRole('link', { name: orderID }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(orderID);
    });

    await test.step('Ordered → Processing', async () => {
      await page.getByRole('radio', { name: 'Processing' }).check();
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByRole('radio', { name: 'Shipped' })).toBeVisible();
    });

    await test.step('Shipped needs the tracking number, then takes it', async () => {
      await page.getByRole('radio', { name: 'Shipped' }).check();
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Tracking number').fill('EK123456789IN');
      await page.getByRole('button', { name: 'Update status' }).click();
      await expect(page.getByRole('radio', { name: 'Delivered' })).toBeVisible();
    });

    await test.step('the customer sees Shipped on My Orders', async () => {
      const context = await browser.newContext();
      const theirs = await context.newPage();
      await useSession(theirs, customer);
      await theirs.goto('/my-orders');
      await expect(theirs.getByRole('article').filter({ hasText: orderID })).toContainText('Status: Shipped');
      await context.close();
    });
  });

  test('the owner adds a photograph with two pictures and publishes it; a customer finds it in search and buys it', async ({ browser, page, request }) => {
    // A word no demo photograph has, so the search finds this one alone.
    const word = `Kelwa${Date.now().toString(36)}`;
    const title = `${word} backwaters at dusk`;
    await useSession(page, await ownerSession(request));

    await test.step('the owner creates it, unpublished', async () => {
      await page.goto('/admin/products');
      await page.getByRole('link', { name: 'New photograph' }).click();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Price (₹)', { exact: true }).fill('449');
      await page.getByRole('button', { name: 'Create photograph' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    });

    await test.step('two pictures uploaded by the file picker, each processed and added', async () => {
      const files = [
        { name: 'kelwa-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 1200, 800, '#1d3557', '#f1a208') },
        { name: 'kelwa-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 900, 1200, '#2a9d8f', '#e76f51') },
      ];
      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose pictures' }).click();
      await (await choosing).setFiles(files);
      await expect(page.getByRole('list', { name: 'Pictures being uploaded' }).getByText('Added.', { exact: true })).toHaveCount(2, { timeout: 30_000 });
      await expect(page.getByRole('img', { name: 'Picture 1: kelwa-1.jpg' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Picture 2: kelwa-2.jpg' })).toBeVisible();
    });

    await test.step('published', async () => {
      await page.getByRole('checkbox', { name: 'Published' }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    });

    await test.step('a customer finds it in the header search and buys it', async () => {
      const customer = await signUpByApi(request);
      const context = await browser.newContext();
      const theirs = await context.newPage();
      await useSession(theirs, customer);
      await theirs.goto('/');
      const search = headerSearch(theirs);
      await search.search(word.toLowerCase());
      await (await search.firstMatching(new RegExp(word))).click();
      await expect(theirs.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await theirs.getByRole('button', { name: MESSAGES.addToCart }).click();
      await theirs.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
      await theirs.getByLabel('State', { exact: true }).selectOption('27');
      await theirs.getByRole('button', { name: 'Buy Now' }).click();
      await payments(theirs).simulate('Pay now');
      await expect(theirs).toHaveURL(/\/payment-success$/);
      await expect(theirs.getByText(title, { exact: true })).toBeVisible();
      await context.close();
    });
  });

  test("the owner refunds a digital order: the customer's ZIP download answers 404 and Order History says Refunded", async ({ browser, page, request }) => {
    const customer = await signUpByApi(request);
    const top = await ok<{ data: { _id: string }[] }>(await request.get('/api/v1/product/toptwentyproduct'));
    const bought = await api(request, customer).buy(top.data.slice(0, 2).map((p) => p._id));
    const zip = () => request.post(`/api/v1/users/downloadzip/${bought._id}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect((await zip()).status()).toBe(200);
    await useSession(page, await ownerSession(request));

    await test.step('the owner finds the order by its ID', async () => {
      await page.goto('/admin/orders');
      await page.getByLabel('Order ID or customer').fill(bought.orderID);
      await page.getByRole('button', { name: 'Find' }).click();
      await page.getByRole('link', { name: bought.orderID }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(bought.orderID);
    });

    await test.step('a refund needs its reason, then is made once', async () => {
      await page.getByRole('button', { name: 'Refund…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Refund this order?' });
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(dialog.getByText('Please give the reason for the refund.')).toBeVisible();
      await dialog.getByLabel('Reason').fill('The customer bought the wrong set.');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: `Order ${bought.orderID} is refunded` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
    });

    await test.step("the customer's ZIP answers 404; Order History says Refunded", async () => {
      expect((await zip()).status()).toBe(404);
      const context = await browser.newContext();
      const theirs = await context.newPage();
      await useSession(theirs, customer);
      await theirs.goto('/order-history');
      await expect(theirs.getByRole('row').filter({ hasText: bought.orderID })).toContainText('Refunded');
      await context.close();
    });
  });

  test('a customer who opens the admin area is told it is not theirs', async ({ page, request, consoleErrors }) => {
    await useSession(page, await signUpByApi(request));
    await page.goto('/admin');
    await expect(page.getByText('You do not have access to the admin area.')).toBeVisible();
    // The browser logs the server's refusal of admin/me (403), which is this page's whole point; nothing else may be logged.
    const refusal = consoleErrors.findIndex((error) => error.includes('status of 403'));
    expect(refusal).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refusal, 1);
  });
});
