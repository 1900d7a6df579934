import { execFileSync } from 'node:child_process';
import type { Download, Page, Response } from '@playwright/test';
import type { ProductResponse } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { AccountPages } from '../fixtures/accounts';
import { ownerSession } from '../fixtures/admin';
import { productPage } from '../fixtures/catalogue';
import { ok, payments, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/**
 * Issue 27's journey: a business in Karnataka buys under the Commercial
 * licence, gets a tax invoice (IGST: the demo shop is registered in
 * Maharashtra) and a ZIP with the licence certificate inside; the owner
 * refunds, the order gains a credit note and the public licence page says
 * revoked. Every PDF is read back with Debian's pdftotext, a reader the shop
 * did not write.
 */

const BUYER = {
  state: 'Karnataka',
  stateOption: 'Karnataka (29)',
  gstin: '29AAGCB7383J1Z4',
  business: 'Bengaluru Brochures Pvt Ltd',
  address: '14 Residency Road\nBengaluru 560025',
};
const LICENCE_ID = /LIC(?:-[0-9A-Z]{4}){4}/;
/** Set on <html> once the page answers to input: pages of a second browser context wait for it themselves. */
const PAGE_READY = 'html[data-page-ready]';

/** The text of a PDF, as pdftotext (poppler-utils) reads it, its layout kept so a line's words stay together. */
const pdfText = (path: string): string => execFileSync('/usr/bin/pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

async function savedPath(download: Download): Promise<string> {
  const failure = await download.failure();
  expect(failure, `the download of ${download.suggestedFilename()}`).toBeNull();
  return download.path();
}

/**
 * A licence's page is drawn by the server with its answer (200), and kept out
 * of search indexes. Soft: the journey goes on to check the rest.
 */
function expectLicencePage(response: Response | null): void {
  expect.soft(response?.status(), `GET ${response?.url() ?? '/licence/<id>'}: the document's status`).toBe(200);
  expect.soft(response?.headers()['x-robots-tag'], 'X-Robots-Tag of the licence page').toBe('noindex');
}

/** Clicks a button that saves a file, and answers the download. */
async function downloadBy(page: Page, button: ReturnType<Page['getByRole']>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return downloading;
}

test.describe('licences and GST', () => {
  // Sign-up, a purchase, three PDFs read back, a refund by the owner: longer than one screen's journey.
  test.setTimeout(120_000);

  test('a Karnataka business buys under the Commercial licence: invoice, certificate in the ZIP, then the refund revokes it with a credit note', async ({
    browser,
    page,
    request,
  }) => {
    const who = await signUpByApi(request);
    await useSession(page, who);
    const accounts = new AccountPages(page);
    const top = await ok<{ data: { _id: string }[] }>(await request.get('/api/v1/product/toptwentyproduct'));
    const productId = top.data[0]!._id;
    const { product } = await ok<ProductResponse>(await request.get(`/api/v1/product/getproduct/${productId}`));
    const commercial = (product.licences ?? []).find((tier) => tier.name === 'Commercial');
    if (!commercial) throw new Error(`the demo product ${product.title} is not sold under a Commercial licence`);

    await test.step("choose 'Commercial' on the product page and add it to the cart", async () => {
      await page.goto(`/product/${productId}`);
      const choice = page.getByRole('group', { name: 'Licence' });
      await choice.getByRole('radio', { name: /^Commercial\b/ }).check();
      await expect(choice.getByRole('radio', { name: /^Commercial\b/ })).toBeChecked();
      await productPage(page).addToCart.click();
      await expect(accounts.toast(MESSAGES.productAddedToCart).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    let orderID = '';
    await test.step('the cart bills a Karnataka business; Buy Now and Pay now', async () => {
      await page.goto('/cart');
      const items = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('Commercial');
      const billing = page.getByRole('region', { name: 'Billing' });
      await billing.getByLabel('State', { exact: true }).selectOption({ label: BUYER.stateOption });
      await billing.getByLabel('GSTIN (for a business invoice)').fill(BUYER.gstin);
      await billing.getByLabel('Business name').fill(BUYER.business);
      await billing.getByLabel('Billing address').fill(BUYER.address);
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await payments(page).simulate('Pay now');
      await expect(page).toHaveURL(/\/payment-success$/);
      const heading = page.getByRole('heading', { name: /^Order CH-\d{4}-\d{6,}$/ });
      await expect(heading).toBeVisible();
      orderID = ((await heading.textContent()) ?? '').replace(/^Order /, '').trim();
    });

    let licenceId = '';
    let orderPage = '';
    const licences = page.getByRole('region', { name: 'Licences' });
    const documents = page.getByRole('region', { name: 'Tax documents' });
    await test.step('the order page shows the Commercial licence and the tax invoice', async () => {
      await page.goto('/order-history');
      await page.getByRole('link', { name: orderID }).click();
      await expect(page).toHaveURL(/\/order-detail\/[^/]+$/);
      orderPage = new URL(page.url()).pathname;
      await expect(licences).toContainText('Commercial');
      const verify = licences.getByRole('link', { name: /^Verify licence LIC-/ });
      await expect(verify).toHaveCount(1);
      licenceId = LICENCE_ID.exec((await verify.getAttribute('aria-label')) ?? '')?.[0] ?? '';
      expect(licenceId, 'the licence id on the order page').toMatch(LICENCE_ID);
      await expect(licences.getByText(licenceId, { exact: true })).toBeVisible();
      await expect(documents.getByRole('rowheader', { name: 'Tax Invoice' })).toBeVisible();
    });

    await test.step('the tax invoice PDF names the buyer, Karnataka, IGST, no reverse charge and the amount in words', async () => {
      const row = documents.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tax Invoice' }) });
      const number = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
      expect(number).toMatch(/^CH\/\d{2}-\d{2}\/\d{6}$/);
      const download = await downloadBy(page, row.getByRole('button', { name: `Download Tax Invoice ${number} (PDF)` }));
      expect(download.suggestedFilename()).toBe(`Tax Invoice ${number.replace(/\//g, '-')}.pdf`);
      const text = pdfText(await savedPath(download));
      for (const words of ['Tax Invoice', number, BUYER.gstin, BUYER.business, BUYER.state, 'IGST', 'Reverse charge: No', 'Rupees']) {
        expect(text, `the invoice says ${words}`).toContain(words);
      }
    });

    await test.step("the ZIP holds the licence certificate: the order's licence id, Commercial", async () => {
      const download = await downloadBy(page, page.getByRole('button', { name: MESSAGES.downloadAllZip }));
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const zip = await savedPath(download);
      const entries = execFileSync('/usr/bin/unzip', ['-Z1', zip], { encoding: 'utf8' }).split('\n').filter(Boolean);
      const certificates = entries.filter((name) => name.startsWith('licences/') && name.endsWith('.pdf'));
      expect(certificates, `the ZIP's entries: ${entries.join(', ')}`).toHaveLength(1);
      expect(certificates[0]).toMatch(/ - Commercial licence\.pdf$/);
      const pdf = execFileSync('/usr/bin/unzip', ['-p', zip, certificates[0]!]);
      const text = execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
      expect(text).toContain(licenceId);
      expect(text).toContain('Commercial');
      expect(text).toContain(product.title);
    });

    await test.step(`/licence/<id> says valid`, async () => {
      await expectLicencePage(await page.goto(`/licence/${licenceId}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Licence valid' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(licenceId);
    });

    await test.step('the owner refunds the order from its admin page', async () => {
      const context = await browser.newContext();
      const admin = await context.newPage();
      try {
        await useSession(admin, await ownerSession(request));
        await admin.goto('/admin/orders');
        await admin.waitForSelector(PAGE_READY, { state: 'attached' });
        await admin.getByLabel('Order ID or customer').fill(orderID);
        await admin.getByRole('button', { name: 'Find' }).click();
        await admin.getByRole('link', { name: orderID }).click();
        await expect(admin.getByRole('heading', { level: 1 })).toContainText(orderID);
        await admin.getByRole('button', { name: 'Refund…' }).click();
        const dialog = admin.getByRole('alertdialog', { name: 'Refund this order?' });
        await dialog.getByLabel('Reason').fill('Bought under the wrong licence.');
        await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
        await expect(admin.getByRole('alert').filter({ hasText: `Order ${orderID} is refunded` })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    await test.step('the customer sees the credit note, the licence revoked by the refund, and the public page says revoked', async () => {
      await page.goto(orderPage);
      await expect(documents.getByRole('rowheader', { name: 'Credit Note' })).toBeVisible();
      await expect(documents.getByRole('rowheader', { name: 'Tax Invoice' })).toBeVisible();
      await expect(licences).toContainText('Revoked by the refund');

      const row = documents.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Credit Note' }) });
      const number = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
      expect(number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
      const download = await downloadBy(page, row.getByRole('button', { name: `Download Credit Note ${number} (PDF)` }));
      const text = pdfText(await savedPath(download));
      for (const words of ['Credit Note', number, BUYER.gstin, 'IGST']) expect(text, `the credit note says ${words}`).toContain(words);

      await expectLicencePage(await page.goto(`/licence/${licenceId}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Licence revoked' })).toBeVisible();
    });
  });
});
