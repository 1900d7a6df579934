import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RazorpayOptions } from '../../lib/gateway-checkout/checkout-script';
import { createPaymentPayload } from '../../test/cart-fixtures';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';
import { createPrintLine, printCartResponse } from './test-factories';

/** The print checkout's state and country: read in Marathi, sent as docs/spec.md §5 names them. */

class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  constructor(readonly options: RazorpayOptions) {}
  open() {
    FakeRazorpay.opened.push(this);
  }
  on() {}
}
type RazorpayWindow = Window & { Razorpay?: typeof FakeRazorpay };

describe('the print checkout in Marathi', () => {
  afterEach(() => {
    delete (window as RazorpayWindow).Razorpay;
    FakeRazorpay.opened = [];
  });

  it('shows the state and country in Marathi and sends them as the spec names them', async () => {
    (window as RazorpayWindow).Razorpay = FakeRazorpay;
    const sent: unknown[] = [];
    stubFetch({
      config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: '/api/v1/payments/simulated/checkout.js' } }),
      'product/allcategory': { success: true, data: { category: [] } },
      'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
      'user/cart': printCartResponse([createPrintLine({ price: 999 })], { cartTotal: 999, shipping: 100, totalPrice: 1099 }),
      'user/getmyorders': { success: true, orders: [] },
      'order/checkout': async (request: Request) => {
        sent.push(await request.json());
        return jsonResponse({ success: true, order: createPaymentPayload({ id: 'order_Print1', amount: 109900 }) });
      },
    });
    const { user } = await renderAppIn('mr', '/checkout', { user: createAuthUser() });
    const state = await screen.findByRole('combobox', { name: 'राज्य' });
    expect(within(state).getByRole('option', { name: 'गुजरात' })).toHaveValue('Gujarat');
    expect(within(state).queryByRole('option', { name: 'Gujarat' })).not.toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: 'देश' });
    expect(within(country).getByRole('option', { name: 'भारत' })).toHaveValue('India');

    await user.type(screen.getByLabelText('पहिले नाव'), 'Asha');
    await user.type(screen.getByLabelText('आडनाव'), 'Patil');
    await user.type(screen.getByLabelText('पत्ता'), '12 Station Road');
    await user.type(screen.getByLabelText('शहर'), 'Vapi');
    await user.selectOptions(state, 'गुजरात');
    await user.selectOptions(country, 'भारत');
    await user.type(screen.getByLabelText('PIN code'), '396191');
    expect(state).toHaveDisplayValue('गुजरात');
    await user.click(screen.getByRole('button', { name: '₹१,०९९ भरा' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ shippingInfo: { state: 'Gujarat', country: 'India' } });
  });
});
