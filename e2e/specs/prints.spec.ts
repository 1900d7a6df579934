import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductResponse } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { formatRupees } from '@chitra/contract/money';
import { AccountPages } from '../fixtures/accounts';
import { payments, signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

/** A demo photograph that offers prints in at least two frame colours (every single of the seed does). */
async function printableProduct(request: APIRequestContext): Promise<ProductResponse['product']> {
  const top = (await (await request.get('/api/v1/product/toptwentyproduct')).json()) as { data: { _id: string }[] };
  for (const { _id } of top.data) {
    const { product } = (await (await request.get(`/api/v1/product/getproduct/${_id}`)).json()) as ProductResponse;
    if (product.printPrice !== null && product.color.length >= 2) return product;
  }
  throw new Error('the demo shop has no photograph with prints in two colours');
}

function printOffer(page: Page) {
  const section = page.getByRole('region', { name: 'Order a print' });
  return {
    section,
    async add(colour: string, quantity: number) {
      await section.getByRole('radio', { name: colour }).check();
      await section.getByLabel('Quantity').selectOption(String(quantity));
      await section.getByRole('button', { name: 'Add print to cart' }).click();
    },
  };
}

test.describe('ordering framed prints (the legacy flow)', () => {
  test('two prints in different colours, a quantity changed, an address, Pay now: the order is on My Orders', async ({ page, request }) => {
    const who = await signUpByApi(request);
    await useSession(page, who);
    const accounts = new AccountPages(page);
    const product = await printableProduct(request);
    const printPrice = product.printPrice ?? 0;
    const [first, second] = product.color;
    if (!first || !second) throw new Error('two colours expected');

    await test.step('order prints in two colours from the product page', async () => {
      await page.goto(`/product/${product._id}`);
      const offer = printOffer(page);
      await expect(offer.section).toContainText(`${formatRupees(printPrice)} a print`);
      await offer.add(first.name, 2);
      await expect(accounts.toast(MESSAGES.productAddedToCart).first()).toBeVisible();
      await offer.add(second.name, 1);
      await expect(offer.section.getByRole('link', { name: 'Checkout: 3 prints in your cart' })).toBeVisible();
    });

    const summary = page.getByRole('region', { name: /^Order summary/ });
    const total = (label: string) =>
      summary
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');

    await test.step('change a quantity on the checkout page: the totals follow, with ₹100 shipping', async () => {
      await page.getByRole('link', { name: 'Checkout: 3 prints in your cart' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(summary.getByRole('listitem')).toHaveCount(2);
      await expect(total('Total')).toHaveText(formatRupees(printPrice * 3 + 100));
      await summary.getByLabel(`Quantity of ${product.title}`).last().selectOption('3');
      await expect(accounts.toast(MESSAGES.productUpdated).first()).toBeVisible();
      await expect(total('Subtotal')).toHaveText(formatRupees(printPrice * 5));
      await expect(total('Shipping')).toHaveText(formatRupees(100));
      await expect(total('Total')).toHaveText(formatRupees(printPrice * 5 + 100));
    });

    await test.step('the address form says what is missing, then takes the address', async () => {
      const pay = page.getByRole('button', { name: `Pay ${formatRupees(printPrice * 5 + 100)}` });
      await pay.click();
      await expect(page.getByText('firstname is a required field')).toBeVisible();
      await expect(page.getByText('pincode is a required field')).toBeVisible();
      await page.getByLabel('First Name').fill('Asha');
      await page.getByLabel('Last Name').fill('Patil');
      await page.getByLabel('Address', { exact: true }).fill('12 Station Road');
      await page.getByLabel('City').fill('Vapi');
      await page.getByLabel('State').selectOption('Gujarat');
      await page.getByLabel('Country').selectOption('India');
      await page.getByLabel('Pincode').fill('396191');
      await pay.click();
    });

    await test.step("'Pay now' in the test checkout: 'Ordered createad Successfully!' and the order on My Orders", async () => {
      const checkout = payments(page);
      await expect(checkout.dialog).toContainText(formatRupees(printPrice * 5 + 100));
      await checkout.simulate('Pay now');
      await expect(accounts.toast(MESSAGES.orderCreated)).toBeVisible();
      await expect(page).toHaveURL(/\/my-orders$/);
      const order = page.getByRole('article');
      await expect(order).toHaveCount(1);
      await expect(order).toContainText('Status: Ordered');
      const rows = order.getByRole('row');
      await expect(rows.filter({ hasText: first.name })).toContainText('2');
      await expect(rows.filter({ hasText: second.name })).toContainText('3');
      await expect(
        order
          .locator('div')
          .filter({ has: page.getByText('Total Price After Discount', { exact: true }) })
          .locator('dd'),
      ).toHaveText(formatRupees(printPrice * 5 + 100));
      await expect(order).toContainText('Vapi, Gujarat 396191');
    });

    await test.step('the print cart is empty afterwards', async () => {
      await page.goto('/checkout');
      await expect(page.getByText('Your print cart is empty.')).toBeVisible();
    });
  });
});
