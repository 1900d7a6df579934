import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RazorpayOptions } from '../../lib/gateway-checkout/checkout-script';
import { createPaymentPayload } from '../../test/cart-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';
import { createPrintLine, createPrintOrder, printCartResponse } from './test-factories';

/** The print checkout and My Orders as a reader of Marathi or Hindi sees them. */

type Routes = Parameters<typeof stubFetch>[0];

const SCRIPT = '/api/v1/payments/simulated/checkout.js';

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

function stubPrints(routes: Routes = {}) {
  return stubFetch({
    config: configResponse({ payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: SCRIPT } }),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'user/cart': twoLines(),
    'user/getmyorders': { success: true, orders: [] },
    ...routes,
  });
}

const totalOf = (label: string) =>
  within(screen.getByRole('region', { name: /^ऑर्डरचा सारांश/ })).getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('the print checkout in Marathi', () => {
  it('shows the lines, the totals and Pay in Marathi words and Devanagari digits', async () => {
    stubPrints();
    await renderAppIn('mr', '/checkout', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'चेकआउट' });
    const summary = await screen.findByRole('region', { name: /^ऑर्डरचा सारांश/ });
    expect(within(summary).getByText('३ प्रिंट')).toBeInTheDocument();
    const [first] = within(summary).getAllByRole('listitem');
    expect(first).toHaveTextContent('फ्रेम: gold · प्रत्येकी ₹१,४९९');
    expect(first).toHaveTextContent('₹२,९९८');
    expect(screen.getByRole('combobox', { name: 'Kelva Beach ची संख्या' })).toHaveDisplayValue('२');
    expect(totalOf('उप-एकूण')).toBe('₹३,९९७');
    expect(totalOf('शिपिंग')).toBe('₹१००');
    expect(totalOf('एकूण')).toBe('₹४,०९७');
    expect(screen.getByRole('heading', { level: 2, name: 'शिपिंग पत्ता' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹४,०९७ भरा' })).toBeEnabled();
    expect(document.title).toBe('चेकआउट | Chitra');
  });

  it('checks the address in Marathi, and sends nothing until it is right', async () => {
    const fetchMock = stubPrints();
    const { user } = await renderAppIn('mr', '/checkout', { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: '₹४,०९७ भरा' }));
    for (const message of ['पहिले नाव आवश्यक आहे', 'आडनाव आवश्यक आहे', 'पत्ता आवश्यक आहे', 'शहर आवश्यक आहे', 'राज्य आवश्यक आहे', 'देश आवश्यक आहे', 'PIN code आवश्यक आहे']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(/is a required field/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('पहिले नाव')).toHaveFocus();
    expect(within(screen.getByLabelText('राज्य')).getAllByRole('option')[0]).toHaveTextContent('निवडा');

    const pincode = screen.getByLabelText('PIN code');
    for (const [typed, message] of [
      ['-5', 'PIN code शून्यापेक्षा मोठी संख्या असावी'],
      ['abc', 'PIN code अंकांत लिहा'],
      ['12.5', 'PIN code पूर्णांक असावा'],
      ['12345', 'PIN code ६ अंकी भारतीय PIN code असावा'],
    ]) {
      await user.clear(pincode);
      await user.type(pincode, typed!);
      expect(screen.getByText(message!)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('पहिले नाव'), 'अ'.repeat(61));
    expect(screen.getByText('जास्तीत जास्त ६० अक्षरे')).toBeInTheDocument();
    const checkouts = fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/v1/order/checkout');
    expect(checkouts).toHaveLength(0);
  });

  it('names the purchase in the gateway in Marathi, and says in Marathi that nothing was charged when it is closed', async () => {
    (window as RazorpayWindow).Razorpay = FakeRazorpay;
    stubPrints({
      'order/checkout': { success: true, order: createPaymentPayload({ id: 'order_Print123', amount: 409700 }) },
      'user/getmyorders': { success: true, orders: [createPrintOrder()] },
    });
    const { user } = await renderAppIn('mr', '/checkout', { user: createAuthUser() });
    // Starts from the last order's address: nothing to type.
    expect(await screen.findByLabelText('शहर')).toHaveValue('Vapi');
    await user.click(screen.getByRole('button', { name: '₹४,०९७ भरा' }));
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    expect(FakeRazorpay.opened[0]!.options).toMatchObject({ description: 'फ्रेम केलेले प्रिंट' });
    FakeRazorpay.opened[0]!.options.modal.ondismiss();
    expect(await screen.findByText('पेमेंट पूर्ण झाले नाही, त्यामुळे पैसे कापले गेले नाहीत. तुमचे प्रिंट अजूनही कार्टमध्ये आहेत.')).toBeInTheDocument();
  });
});

describe('the print checkout in Hindi', () => {
  it('labels the address and checks it in Hindi, with prices in Latin digits', async () => {
    stubPrints();
    const { user } = await renderAppIn('hi', '/checkout', { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: '₹4,097 का भुगतान करें' }));
    expect(screen.getByText('पहला नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByLabelText('पहला नाम')).toHaveFocus();
    expect(screen.getByLabelText('फ़्लैट, मंज़िल या लैंडमार्क (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByText('कीमतों में सभी टैक्स शामिल हैं।')).toBeInTheDocument();
  });
});

describe('My Orders in Marathi', () => {
  it('shows each order’s status, date, lines and totals in Marathi, with the way to the digital orders', async () => {
    stubPrints({
      'user/getmyorders': {
        success: true,
        orders: [
          createPrintOrder({
            orderID: 'CH-2026-000042',
            orderStatus: 'Shipped',
            trackingNumber: 'EE123456789IN',
            carrier: 'India Post',
            trackingUrl: 'https://www.indiapost.gov.in/track',
          }),
        ],
      },
    });
    await renderAppIn('mr', '/my-orders', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'माझ्या ऑर्डर' });
    const order = await screen.findByRole('article');
    expect(within(order).getByRole('heading', { level: 2 })).toHaveTextContent('ऑर्डर CH-2026-000042');
    expect(order).toHaveTextContent('स्थिती: पाठवली');
    // Marathi's month and digits; whether a comma follows the month is the ICU data's choice.
    expect(order).toHaveTextContent(/ऑर्डरची तारीख २० नोव्हेंबर,? २०२६/);
    const [row] = within(order).getAllByRole('row').slice(1);
    expect([...row!.children].map((cell) => cell.textContent)).toEqual(['Kelva Beach at golden hour', 'gold', '२', '₹१,४९९']);
    expect(within(order).getByText('सवलतीनंतर एकूण किंमत').nextElementSibling).toHaveTextContent('₹३,०९८');
    expect(order).toHaveTextContent('पाठवण्याचा पत्ता: Asha Patil, 12 Station Road, Vapi, Gujarat 396191, India');
    expect(within(order).getByRole('link', { name: 'तुमचे पार्सल ट्रॅक करा (नव्या टॅबमध्ये उघडते)' })).toHaveAttribute('href', 'https://www.indiapost.gov.in/track');
    const intro = screen.getByText(/^फ्रेम केलेल्या प्रिंटच्या तुमच्या ऑर्डर/);
    expect(intro).toHaveTextContent('डिजिटल छायाचित्रांसाठी पाहा: ऑर्डरचा इतिहास.');
    expect(within(intro).getByRole('link', { name: 'ऑर्डरचा इतिहास' })).toHaveAttribute('href', '/mr/order-history');
  });

  it('says there are no orders, in Marathi', async () => {
    stubPrints();
    await renderAppIn('mr', '/my-orders', { user: createAuthUser() });
    expect(await screen.findByText('एकही ऑर्डर सापडली नाही.')).toBeInTheDocument();
  });
});
