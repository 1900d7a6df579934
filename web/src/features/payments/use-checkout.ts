import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Billing } from '@chitra/contract/gst';
import type { CreatePaymentBody } from '@chitra/contract/payments';
import { useAppDispatch } from '../../app/hooks';
import { useShopConfig } from '../../app/shell-data';
import { paths } from '../../lib/paths';
import { failureMessage } from '../../lib/api-error';
import { clearCart } from '../../lib/cart-add';
import { type CheckoutPhase, useGatewayCheckout } from '../../lib/gateway-checkout/use-gateway-checkout';
import { showToast } from '../../lib/toast';
import { messagesOf } from '../../i18n/i18n';
import { useCreatePaymentMutation, useVerifyPaymentMutation } from './api';
import { type PaymentFailedState, savePaymentResult, type PaymentSuccessState } from './payment-result';

/**
 * docs/spec.md §4 Payment for the digital cart: create the payment (with the
 * coupon's code, never an amount, and who the invoice is for), pay in the gateway's checkout
 * (useGatewayCheckout), and verify when it completes or is dismissed.
 * Failed → /payment-failed; otherwise the cart is cleared, the result stored
 * and /payment-success shown.
 */
export function useCheckout(): { phase: CheckoutPhase; start: (couponCode: string | undefined, billing?: Billing) => Promise<void> } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createPayment] = useCreatePaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  // Asked for by the shell (header, footer) on every page: known long before a payment.
  const { phase, pay } = useGatewayCheckout(useShopConfig());

  const start = useCallback(
    (couponCode: string | undefined, billing?: Billing) =>
      pay({
        // Bought from the cart page, whose words are loaded: the gateway's checkout names the purchase in the page's language.
        description: messagesOf('cart')('paymentDescription'),
        create: async () => {
          // The billing (issue 27) makes the invoice: the buyer's state, and a business's GSTIN, name and address.
          const body: CreatePaymentBody = { ...(couponCode ? { code: couponCode } : {}), ...(billing ? { billing } : {}) };
          const created = await createPayment(body);
          if (created.data === undefined) {
            showToast('error', failureMessage(created.error, messagesOf('cart')('paymentNotStarted')));
            return undefined;
          }
          return created.data.data;
        },
        settle: async (payment, answer) => {
          const data = answer
            ? { razerPay: answer, transactionID: answer.razorpay_payment_id, orderID: payment.id }
            : { transactionID: payment.receipt, orderID: payment.id };
          const result = await verifyPayment({ data });
          if (result.data === undefined) {
            // docs/spec.md §8: the spinner goes, the failure is only logged.
            console.warn('Payment verification failed', result.error);
            return;
          }
          const outcome = result.data.data;
          if (outcome.status === 'failed') {
            const state: PaymentFailedState | undefined = outcome.message ? { message: outcome.message } : undefined;
            void navigate(paths.paymentFailed(), state ? { state } : undefined);
            return;
          }
          dispatch(clearCart());
          savePaymentResult(outcome);
          const state: PaymentSuccessState = { paymentResult: outcome };
          void navigate(paths.paymentSuccess(), { state });
        },
      }),
    [createPayment, dispatch, navigate, pay, verifyPayment],
  );

  return { phase, start };
}
