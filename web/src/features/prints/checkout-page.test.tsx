import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import type { RazorpayOptions } from '../../lib/gateway-checkout/checkout-script';
import { createPaymentPayload } from '../../test/cart-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createPrintLine, createPrintOrder, EMPTY_PRINT_CART, printCartResponse } from './test-factories';

type Routes = Parameters<typeof stubFetch>[0];

const SCRIPT = '/api/v1/payments/simulated/checkout.js';
const payment = createPaymentPayload({ id: 'order_Print123', amount: 409700 });
const success = { razorpay_payment_id: 'pay_Print456', razorpay_order_id: payment.id, razorpay_signature: 'a1b2c3' };

class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  constructor(readonly options: RazorpayOptions) {}
  open() {
    FakeRazorpay.opened.push(this);
  }
  on() {}
}
type RazorpayWindow = Window & { Razorpay?: typeof FakeRazorpay };

afterEach(() => {
  delete (window as RazorpayWindow).Razorpay;
  FakeRazorpay.opened = [];
});

const twoLines = () =>
  printCartResponse(
    [
      createPrintLine({ _id: 'line-a', title: 'Kelva Beach', quantity: 2, price: 1499, colour: 'gold' }),
      createPrintLine({ _id: 'line-b', title: 'Bordi sands', price: 999 }),
    ],
    { cartTotal: 3997, shipping: 100, totalPrice: 4097 },
  );

function openCheckout(routes: Routes = {}) {
  const fetchMock = stubFetch({
    config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: SCRIPT } }),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'user/cart': twoLines(),
    'user/getmyorders': { success: true, orders: [] },
    ...routes,
  });
  return { ...renderApp('/checkout', { user: createAuthUser() }), fetchMock };
}

const requests = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === `/api/v1/${path}`);
const bodyOf = (request: Request | undefined) => request?.clone().json();

const totalOf = (label: string) => {
  const summary = screen.getByRole('region', { name: /^Order summary/ });
  return within(summary).getByText(label, { exact: true }).nextElementSibling?.textContent;
};

async function fillAddress(user: ReturnType<typeof openCheckout>['user']) {
  await user.type(await screen.findByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Patil');
  await user.type(screen.getByLabelText('Address'), '12 Station Road');
  await user.type(screen.getByLabelText('City'), 'Vapi');
  await user.selectOptions(screen.getByLabelText('State'), 'Gujarat');
  await user.selectOptions(screen.getByLabelText('Country'), 'India');
  await user.type(screen.getByLabelText('Pincode'), '396191');
}

describe('checkout (prints)', () => {
  it('shows each line and the server’s totals: quantity × price, plus ₹100 shipping', async () => {
    openCheckout();
    const summary = await screen.findByRole('region', { name: /^Order summary/ });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Kelva Beach');
    expect(lines[0]).toHaveTextContent('Frame: gold · ₹1,499 each');
    expect(lines[0]).toHaveTextContent('₹2,998');
    expect(within(summary).getByText('3 prints')).toBeInTheDocument();
    expect(totalOf('Subtotal')).toBe('₹3,997');
    expect(totalOf('Shipping')).toBe('₹100');
    expect(totalOf('Total')).toBe('₹4,097');
    expect(screen.getByRole('button', { name: 'Pay ₹4,097' })).toBeEnabled();
  });

  it("gives docs/spec.md §5's messages for the address, and sends nothing until it is right", async () => {
    const { user, fetchMock } = openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹4,097' }));
    for (const field of ['firstname', 'lastname', 'address', 'city', 'state', 'country', 'pincode']) {
      expect(screen.getByText(`${field} is a required field`)).toBeInTheDocument();
    }
    expect(screen.queryByText('other is a required field')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    const pincode = screen.getByLabelText('Pincode');
    for (const [typed, message] of [
      ['-5', 'pincode must be a positive number'],
      ['abc', 'pincode must be a number'],
      ['12.5', 'pincode must be an integer'],
      ['12345', 'pincode must be a 6-digit Indian PIN code'],
    ]) {
      await user.clear(pincode);
      await user.type(pincode, typed!);
      expect(screen.getByText(message!)).toBeInTheDocument();
    }
    // docs/spec.md §5: India and Gujarat are the only options.
    expect(
      within(screen.getByLabelText('Country'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'India']);
    expect(
      within(screen.getByLabelText('State'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'Gujarat']);
    expect(requests(fetchMock, 'POST', 'order/checkout')).toHaveLength(0);
  });

  it('starts from the address of the last print order', async () => {
    openCheckout({ 'user/getmyorders': { success: true, orders: [createPrintOrder()] } });
    expect(await screen.findByLabelText('City')).toHaveValue('Vapi');
    expect(screen.getByLabelText('Pincode')).toHaveValue('396191');
    expect(screen.getByLabelText('State')).toHaveValue('Gujarat');
  });

  it("sets a quantity with the spec's DELETE and toasts 'Product Updated Successfully!', or 'Something Went Wrong!'", async () => {
    const { user, fetchMock } = openCheckout({
      'user/update-product-cart/line-b/4': { success: true, message: 'ok', data: createPrintLine({ quantity: 4 }) },
      'user/update-product-cart/line-b/5': () => jsonResponse({ success: false, message: 'No', code: 'CONFLICT' }, 409),
    });
    await user.selectOptions(await screen.findByLabelText('Quantity of Bordi sands'), '4');
    expect(await screen.findByText(MESSAGES.productUpdated)).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE', 'user/update-product-cart/line-b/4')).toHaveLength(1);
    // A quantity other than the one shown, whether or not the cart's refetch has landed yet:
    // choosing the displayed value again would fire no change at all.
    const quantity = screen.getByLabelText('Quantity of Bordi sands');
    await waitFor(() => expect(quantity).toBeEnabled());
    await user.selectOptions(quantity, '5');
    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE', 'user/update-product-cart/line-b/5')).toHaveLength(1);
  });

  it("removes a line and toasts 'Product Deleted From Cart Successfully!'", async () => {
    const { user, fetchMock } = openCheckout({ 'user/delete-product-cart/line-a': { success: true, message: MESSAGES.productDeletedFromCart } });
    await user.click(await screen.findByRole('button', { name: 'Remove Kelva Beach' }));
    expect(await screen.findByText(MESSAGES.productDeletedFromCart)).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE', 'user/delete-product-cart/line-a')).toHaveLength(1);
  });

  it("pays: the amount shown and the address, the checkout, verification, create-order, then 'Ordered createad Successfully!' and My Orders", async () => {
    (window as RazorpayWindow).Razorpay = FakeRazorpay;
    const { user, fetchMock, router } = openCheckout({
      'order/checkout': { success: true, order: payment },
      'order/paymentVerification': { success: true, message: 'Payment verified successfully.' },
      'user/cart/create-order/': jsonResponse({ success: true, message: MESSAGES.orderCreated, order: createPrintOrder() }, 201),
    });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,097' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(await bodyOf(requests(fetchMock, 'POST', 'order/checkout')[0])).toEqual({
      amount: 4097,
      shippingInfo: {
        firstname: 'Asha',
        lastname: 'Patil',
        address: '12 Station Road',
        other: '',
        city: 'Vapi',
        state: 'Gujarat',
        country: 'India',
        pincode: '396191',
      },
    });
    const checkout = FakeRazorpay.opened[0]!;
    expect(checkout.options).toMatchObject({ amount: 409700, order_id: 'order_Print123', description: 'Framed prints' });

    checkout.options.handler(success);
    expect(await screen.findByText(MESSAGES.orderCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders'));
    expect(await bodyOf(requests(fetchMock, 'POST', 'order/paymentVerification')[0])).toEqual({
      orderCreationId: 'order_Print123',
      razorpayPaymentId: 'pay_Print456',
      razorpayOrderId: 'order_Print123',
      razorpaySignature: 'a1b2c3',
    });
    expect(await bodyOf(requests(fetchMock, 'POST', 'user/cart/create-order/')[0])).toMatchObject({
      totalPrice: 4097,
      totalPriceAfterDiscount: 4097,
      paymentInfo: { razorpayOrderId: 'order_Print123', razorpayPaymentId: 'pay_Print456' },
      orderItems: [
        { product: expect.any(String), color: 'colour-gold', quantity: 2, price: 1499 },
        { product: expect.any(String), color: 'colour-black', quantity: 1, price: 999 },
      ],
    });
  });

  it('says nothing was charged when the checkout is closed, and verifies nothing', async () => {
    (window as RazorpayWindow).Razorpay = FakeRazorpay;
    const { user, fetchMock } = openCheckout({ 'order/checkout': { success: true, order: payment } });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,097' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    FakeRazorpay.opened[0]!.options.modal.ondismiss();
    expect(await screen.findByText('The payment was not completed, so nothing was charged. Your prints are still in your cart.')).toBeInTheDocument();
    expect(requests(fetchMock, 'POST', 'order/paymentVerification')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₹4,097' })).toBeEnabled();
  });

  it("toasts the server's reason when it refuses the amount (the cart changed), and opens no checkout", async () => {
    (window as RazorpayWindow).Razorpay = FakeRazorpay;
    const reason = 'The amount does not match your print cart. Please review your order and try again.';
    const { user } = openCheckout({ 'order/checkout': jsonResponse({ success: false, message: reason, code: 'CONFLICT' }, 409) });
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹4,097' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(FakeRazorpay.opened).toHaveLength(0);
  });

  it('says so when the print cart is empty', async () => {
    openCheckout({ 'user/cart': EMPTY_PRINT_CART });
    expect(await screen.findByText('Your print cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/product');
  });
});
