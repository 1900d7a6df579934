import type { OrderSummary, VerificationResult } from '@chitra/contract/payments';
import { PAYMENT_RESULT_STORAGE_KEY } from '@chitra/contract/constants';
import { readJson, writeJson } from '../../lib/storage';

/** Router state of /payment-success. */
export type PaymentSuccessState = { paymentResult: VerificationResult };

/** Router state of /payment-failed: the server's word when the payment went through but made no order. */
export type PaymentFailedState = { message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isOrderSummary(value: unknown): value is OrderSummary {
  return (
    isObject(value) &&
    typeof value.orderID === 'string' &&
    typeof value._id === 'string' &&
    typeof value.totalPrice === 'number' &&
    typeof value.productCount === 'number' &&
    Array.isArray(value.product) &&
    value.product.every((product) => isObject(product) && typeof product.title === 'string')
  );
}

/** A verification result as the server sends it; anything else (an older build's record, a hand edit) is none. */
function isVerificationResult(value: unknown): value is VerificationResult {
  return (
    isObject(value) &&
    (value.status === 'success' || value.status === 'failed') &&
    typeof value.transactionID === 'string' &&
    Array.isArray(value.orderDetails) &&
    value.orderDetails.every(isOrderSummary)
  );
}

/** docs/spec.md §3: "The payment result is also stored locally". */
export function savePaymentResult(result: VerificationResult): void {
  writeJson(PAYMENT_RESULT_STORAGE_KEY, result);
}

/** docs/spec.md §2 Payment-success: the result from the navigation, else from local storage. */
export function readPaymentResult(navigationState: unknown): VerificationResult | undefined {
  const fromNavigation = isObject(navigationState) ? navigationState.paymentResult : undefined;
  if (isVerificationResult(fromNavigation)) return fromNavigation;
  const stored = readJson(PAYMENT_RESULT_STORAGE_KEY);
  return isVerificationResult(stored) ? stored : undefined;
}

/** The server's sentence handed to /payment-failed, if any. */
export function readFailureMessage(navigationState: unknown): string | undefined {
  const message = isObject(navigationState) ? navigationState.message : undefined;
  return typeof message === 'string' && message.length > 0 ? message : undefined;
}
