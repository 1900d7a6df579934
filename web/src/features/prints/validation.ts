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

const LIMITS: Partial<Record<ShippingField, number>> = {
  firstname: SHIPPING_NAME_MAX,
  lastname: SHIPPING_NAME_MAX,
  address: SHIPPING_ADDRESS_MAX,
  other: SHIPPING_ADDRESS_MAX,
  city: SHIPPING_CITY_MAX,
};

const isOneOf = (options: readonly string[], value: string) => options.includes(value);

/**
 * docs/spec.md §5 Checkout address: everything but 'other' required, the pincode a
 * positive integer (and an Indian PIN code, the server's rule), country India
 * only, state Gujarat only. The words are the contract's, which the server
 * answers with too.
 */
export function validateShipping(values: ShippingValues): FieldErrors<ShippingValues> {
  const errors: FieldErrors<ShippingValues> = {};
  for (const field of SHIPPING_FIELDS) {
    const value = values[field].trim();
    const limit = LIMITS[field];
    if (field === 'pincode') {
      const problem = pincodeProblem(value);
      if (problem !== undefined) errors.pincode = problem;
    } else if (value === '') {
      if (field !== 'other') errors[field] = SHIPPING_MESSAGES.required(field);
    } else if (limit !== undefined && value.length > limit) {
      errors[field] = SHIPPING_MESSAGES.tooLong(limit);
    } else if (field === 'state' && !isOneOf(SHIPPING_STATES, value)) {
      errors.state = SHIPPING_MESSAGES.state;
    } else if (field === 'country' && !isOneOf(SHIPPING_COUNTRIES, value)) {
      errors.country = SHIPPING_MESSAGES.country;
    }
  }
  return errors;
}

/** The server's per-field messages of a refused address (`shippingInfo.city`), keyed as the form's fields. */
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
