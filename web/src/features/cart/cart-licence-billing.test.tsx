import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@chitra/contract/cart';
import { GST_MESSAGES, GST_STATES } from '@chitra/contract/gst';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { cartResponse, createCartItem, createPaymentPayload, SAVED_BILLING } from '../../test/cart-fixtures';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

type Routes = Parameters<typeof stubFetch>[0];

const PERSONAL = { _id: '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b01', name: 'Personal', summary: 'Your own prints and screens.' };
const COMMERCIAL = { _id: '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b02', name: 'Commercial', summary: 'Websites, advertising and client work.' };
const EXTENDED = { _id: '6f1c2a4e-0d3b-4b8e-9a51-7c2e1f0a9b03', name: 'Extended', summary: 'Products for resale.' };
const prices = [
  { ...PERSONAL, price: 499, salePrice: 399 },
  { ...COMMERCIAL, price: 1248, salePrice: 998 },
  { ...EXTENDED, price: 2495, salePrice: 1995 },
];

/** A real-shaped GSTIN of Karnataka with the right check character (contract's gstinCheckCharacter). */
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

const withLicence = (item: CartItem, licence = PERSONAL, extra: Partial<CartItem> = {}): CartItem => ({ ...item, licence, licences: prices, ...extra });

const sunsets = withLicence(createCartItem({ _id: 'item-1', productId: 'p-1', title: 'Sunsets of Palghar', price: 499, salePrice: 399 }));
const monsoon = withLicence(createCartItem({ _id: 'item-2', productId: 'p-2', title: 'Monsoon at Satpati', price: 998, salePrice: 998 }), COMMERCIAL, {
  upgradeFrom: { _id: PERSONAL._id, name: 'Personal' },
});

const SCRIPT = '/api/v1/payments/simulated/checkout.js';

async function openCart(routes: Routes) {
  const fetchMock = stubFetch({
    config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: SCRIPT } }),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/createPayment': { success: true, data: createPaymentPayload() },
    ...routes,
  });
  const view = renderApp('/cart', { user: createAuthUser() });
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  return { ...view, fetchMock };
}

const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'POST') =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === `/api/v1/${path}`);

type RazorpayWindow = Window & { Razorpay?: unknown };

afterEach(() => {
  delete (window as RazorpayWindow).Razorpay;
  for (const script of document.querySelectorAll('script[src]')) script.remove();
});

/** checkout.js's stand-in: enough for createPayment to be sent. */
function installCheckout() {
  (window as RazorpayWindow).Razorpay = class {
    open() {}
    on() {}
  };
}

describe('cart licences', () => {
  it("shows each line's licence as a choice, and an upgrade's tier", async () => {
    await openCart({ 'users/getcart': cartResponse([sunsets, monsoon], { totalPrice: 1497, totalsalePrice: 1397 }) });
    await screen.findByRole('list', { name: 'Items in your cart' });
    const selects = await screen.findAllByRole('combobox', { name: /^Licence for/ });
    expect(selects).toHaveLength(2);
    const first = screen.getByRole('combobox', { name: 'Licence for Sunsets of Palghar' });
    expect(first).toHaveValue(PERSONAL._id);
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Personal · ₹399', 'Commercial · ₹998', 'Extended · ₹1,995']);
    expect(screen.getByRole('combobox', { name: 'Licence for Monsoon at Satpati' })).toHaveValue(COMMERCIAL._id);
    expect(screen.getByText('Upgrade from Personal')).toBeInTheDocument();
  });

  it("changes a line's licence with PATCH users/cart/{id} and reads the cart again", async () => {
    let changed = false;
    const { user, fetchMock } = await openCart({
      'users/getcart': () =>
        jsonResponse(
          cartResponse([changed ? withLicence(sunsets, COMMERCIAL, { productID: { ...sunsets.productID, price: 1248, salePrice: 998 } }) : sunsets], {}),
        ),
      'users/cart/item-1': () => {
        changed = true;
        return jsonResponse({ success: true, message: 'Licence updated' });
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Licence for Sunsets of Palghar' });
    await user.selectOptions(select, COMMERCIAL._id);
    expect(await screen.findByText('Licence updated')).toBeInTheDocument();
    const [patch] = requestsTo(fetchMock, 'users/cart/item-1', 'PATCH');
    expect(await patch?.clone().json()).toEqual({ licence: COMMERCIAL._id });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Licence for Sunsets of Palghar' })).toHaveValue(COMMERCIAL._id));
    expect(await within(screen.getByRole('list', { name: 'Items in your cart' })).findByText('₹998')).toBeInTheDocument();
  });

  it("toasts the server's refusal of a licence change", async () => {
    const { user } = await openCart({
      'users/getcart': cartResponse([sunsets]),
      'users/cart/item-1': jsonResponse(
        { success: false, message: 'You already own this photograph under this licence or a higher one', code: 'CONFLICT' },
        409,
      ),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Licence for Sunsets of Palghar' }), EXTENDED._id);
    expect(await screen.findByText('You already own this photograph under this licence or a higher one')).toBeInTheDocument();
  });
});

describe('billing before Buy Now', () => {
  it('offers all 36 states, prefilled from what the profile remembers, and sends the billing', async () => {
    installCheckout();
    const { user, fetchMock } = await openCart({ 'users/getcart': cartResponse([sunsets], { totalPrice: 499, totalsalePrice: 399 }, SAVED_BILLING) });
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toBeRequired();
    expect(state).toHaveValue('27');
    expect(
      within(state)
        .getAllByRole('option')
        .filter((o) => (o as HTMLOptionElement).value !== ''),
    ).toHaveLength(GST_STATES.length);
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'users/createPayment')).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'users/createPayment')[0]?.clone().json()).toEqual({
      billing: { state: '27', gstin: '', businessName: '', address: '' },
    });
  });

  it('stops Buy Now without a state: the message announced, the field focused, nothing sent', async () => {
    const { user, fetchMock } = await openCart({ 'users/getcart': cartResponse([sunsets], { totalPrice: 499, totalsalePrice: 399 }) });
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GST_MESSAGES.stateRequired);
    expect(state).toHaveFocus();
    expect(state).toHaveAccessibleDescription(GST_MESSAGES.stateRequired);
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'users/createPayment')).toHaveLength(0);
  });

  it("checks a GSTIN with the server's words: check character, state, then the business name and address", async () => {
    installCheckout();
    const { user, fetchMock } = await openCart({ 'users/getcart': cartResponse([sunsets], { totalPrice: 499, totalsalePrice: 399 }, SAVED_BILLING) });
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN (for a business invoice)' });
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });

    await user.type(gstin, '29AABCU9603R1ZK');
    await user.click(buyNow);
    expect(await screen.findByRole('alert')).toHaveTextContent(GST_MESSAGES.gstinCheck);
    expect(gstin).toHaveFocus();

    await user.clear(gstin);
    await user.type(gstin, KARNATAKA_GSTIN.toLowerCase());
    await user.click(buyNow);
    // Maharashtra chosen, a Karnataka GSTIN typed.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GST_MESSAGES.gstinOtherState));

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '29');
    await user.click(buyNow);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GST_MESSAGES.businessNameRequired));
    const business = screen.getByRole('textbox', { name: 'Business name' });
    expect(business).toHaveFocus();
    expect(business).toBeRequired();
    await user.type(business, 'Udupi Prints Pvt Ltd');
    await user.click(buyNow);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GST_MESSAGES.addressRequired));
    await user.type(screen.getByRole('textbox', { name: 'Billing address' }), '12 Car Street, Udupi 576101');
    expect(requestsTo(fetchMock, 'users/createPayment')).toHaveLength(0);

    await user.click(buyNow);
    await waitFor(() => expect(requestsTo(fetchMock, 'users/createPayment')).toHaveLength(1));
    expect(await requestsTo(fetchMock, 'users/createPayment')[0]?.clone().json()).toEqual({
      billing: { state: '29', gstin: KARNATAKA_GSTIN, businessName: 'Udupi Prints Pvt Ltd', address: '12 Car Street, Udupi 576101' },
    });
  });

  it('asks for the address of an invoice above ₹50,000 without a GSTIN', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const big = withLicence(createCartItem({ _id: 'item-9', productId: 'p-9', title: 'The whole collection', price: 60000, salePrice: 60000 }));
    const { user } = await openCart({ 'users/getcart': cartResponse([big], { totalPrice: 60000, totalsalePrice: 60000 }, SAVED_BILLING) });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GST_MESSAGES.addressAboveLimit);
    expect(screen.getByRole('textbox', { name: 'Billing address' })).toHaveFocus();
  });
});
