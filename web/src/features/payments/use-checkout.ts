import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import type { CreatePaymentBody, RazorpaySuccess, VerifyPaymentBody } from '@chitra/contract/payments';
import { MESSAGES } from '@chitra/contract/messages';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useShopConfig } from '../../app/shell-data';
import { failureMessage } from '../../lib/api-error';
import { clearCart } from '../../lib/cart-add';
import { showToast } from '../../lib/toast';
import { useCreatePaymentMutation, useVerifyPaymentMutation } from './api';
import { loadCheckoutScript, razorpayConstructor } from './checkout';
import { savePaymentResult, type PaymentSuccessState } from './payment-result';

/** Where a Buy Now press is: preparing (script, order), the checkout open, or the server verifying. */
export type CheckoutPhase = 'idle' | 'starting' | 'open' | 'verifying';

const DESCRIPTION = 'Digital photographs';
/** The shop's accent (styles/tokens.css), so the checkout looks like the shop. */
const THEME_COLOR = '#0b6e69';

type Verification = VerifyPaymentBody['data'];

/** Only the three fields the server checks, whatever else checkout.js adds. */
const successFields = ({ razorpay_payment_id, razorpay_order_id, razorpay_signature }: RazorpaySuccess): RazorpaySuccess => ({
  razorpay_payment_id,
  razorpay_order_id,
  razorpay_signature,
});

/**
 * Spec §4 Payment: load checkout.js (once), create the payment for the cart
 * (with the coupon's code, never an amount), open the checkout, and verify
 * when it completes or is dismissed. Failed → /payment-failed; otherwise the
 * cart is cleared, the result stored and /payment-success shown. Back
 * navigation is blocked while the checkout is open or being verified.
 */
export function useCheckout(): { phase: CheckoutPhase; start: (couponCode: string | undefined) => Promise<void> } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Asked for by the shell (header, footer) on every page: known long before Buy Now.
  const config = useShopConfig();
  const [createPayment] = useCreatePaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  // Set before the first await: a double click must not open two checkouts.
  const busy = useRef(false);

  const inCheckout = phase === 'open' || phase === 'verifying';
  const blocker = useBlocker(({ historyAction }) => inCheckout && historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  // Leaving the site (reload, closing the tab) mid-payment asks first.
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

  const start = useCallback(
    async (couponCode: string | undefined) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('starting');

      // Without the configuration there is no script to load: the same failure for the customer.
      const scriptLoaded = config !== undefined && (await loadCheckoutScript(config.payment.checkoutScript));
      const Razorpay = razorpayConstructor();
      if (!scriptLoaded || config === undefined || Razorpay === undefined) {
        window.alert(MESSAGES.razorpayLoadFailed);
        finish();
        return;
      }

      const body: CreatePaymentBody = couponCode ? { code: couponCode } : {};
      const created = await createPayment(body);
      if (created.data === undefined) {
        showToast('error', failureMessage(created.error, MESSAGES.somethingWentWrongBang));
        finish();
        return;
      }
      const payment = created.data.data;

      let verified = false;
      const verify = async (data: Verification) => {
        // Checkout may report a success and then a dismissal: one verification per payment.
        if (verified) return;
        verified = true;
        setPhase('verifying');
        const result = await verifyPayment({ data });
        finish();
        if (result.data === undefined) {
          // Spec §8: the spinner goes, the failure is only logged.
          console.warn('Payment verification failed', result.error);
          return;
        }
        const outcome = result.data.data;
        if (outcome.status === 'failed') {
          void navigate(paths.paymentFailed());
          return;
        }
        dispatch(clearCart());
        savePaymentResult(outcome);
        const state: PaymentSuccessState = { paymentResult: outcome };
        void navigate(paths.paymentSuccess(), { state });
      };

      const checkout = new Razorpay({
        key: payment.key,
        amount: payment.amount,
        currency: payment.currency,
        name: config.shop.name,
        description: DESCRIPTION,
        order_id: payment.id,
        prefill: { name: payment.name, email: payment.email, contact: payment.contact },
        notes: payment.notes,
        theme: { color: THEME_COLOR },
        handler: (response) => {
          void verify({ razerPay: successFields(response), transactionID: response.razorpay_payment_id, orderID: payment.id });
        },
        modal: {
          // Closed without paying, or after a failed attempt: the server still asks the gateway.
          ondismiss: () => void verify({ transactionID: payment.receipt, orderID: payment.id }),
        },
      });
      // The checkout shows the failure and offers a retry; the dismissal that follows verifies.
      checkout.on('payment.failed', (response) => console.warn('Payment attempt failed', response.error));
      setPhase('open');
      checkout.open();
    },
    [config, createPayment, dispatch, finish, navigate, verifyPayment],
  );

  return { phase, start };
}
