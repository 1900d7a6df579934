import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentPayload, RazorpaySuccess } from '@chitra/contract/payments';
import type { ConfigResponse } from '@chitra/contract/system';
import { useMessages } from '../../i18n/i18n';
import { useHoldBack } from '../history';
import { loadCheckoutScript, razorpayConstructor } from './checkout-script';

/** Where a payment is: preparing (script, gateway order), the checkout open, or the server verifying. */
export type CheckoutPhase = 'idle' | 'starting' | 'open' | 'verifying';

/** The shop's accent (styles/tokens.css), so the checkout looks like the shop. */
const THEME_COLOR = '#0b6e69';

/** What one kind of payment (the digital cart, prints) brings to the checkout. */
export type CheckoutSteps = {
  /** A line under the shop's name in the checkout. */
  description: string;
  /** Makes the gateway order on the server; undefined when that failed (the customer has been told). */
  create: () => Promise<PaymentPayload | undefined>;
  /**
   * Verifies with the server and moves on: with checkout's answer after a
   * payment, or without one when the checkout was dismissed. Called once per
   * payment, whatever checkout reports.
   */
  settle: (payment: PaymentPayload, answer: RazorpaySuccess | undefined) => Promise<void>;
};

/** Only the three fields the server checks, whatever else checkout.js adds. */
const successFields = ({ razorpay_payment_id, razorpay_order_id, razorpay_signature }: RazorpaySuccess): RazorpaySuccess => ({
  razorpay_payment_id,
  razorpay_order_id,
  razorpay_signature,
});

/**
 * The one way the storefront takes a payment (docs/spec.md §4 Payment): load
 * checkout.js once (its address from GET config), make the gateway order,
 * open the checkout, and hand its answer, or its dismissal, to `settle`
 * once. Back navigation is blocked, and leaving the page asks first, while
 * the checkout is open or being verified; a double click never opens two.
 * `config` is the shop's (app/shell-data.ts `useShopConfig`, which the
 * shell asks for on every page: known long before a payment); undefined
 * while it has not come, which fails a payment as a script that did not load.
 */
export function useGatewayCheckout(config: ConfigResponse | undefined): { phase: CheckoutPhase; pay: (steps: CheckoutSteps) => Promise<void> } {
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const loadFailed = useMessages('common')('razorpayLoadFailed');
  // Set before the first await: a double click must not open two checkouts.
  const busy = useRef(false);

  const inCheckout = phase === 'open' || phase === 'verifying';
  useHoldBack(inCheckout);

  useEffect(() => {
    if (!inCheckout) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inCheckout]);

  const finish = useCallback(() => {
    busy.current = false;
    setPhase('idle');
  }, []);

  const pay = useCallback(
    async ({ description, create, settle }: CheckoutSteps) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('starting');

      // Without the configuration there is no script to load: the same failure for the customer.
      const scriptLoaded = config !== undefined && (await loadCheckoutScript(config.payment.checkoutScript));
      const Razorpay = razorpayConstructor();
      if (!scriptLoaded || config === undefined || Razorpay === undefined) {
        window.alert(loadFailed);
        finish();
        return;
      }

      const payment = await create();
      if (payment === undefined) {
        finish();
        return;
      }

      let settled = false;
      const settleOnce = async (answer: RazorpaySuccess | undefined) => {
        // Checkout may report a success and then a dismissal: one verification per payment.
        if (settled) return;
        settled = true;
        setPhase('verifying');
        try {
          await settle(payment, answer);
        } finally {
          finish();
        }
      };

      const checkout = new Razorpay({
        key: payment.key,
        amount: payment.amount,
        currency: payment.currency,
        name: config.shop.name,
        description,
        order_id: payment.id,
        prefill: { name: payment.name, email: payment.email, contact: payment.contact },
        notes: payment.notes,
        theme: { color: THEME_COLOR },
        handler: (response) => void settleOnce(successFields(response)),
        // Closed without paying, or after a failed attempt: the server still asks the gateway.
        modal: { ondismiss: () => void settleOnce(undefined) },
      });
      // The checkout shows the failure and offers a retry; the dismissal that follows settles.
      checkout.on('payment.failed', (response) => console.warn('Payment attempt failed', response.error));
      setPhase('open');
      checkout.open();
    },
    [config, finish, loadFailed],
  );

  return { phase, pay };
}
