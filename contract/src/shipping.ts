/**
 * The rules of the print flow that both sides check at run time (docs/spec.md §5
 * Checkout address, §9 shipping fee; docs/api-reference.md "Prints"). Zod-free, so the
 * storefront imports these instead of copying them.
 */

/** Prints of one photograph in one colour per cart line (docs/api-reference.md: quantity 1–10). */
export const PRINT_QUANTITY_MIN = 1;
export const PRINT_QUANTITY_MAX = 10;
/** Lines one print cart holds: far more than any real order, a bound on the work a request can ask for. */
export const MAX_PRINT_CART_LINES = 20;

/** docs/spec.md §5: country options, India only. */
export const SHIPPING_COUNTRIES = ['India'] as const;
/** docs/spec.md §5: state options, Gujarat only. */
export const SHIPPING_STATES = ['Gujarat'] as const;

/** Longest text a field of the address takes. */
export const SHIPPING_NAME_MAX = 60;
export const SHIPPING_ADDRESS_MAX = 200;
export const SHIPPING_CITY_MAX = 60;

/** docs/spec.md §3 Shipping address, as the API names its fields. */
export const SHIPPING_FIELDS = ['firstname', 'lastname', 'address', 'other', 'city', 'state', 'country', 'pincode'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** An Indian PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/**
 * The address form's messages. docs/spec.md §5 names the checks but no words, so
 * they are its generic ones ('<field> is a required field'), with the API's
 * field name, as on the other forms.
 */
export const SHIPPING_MESSAGES = {
  required: (field: ShippingField) => `${field} is a required field`,
  pincodeNumber: 'pincode must be a number',
  pincodePositive: 'pincode must be a positive number',
  pincodeInteger: 'pincode must be an integer',
  pincodeIndian: 'pincode must be a 6-digit Indian PIN code',
  country: `country must be one of: ${SHIPPING_COUNTRIES.join(', ')}`,
  state: `state must be one of: ${SHIPPING_STATES.join(', ')}`,
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/**
 * docs/spec.md §5 "pincode a required positive integer", then the Indian PIN rule:
 * the message for what is wrong with it, or undefined when it is a PIN code.
 */
export function pincodeProblem(value: string | number): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim();
  if (text === '') return SHIPPING_MESSAGES.required('pincode');
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(text)) return SHIPPING_MESSAGES.pincodeNumber;
  if (text.startsWith('-') || /^\+?0+(?:\.0+)?$/.test(text)) return SHIPPING_MESSAGES.pincodePositive;
  if (text.includes('.')) return SHIPPING_MESSAGES.pincodeInteger;
  return PINCODE_PATTERN.test(text.replace(/^\+/, '')) ? undefined : SHIPPING_MESSAGES.pincodeIndian;
}
