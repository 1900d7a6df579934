import {
  B2C_ADDRESS_LIMIT_PAISE,
  BUSINESS_NAME_MAX,
  BILLING_ADDRESS_MAX,
  GST_MESSAGES,
  gstinProblem,
  isGstStateCode,
  normaliseGstin,
  type GstStateCode,
} from '@chitra/contract/gst-rules';
import type { Billing } from '@chitra/contract/gst';
import type { FieldErrors } from './forms/use-form';

/**
 * Who a tax invoice is made out to (issue 27, decision 054), as the cart's
 * billing block and the profile edit it: the state (the place of supply),
 * and for a business its GSTIN, name and address. Checked here with the
 * contract's own rules and words (contract/src/gst.ts), so the form says
 * what the server would, before it is asked.
 */

export type BillingValues = { state: string; gstin: string; businessName: string; address: string };

/** The fields in the order they are shown: the first in error takes the focus. */
export const BILLING_FIELDS = ['state', 'gstin', 'businessName', 'address'] as const satisfies readonly (keyof BillingValues)[];

/** A billing answer (the cart's, the profile's) as the form's values; fields it lacks are empty. */
export function billingValues(billing: Partial<BillingValues> | null | undefined): BillingValues {
  return {
    state: billing?.state ?? '',
    gstin: billing?.gstin ?? '',
    businessName: billing?.businessName ?? '',
    address: billing?.address ?? '',
  };
}

/** Whether the address is needed for an invoice of `payableRupees` without a GSTIN (Rule 46(e)). */
export const addressNeededFor = (payableRupees: number | undefined): boolean =>
  payableRupees !== undefined && Math.round(payableRupees * 100) > B2C_ADDRESS_LIMIT_PAISE;

type Options = {
  /** The state may be left empty (the profile: nothing remembered yet). */
  stateOptional?: boolean;
  /** What the invoice will be for, rupees: above ₹50,000 the address is required even without a GSTIN. */
  payableRupees?: number;
};

export function validateBilling(values: BillingValues, { stateOptional = false, payableRupees }: Options = {}): FieldErrors<BillingValues> {
  const errors: FieldErrors<BillingValues> = {};
  const gstin = normaliseGstin(values.gstin);
  if (values.state === '' ? !stateOptional || gstin !== '' : !isGstStateCode(values.state)) errors.state = GST_MESSAGES.stateRequired;
  if (gstin !== '') {
    const problem = gstinProblem(gstin, isGstStateCode(values.state) ? values.state : undefined);
    if (problem) errors.gstin = problem;
    if (values.businessName.trim() === '') errors.businessName = GST_MESSAGES.businessNameRequired;
    if (values.address.trim() === '') errors.address = GST_MESSAGES.addressRequired;
  } else if (values.address.trim() === '' && addressNeededFor(payableRupees)) {
    errors.address = GST_MESSAGES.addressAboveLimit;
  }
  if (values.businessName.trim().length > BUSINESS_NAME_MAX) errors.businessName = GST_MESSAGES.businessNameLong;
  if (values.address.trim().length > BILLING_ADDRESS_MAX) errors.address = GST_MESSAGES.addressLong;
  return errors;
}

/** What is sent (createPayment's and edit-user's `billing`), once validateBilling found nothing: a business's name only with its GSTIN. */
export function billingBody(values: BillingValues): Billing {
  const gstin = normaliseGstin(values.gstin);
  const state = values.state as GstStateCode;
  const address = values.address.trim();
  return { state, gstin, businessName: gstin === '' ? '' : values.businessName.trim(), address };
}
