import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { PAYMENT_MESSAGES, type VerificationResult } from '@chitra/contract/payments';
import { PAYMENT_RESULT_STORAGE_KEY } from '@chitra/contract/constants';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import {
  cartResponse,
  couponResponse,
  createCartItem,
  createPaymentPayload,
  createVerificationResult,
  SAVED_BILLING,
  SENT_BILLING,
} from '../../test/cart-fixtures';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { RazorpayOptions } from '../../lib/gateway-checkout/checkout-script';

type Routes = Parameters<typeof stubFetch>[0];

const SCRIPT = '/api/v1/payments/simulated/checkout.js';
const payment = createPaymentPayload();
const success = { razorpay_payment_id: 'pay_Test456', razorpay_order_id: payment.id, razorpay_signature: 'a1b2c3' };

/** checkout.js's `window.Razorpay`, recording what the page asked of it. */
class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  readonly listeners: Record<string, (response: unknown) => void> = {};
  constructor(readonly options: RazorpayOptions) {}
  open() {
    FakeRazorpay.opened.push(this);
  }
  on(event: string, listener: (response: unknown) => void) {
    this.listeners[event] = listener;
  }
}

type RazorpayWindow = Window & { Razorpay?: typeof FakeRazorpay };

function installCheckout() {
  (window as RazorpayWindow).Razorpay = FakeRazorpay;
}

afterEach(() => {
  delete (window as RazorpayWindow).Razorpay;
  FakeRazorpay.opened = [];
  for (const script of document.querySelectorAll('script[src]')) script.remove();
});

/** A reply the test releases when it chooses, to look at the page in between. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/api/v1/${path}`);

const bodiesOf = (requests: Request[]) => Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));

async function openCart(routes: Routes) {
  const fetchMock = stubFetch({
    config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: SCRIPT } }),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': cartResponse([createCartItem(), createCartItem()], { totalPrice: 998, totalsalePrice: 798 }, SAVED_BILLING),
    'users/createPayment': { success: true, data: payment },
    ...routes,
  });
  const view = renderApp('/cart', { user: createAuthUser() });
  const buyNow = await screen.findByRole('button', { name: 'Buy Now' });
  return { ...view, fetchMock, buyNow };
}

const openedCheckout = async (): Promise<FakeRazorpay> => {
  await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
  return FakeRazorpay.opened[0];
};

describe('Buy Now', () => {
  it("alerts 'Razorpay SDK failed to load. Are you online?' when checkout.js cannot load, and creates no payment", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, fetchMock, buyNow } = await openCart({});
    await user.click(buyNow);

    const script = await waitFor(() => {
      const added = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(added).not.toBeNull();
      return added as HTMLScriptElement;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.razorpayLoadFailed));
    expect(requestsTo(fetchMock, 'users/createPayment')).toHaveLength(0);
    await waitFor(() => expect(buyNow).toBeEnabled());
  });

  it('creates the payment with the coupon, never an amount, and opens the checkout with its details', async () => {
    installCheckout();
    const { user, fetchMock, buyNow } = await openCart({
      'users/check-coupon-discount': couponResponse('MONSOON10', 79.8, 718.2),
    });
    await user.type(screen.getByLabelText('Coupon code'), 'MONSOON10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon MONSOON10 applied');
    await user.click(buyNow);

    const checkout = await openedCheckout();
    expect(await bodiesOf(requestsTo(fetchMock, 'users/createPayment'))).toEqual([{ code: 'MONSOON10', billing: SENT_BILLING }]);
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_demo',
      amount: 79800,
      currency: 'INR',
      name: 'Chitra Studio',
      order_id: 'order_Test123',
      prefill: { name: 'Asha Patil', email: 'asha@example.com', contact: '9876543210' },
      notes: { customer: 'user-1' },
    });
    expect(checkout.listeners['payment.failed']).toBeTypeOf('function');
  });

  it('opens one checkout for a double click', async () => {
    installCheckout();
    const { user, fetchMock, buyNow } = await openCart({});
    await user.dblClick(buyNow);
    await openedCheckout();
    expect(await bodiesOf(requestsTo(fetchMock, 'users/createPayment'))).toEqual([{ billing: SENT_BILLING }]);
    expect(FakeRazorpay.opened).toHaveLength(1);
  });

  it('keeps the customer on the cart while the checkout is open: back does nothing', async () => {
    installCheckout();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({
      config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: SCRIPT } }),
      'product/allcategory': { success: true, data: { category: [] } },
      'product/toptwentyproduct': { success: true, data: [] },
      'users/getcart': cartResponse([createCartItem()], { totalPrice: 499, totalsalePrice: 399 }, SAVED_BILLING),
      'users/createPayment': { success: true, data: payment },
    });
    // Arrived from the home page, so there is somewhere to go back to.
    const { user, router } = renderApp('/', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    await act(() => router.navigate('/cart'));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await openedCheckout();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/cart');
    // Once it is over, back works again.
    act(() => FakeRazorpay.opened[0].options.handler({ ...success }));
    await waitFor(() => expect(screen.queryByText('Verifying your payment…')).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('verifies a completed payment, empties the cart, stores the result and shows it', async () => {
    installCheckout();
    const reply = deferred();
    const result = createVerificationResult();
    const { user, router, fetchMock, buyNow } = await openCart({ 'users/verifypayment': () => reply.promise });
    await user.click(buyNow);
    const checkout = await openedCheckout();

    act(() => checkout.options.handler({ ...success }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying your payment…');
    expect(await bodiesOf(requestsTo(fetchMock, 'users/verifypayment'))).toEqual([
      { data: { razerPay: success, transactionID: 'pay_Test456', orderID: 'order_Test123' } },
    ]);

    reply.release(jsonResponse({ success: true, data: result }));
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.state).toEqual({ paymentResult: result });
    expect(JSON.parse(localStorage.getItem(PAYMENT_RESULT_STORAGE_KEY) ?? 'null')).toEqual(result);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    // Checkout may still report its dismissal: the payment is verified once.
    act(() => checkout.options.modal.ondismiss());
    expect(requestsTo(fetchMock, 'users/verifypayment')).toHaveLength(1);
  });

  it('verifies a dismissed checkout with the ids only, and shows the failure', async () => {
    installCheckout();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router, fetchMock, buyNow } = await openCart({
      'users/verifypayment': { success: true, data: createVerificationResult({ status: 'failed', transactionID: 'rcpt_42', orderDetails: [] }) },
    });
    await user.click(buyNow);
    const checkout = await openedCheckout();
    act(() => checkout.listeners['payment.failed']({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } }));
    expect(warn).toHaveBeenCalledWith('Payment attempt failed', { code: 'BAD_REQUEST_ERROR', description: 'Card declined' });
    expect(requestsTo(fetchMock, 'users/verifypayment')).toHaveLength(0);

    act(() => checkout.options.modal.ondismiss());
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' });
    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(await bodiesOf(requestsTo(fetchMock, 'users/verifypayment'))).toEqual([{ data: { transactionID: 'rcpt_42', orderID: 'order_Test123' } }]);
    expect(screen.getByText(/completes your order and mails you the receipt/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/cart');
    expect(localStorage.getItem(PAYMENT_RESULT_STORAGE_KEY)).toBeNull();
  });

  it("a payment that went through but was declined (its coupon spent meanwhile) says so on the failure page, in the server's words", async () => {
    installCheckout();
    const { user, router, buyNow } = await openCart({
      'users/verifypayment': {
        success: true,
        data: createVerificationResult({ status: 'failed', transactionID: 'pay_Late1', orderDetails: [], message: PAYMENT_MESSAGES.declined }),
      },
    });
    await user.click(buyNow);
    const checkout = await openedCheckout();
    act(() => checkout.options.handler({ ...success }));
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' });
    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(screen.getByText(PAYMENT_MESSAGES.declined)).toBeInTheDocument();
    // Not the usual promise that a taken payment completes the order.
    expect(screen.queryByText(/completes your order and mails you the receipt/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/cart');
  });

  it('hides the spinner and only logs when the verification call fails', async () => {
    installCheckout();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router, buyNow } = await openCart({
      'users/verifypayment': jsonResponse({ success: false, message: 'Gateway is resting', code: 'BAD_GATEWAY' }, 502),
    });
    await user.click(buyNow);
    const checkout = await openedCheckout();
    act(() => checkout.options.handler({ ...success }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith('Payment verification failed', expect.objectContaining({ status: 502 })));
    expect(screen.queryByText('Verifying your payment…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(buyNow).toBeEnabled();
  });
});

describe('payment result pages', () => {
  const stubShell = () =>
    stubFetch({
      config: configResponse(),
      'product/allcategory': { success: true, data: { category: [] } },
      'users/getcart': cartResponse(),
      'product/toptwentyproduct': { success: true, data: [] },
    });

  it('sends a visit without a payment result home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubShell();
    const { router } = renderApp('/payment-success', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the stored result after a reload: status, transaction, each order and the way home', async () => {
    stubShell();
    const result: VerificationResult = createVerificationResult();
    localStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify(result));
    renderApp('/payment-success', { user: createAuthUser() });

    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('success');
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('pay_Test456');
    expect(screen.getByRole('link', { name: 'CH-2026-000123' })).toHaveAttribute('href', '/order-detail/order-1');
    expect(screen.getByText('Total price').nextElementSibling).toHaveTextContent('₹798');
    expect(screen.getByText('Product count').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Sunsets of Palghar')).toBeInTheDocument();
    expect(screen.getByText('Monsoon at Satpati')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.goToHome })).toHaveAttribute('href', '/');
  });

  it('ignores a stored record that is not a payment result', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubShell();
    localStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'success' }));
    const { router } = renderApp('/payment-success', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
    expect(router.state.location.pathname).toBe('/');
  });
});
