// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIMULATED_CHECKOUT_SCRIPT } from './simulated-checkout';

/*
 * The checkout script in a DOM, driven as the storefront drives Razorpay's
 * checkout.js. The server is compiled without DOM types, so the few DOM
 * members the tests touch are typed here.
 */
type El = {
  textContent: string | null;
  id: string;
  disabled: boolean;
  hidden: boolean;
  tagName: string;
  getAttribute(name: string): string | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  click(): void;
  focus(): void;
  dispatchEvent(event: unknown): boolean;
  appendChild(child: El): El;
};
type Options = Record<string, unknown>;
type Checkout = { on(event: string, listener: (response: unknown) => void): Checkout; open(): Checkout; close(): void };
const win = globalThis as unknown as {
  document: El & { body: El & { innerHTML: string }; activeElement: El | null; getElementById(id: string): El | null; createElement(tag: string): El };
  Razorpay: new (options: Options) => Checkout;
  KeyboardEvent: new (type: string, init: { key: string; shiftKey?: boolean; bubbles?: boolean }) => unknown;
};
const { document } = win;

const ORDER = 'order_AbCdEf01234567';
const success = { razorpay_payment_id: 'pay_AbCdEf01234567', razorpay_order_id: ORDER, razorpay_signature: 'ab'.repeat(32) };
const failure = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed at the test gateway.',
    reason: 'payment_failed',
    metadata: { order_id: ORDER, payment_id: 'pay_1' },
  },
};

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) => Array.from(dialog()?.querySelectorAll('button') ?? []).find((b) => b.textContent === name)!;
const press = (key: string, shiftKey = false) => document.activeElement!.dispatchEvent(new win.KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));

const opened: Checkout[] = [];

function checkout(extra: Options = {}) {
  const callbacks = { handler: vi.fn(), ondismiss: vi.fn(), failed: vi.fn() };
  const rzp = new win.Razorpay({
    key: 'rzp_test_chitrademo',
    amount: 123450,
    currency: 'INR',
    name: 'Chitra Studio',
    description: 'Sunset at Kelva',
    order_id: ORDER,
    prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
    theme: { color: '#0f766e' },
    handler: callbacks.handler,
    modal: { ondismiss: callbacks.ondismiss },
    ...extra,
  });
  rzp.on('payment.failed', callbacks.failed);
  opened.push(rzp);
  return { rzp, ...callbacks };
}

describe('simulated checkout.js', () => {
  beforeAll(() => {
    new Function(SIMULATED_CHECKOUT_SCRIPT)();
  });
  afterEach(() => {
    for (const rzp of opened.splice(0)) rzp.close();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('opens an accessible modal dialog named "Test payment" with the amount in rupees, the shop and three buttons', () => {
    checkout().rzp.open();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(d.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Test payment');
    expect(title.tagName).toBe('H2');
    expect(d.textContent).toContain('₹1,234.50');
    expect(d.textContent).toContain('Chitra Studio');
    expect(d.textContent).toContain('Sunset at Kelva');
    expect(Array.from(d.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Pay now', 'Fail payment', 'Cancel']);
    expect(document.activeElement).toBe(button('Pay now'));
  });

  it.each([
    [123450, '₹1,234.50'],
    [1234567800, '₹1,23,45,678'],
    [49900, '₹499'],
    [5, '₹0.05'],
  ])('shows %i paise as %s', (amount, text) => {
    checkout({ amount }).rzp.open();
    expect(dialog()!.querySelector('[data-testid="amount"]')!.textContent).toBe(text);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    checkout().rzp.open();
    button('Cancel').focus();
    press('Tab');
    expect(document.activeElement).toBe(button('Pay now'));
    press('Tab', true);
    expect(document.activeElement).toBe(button('Cancel'));
  });

  it('Pay now: posts a capture, shows Processing… with the buttons disabled, then closes and calls the handler', async () => {
    let reply!: (value: unknown) => void;
    const fetch = vi.fn(() => new Promise((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { rzp, handler, ondismiss } = checkout();
    rzp.open();
    button('Pay now').click();

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, { method: string; body: string }];
    expect(url).toBe(`/api/v1/payments/simulated/orders/${ORDER}/pay`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ outcome: 'capture' });
    expect(dialog()!.textContent).toContain('Processing…');
    expect(['Pay now', 'Fail payment', 'Cancel'].map((n) => button(n).disabled)).toEqual([true, true, true]);
    press('Escape');
    expect(dialog()).not.toBeNull();

    reply(await answer(200, success));
    await settle();
    expect(dialog()).toBeNull();
    expect(handler).toHaveBeenCalledWith(success);
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('Fail payment: posts a failure, tells every payment.failed listener, then closes and calls ondismiss', async () => {
    const fetch = vi.fn(() => answer(200, failure));
    vi.stubGlobal('fetch', fetch);
    const { rzp, handler, ondismiss, failed } = checkout();
    const second = vi.fn();
    rzp.on('payment.failed', second);
    rzp.open();
    button('Fail payment').click();
    await settle();

    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ outcome: 'fail' });
    expect(failed).toHaveBeenCalledWith(failure);
    expect(second).toHaveBeenCalledWith(failure);
    expect(dialog()).toBeNull();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['Cancel', 'Escape'])('%s closes without paying and calls ondismiss, giving focus back', (how) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { rzp, handler, ondismiss } = checkout();
    rzp.open();
    if (how === 'Cancel') button('Cancel').click();
    else press('Escape');
    expect(dialog()).toBeNull();
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['a server error', () => answer(500, { success: false, message: 'Something went wrong on our side.' }), 'Something went wrong on our side.'],
    ['a refusal', () => answer(409, { success: false, message: 'This order has already been paid.' }), 'This order has already been paid.'],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'The test gateway did not answer. Please try again.'],
  ])('after %s shows an error line in the dialog and lets the buyer try again', async (_case, reply, message) => {
    vi.stubGlobal('fetch', vi.fn(reply));
    const { rzp, handler, ondismiss, failed } = checkout();
    rzp.open();
    button('Pay now').click();
    await settle();

    expect(dialog()).not.toBeNull();
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(message);
    expect(dialog()!.querySelector('[role="alert"]')!.hidden).toBe(false);
    expect(['Pay now', 'Fail payment', 'Cancel'].map((n) => button(n).disabled)).toEqual([false, false, false]);
    expect(dialog()!.textContent).not.toContain('Processing…');
    expect([handler, ondismiss, failed].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('a payment.failed listener that closes the dialog itself gets no ondismiss after it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200, failure)),
    );
    const { rzp, ondismiss } = checkout();
    rzp.on('payment.failed', () => rzp.close());
    rzp.open();
    button('Fail payment').click();
    await settle();
    expect(dialog()).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('rzp.close() closes without calling back', () => {
    const { rzp, handler, ondismiss } = checkout();
    rzp.open();
    rzp.close();
    expect(dialog()).toBeNull();
    expect(handler).not.toHaveBeenCalled();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('works without modal, prefill or theme', () => {
    const rzp = new win.Razorpay({ key: 'rzp_test_chitrademo', amount: 10000, order_id: ORDER, handler: () => {} });
    opened.push(rzp);
    expect(() => rzp.open()).not.toThrow();
    expect(() => button('Cancel').click()).not.toThrow();
    expect(dialog()).toBeNull();
  });
});
