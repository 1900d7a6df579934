import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import { api, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

async function popularProductIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/product/toptwentyproduct');
  const body = (await response.json()) as { data: { _id: string }[] };
  return body.data.map((p) => p._id);
}

/** The number of entries a ZIP says it holds (its end-of-central-directory record, no archive comment). */
function zipEntryCount(zip: Buffer): number {
  const eocd = zip.subarray(zip.length - 22);
  expect(eocd.readUInt32LE(0), 'end of central directory signature').toBe(0x06054b50);
  return eocd.readUInt16LE(10);
}

test.describe('orders and downloads', () => {
  test('after a purchase: open the order from Order History, download the ZIP, see the download logged', async ({ page, request }) => {
    const who = await signUpByApi(request);
    const customer = api(request, who);
    const productIds = (await popularProductIds(request)).slice(0, 2);
    const bought = await customer.buy(productIds);
    const detail = await customer.order(bought._id);
    const pictures = detail.product.reduce((n, p) => n + p.images.length, 0);
    await useSession(page, who);

    await test.step('Order History lists the order; its ID opens the detail', async () => {
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(who.firstname) })
        .click();
      await page.getByRole('link', { name: MESSAGES.orderHistory }).click();
      await expect(page).toHaveURL(/\/order-history$/);
      await page.getByRole('link', { name: bought.orderID }).click();
      await expect(page).toHaveURL(new RegExp(`/order-detail/${bought._id}$`));
    });

    await test.step('the order shows its products and no download yet', async () => {
      for (const product of detail.product) await expect(page.getByText(product._id.title, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Download history' })).toContainText('No downloads yet.');
    });

    await test.step("'Download All Images (ZIP)' saves the archive under its name, whole", async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: MESSAGES.downloadAllZip }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(detail.archive.name);
      const path = await download.path();
      const zip = await readFile(path);
      expect(zip.length).toBe(detail.archive.bytes);
      // Every picture, and each line's licence certificate (decision 053).
      expect(zipEntryCount(zip)).toBe(pictures + detail.licences.length);
    });

    await test.step('the download history shows the new row', async () => {
      const rows = page.getByRole('region', { name: 'Download history' }).getByRole('table').getByRole('row');
      // The header and the one download.
      await expect(rows).toHaveCount(2);
      // Playwright's desktop Chrome says it runs on Windows.
      await expect(rows.nth(1)).toContainText('127.0.0.1');
      await expect(rows.nth(1)).toContainText('Windows');
      await expect(rows.nth(1)).toContainText('Chrome');
    });
  });

  test("the product page's Download: the owner gets the original, anyone else is told to buy it first", async ({ page, request }) => {
    const who = await signUpByApi(request);
    const customer = api(request, who);
    const ids = await popularProductIds(request);
    const bought = await customer.buy(ids.slice(0, 3));
    const detail = await customer.order(bought._id);
    const single = detail.product.find((p) => p.images.length === 1);
    if (!single) throw new Error('the demo order has no single-picture product');
    const notBought = ids[3]!;
    await useSession(page, who);
    const download = page.getByRole('main').getByRole('button', { name: 'Download', exact: true });

    await test.step('a bought photograph downloads its original', async () => {
      await page.goto(`/product/${single._id._id}`);
      const downloading = page.waitForEvent('download');
      await download.click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(single.images[0]!.original.fileName);
      expect((await readFile(await file.path())).length).toBe(single.images[0]!.original.bytes);
    });

    await test.step('one not bought says to buy it first, with Add to Cart right there', async () => {
      await page.goto(`/product/${notBought}`);
      await download.click();
      const note = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.notOwned });
      await expect(note).toBeVisible();
      await note.getByRole('button', { name: MESSAGES.addToCart }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
  });
});
