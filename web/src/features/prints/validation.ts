import {
  pincodeProblem,
  SHIPPING_ADDRESS_MAX,
  SHIPPING_CITY_MAX,
  SHIPPING_COUNTRIES,
  SHIPPING_FIELDS,
  SHIPPING_MESSAGES,
  SHIPPING_NAME_MAX,
  SHIPPING_STATES,
  type ShippingField,
} from '@chitra/contract/shipping';
import type { ShippingInfoInput } from '@chitra/contract/prints';
import type { AreaKey } from '../../i18n/areas';
import type { Translate } from '../../i18n/i18n';
import type { Format } from '../../lib/format';
import type { FieldErrors } from '../../lib/forms/use-form';

/** The address form's values, as typed (docs/spec.md §3 Shipping address). */
export type ShippingValues = Record<ShippingField, string>;

export const EMPTY_SHIPPING: ShippingValues = {
  firstname: '',
  lastname: '',
  address: '',
  other: '',
  city: '',
  state: '',
  country: '',
  pincode: '',
};

/** The longest text each limited field takes, and what is said when it is longer. */
const LIMITS: Partial<Record<ShippingField, { max: number; key: 'nameTooLong' | 'addressTooLong' | 'cityTooLong' }>> = {
  firstname: { max: SHIPPING_NAME_MAX, key: 'nameTooLong' },
  lastname: { max: SHIPPING_NAME_MAX, key: 'nameTooLong' },
  address: { max: SHIPPING_ADDRESS_MAX, key: 'addressTooLong' },
  other: { max: SHIPPING_ADDRESS_MAX, key: 'addressTooLong' },
  city: { max: SHIPPING_CITY_MAX, key: 'cityTooLong' },
};

/** An empty required field's message ('other' is optional). */
const REQUIRED = {
  firstname: 'firstnameRequired',
  lastname: 'lastnameRequired',
  address: 'addressRequired',
  city: 'cityRequired',
  state: 'stateRequired',
  country: 'countryRequired',
  pincode: 'pincodeRequired',
} as const satisfies Record<Exclude<ShippingField, 'other'>, string>;

/** The contract's verdicts on a pincode (pincodeProblem), each the key of its words. */
const PINCODE_PROBLEMS = new Map<string, AreaKey<'prints'>>([
  [SHIPPING_MESSAGES.required('pincode'), 'pincodeRequired'],
  [SHIPPING_MESSAGES.pincodeNumber, 'pincodeNumber'],
  [SHIPPING_MESSAGES.pincodePositive, 'pincodePositive'],
  [SHIPPING_MESSAGES.pincodeInteger, 'pincodeInteger'],
  [SHIPPING_MESSAGES.pincodeIndian, 'pincodeIndian'],
]);

const isOneOf = (options: readonly string[], value: string) => options.includes(value);

/**
 * docs/spec.md §5 Checkout address: everything but 'other' required, the pincode a
 * positive integer (and an Indian PIN code, the server's rule), country India
 * only, state Gujarat only. The rules are the contract's, which the server
 * checks too; the words are the page's language's (English is the contract's own).
 */
export function validateShipping(values: ShippingValues, t: Translate<'prints'>, format: Format): FieldErrors<ShippingValues> {
  const errors: FieldErrors<ShippingValues> = {};
  for (const field of SHIPPING_FIELDS) {
    const value = values[field].trim();
    const limit = LIMITS[field];
    if (field === 'pincode') {
      const problem = pincodeProblem(value);
      if (problem !== undefined) errors.pincode = t(PINCODE_PROBLEMS.get(problem) ?? 'pincodeIndian');
    } else if (value === '') {
      if (field !== 'other') errors[field] = t(REQUIRED[field]);
    } else if (limit !== undefined && value.length > limit.max) {
      errors[field] = t(limit.key, { max: format.number(limit.max) });
    } else if (field === 'state' && !isOneOf(SHIPPING_STATES, value)) {
      errors.state = t('stateOneOf', { options: SHIPPING_STATES.join(', ') });
    } else if (field === 'country' && !isOneOf(SHIPPING_COUNTRIES, value)) {
      errors.country = t('countryOneOf', { options: SHIPPING_COUNTRIES.join(', ') });
    }
  }
  return errors;
}

/** The server's per-field messages of a refused address (`shippingInfo.city`), keyed as the form's fields: shown as it sent them. */
export function shippingErrorsOf(errors: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.replace(/^shippingInfo\./, '');
    if ((SHIPPING_FIELDS as readonly string[]).includes(field)) found[field] = message;
  }
  return found;
}

/** What the API is sent, from values that passed `validateShipping` (so state and country are among the options). */
export function toShippingInfo(values: ShippingValues): ShippingInfoInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    address: values.address.trim(),
    other: values.other.trim(),
    city: values.city.trim(),
    state: values.state as ShippingInfoInput['state'],
    country: values.country as ShippingInfoInput['country'],
    pincode: values.pincode.trim(),
  };
}
