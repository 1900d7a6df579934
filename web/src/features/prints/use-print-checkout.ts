import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paiseToRupees } from '@chitra/contract/money';
import type { PrintCartResponse, ShippingInfoInput } from '@chitra/contract/prints';
import { useShopConfig } from '../../app/shell-data';
import { paths } from '../../lib/paths';
import { readApiFailure } from '../../lib/api-error';
import { type CheckoutPhase, useGatewayCheckout } from '../../lib/gateway-checkout/use-gateway-checkout';
import { showToast } from '../../lib/toast';
import { messagesOf } from '../../i18n/i18n';
import { useCreatePrintOrderMutation, usePrintCheckoutMutation, useVerifyPrintPaymentMutation } from './api';

/** What the page says about the last payment attempt, beside the toasts: the key of its words. */
export type PrintCheckoutNotice = 'notPaid' | 'notConfirmed';

/**
 * The legacy payment (docs/spec.md §7): `order/checkout` with the amount the page
 * shows and the address (the server refuses an amount that is not its own
 * total), the gateway's checkout, `order/paymentVerification` with its
 * answer, then `user/cart/create-order/`; toast 'Ordered createad
 * Successfully!' and on to /my-orders. The order exists once the payment is
 * verified, so a failed create-order still leads there.
 */
export function usePrintCheckout(): {
  phase: CheckoutPhase;
  notice: PrintCheckoutNotice | undefined;
  /** `onFieldErrors` gets the server's per-field messages of a refused address; true when it showed them. */
  start: (cart: PrintCartResponse, shippingInfo: ShippingInfoInput, onFieldErrors: (errors: Record<string, string>) => boolean) => Promise<void>;
} {
  const navigate = useNavigate();
  const [checkout] = usePrintCheckoutMutation();
  const [verify] = useVerifyPrintPaymentMutation();
  const [createOrder] = useCreatePrintOrderMutation();
  // Asked for by the shell (header, footer) on every page: known long before a payment.
  const { phase, pay } = useGatewayCheckout(useShopConfig());
  const [notice, setNotice] = useState<PrintCheckoutNotice>();

  const start = useCallback(
    (cart: PrintCartResponse, shippingInfo: ShippingInfoInput, onFieldErrors: (errors: Record<string, string>) => boolean) => {
      setNotice(undefined);
      // Started from the checkout page, whose words are loaded: the toasts below speak its language.
      const t = messagesOf('prints');
      return pay({
        description: t('paymentDescription'),
        create: async () => {
          const created = await checkout({ amount: cart.totalPrice, shippingInfo });
          if (created.data === undefined) {
            const failure = readApiFailure(created.error, t('somethingWentWrong'));
            if (!onFieldErrors(failure.errors)) showToast('error', failure.message);
            return undefined;
          }
          return created.data.order;
        },
        settle: async (payment, answer) => {
          if (answer === undefined) {
            // Closed without paying: nothing was taken (a capture the checkout missed is found by the server's reconciler).
            setNotice('notPaid');
            return;
          }
          const verified = await verify({
            orderCreationId: payment.id,
            razorpayPaymentId: answer.razorpay_payment_id,
            razorpayOrderId: answer.razorpay_order_id,
            razorpaySignature: answer.razorpay_signature,
          });
          if (verified.data === undefined) {
            // docs/spec.md §8: a failed verification is only logged; the page says what happens next.
            console.warn('Payment verification failed', verified.error);
            setNotice('notConfirmed');
            return;
          }
          const total = paiseToRupees(payment.amount);
          const created = await createOrder({
            shippingInfo,
            orderItems: cart.cart.map((line) => ({
              product: line.productId._id,
              color: line.color._id,
              quantity: line.quantity,
              price: line.price,
            })),
            totalPrice: total,
            totalPriceAfterDiscount: total,
            paymentInfo: { razorpayOrderId: answer.razorpay_order_id, razorpayPaymentId: answer.razorpay_payment_id },
          });
          if (created.data === undefined) showToast('error', t('somethingWentWrong'));
          else showToast('success', t('orderCreated'));
          void navigate(paths.myOrders());
        },
      });
    },
    [checkout, createOrder, navigate, pay, verify],
  );

  return { phase, notice, start };
}
