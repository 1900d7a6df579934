import type { RazorpaySuccess } from '@chitra/contract/payments';

/**
 * The payment provider's checkout.js, typed: the options this shop passes,
 * and the `window.Razorpay` the script defines. The script's address comes
 * from GET config (`payment.checkoutScript`): Razorpay's own, or the demo's
 * simulated checkout, which defines the same constructor.
 */

/** What checkout.js hands `payment.failed` listeners. */
type RazorpayFailure = {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
};

export type RazorpayOptions = {
  /** The gateway's public key id. */
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** The shop's name, at the top of the checkout. */
  name: string;
  description: string;
  /** The gateway order id createPayment answered. */
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme?: { color: string };
  /** A successful payment. */
  handler: (response: RazorpaySuccess) => void;
  modal: {
    /** The customer closed the checkout (also after a failed attempt). */
    ondismiss: () => void;
  };
};

type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

type WindowWithRazorpay = Window & { Razorpay?: RazorpayConstructor };

/** `window.Razorpay`, once checkout.js has defined it. */
export function razorpayConstructor(): RazorpayConstructor | undefined {
  return (window as WindowWithRazorpay).Razorpay;
}

const loads = new Map<string, Promise<boolean>>();

/**
 * Adds checkout.js to the page once; every later call waits on the same
 * load. Resolves false when it cannot load (offline, blocked), and forgets
 * that attempt, so the next press tries again.
 */
export function loadCheckoutScript(src: string): Promise<boolean> {
  if (razorpayConstructor() !== undefined) return Promise.resolve(true);
  const pending = loads.get(src);
  if (pending !== undefined) return pending;
  const load = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(razorpayConstructor() !== undefined));
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      resolve(false);
    });
    document.body.append(script);
  });
  loads.set(src, load);
  return load;
}
