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
import type { AreaKey } from '../i18n/areas';
import { messagesOf, type Translate } from '../i18n/i18n';

/**
 * Who a tax invoice is made out to (issue 27, decision 054), as the cart's
 * billing block and the profile edit it: the state (the place of supply),
 * and for a business its GSTIN, name and address. Checked here with the
 * contract's own rules and words (contract/src/gst.ts), so the form says
 * what the server would, before it is asked.
 */

export type BillingValues = { state: string; gstin: string; businessName: string; address: string };

/** Each state's name in the page's language (the 'common' catalogue), by its GST state code. */
const STATE_NAMES = {
  '35': 'state35',
  '37': 'state37',
  '12': 'state12',
  '18': 'state18',
  '10': 'state10',
  '04': 'state04',
  '22': 'state22',
  '26': 'state26',
  '07': 'state07',
  '30': 'state30',
  '24': 'state24',
  '06': 'state06',
  '02': 'state02',
  '01': 'state01',
  '20': 'state20',
  '29': 'state29',
  '32': 'state32',
  '38': 'state38',
  '31': 'state31',
  '23': 'state23',
  '27': 'state27',
  '14': 'state14',
  '17': 'state17',
  '15': 'state15',
  '13': 'state13',
  '21': 'state21',
  '34': 'state34',
  '03': 'state03',
  '08': 'state08',
  '11': 'state11',
  '33': 'state33',
  '36': 'state36',
  '16': 'state16',
  '09': 'state09',
  '05': 'state05',
  '19': 'state19',
} as const satisfies Record<GstStateCode, AreaKey<'common'>>;

/** A state's name in the page's language ('महाराष्ट्र' for 27); a code that is no state's, as it is. */
export const stateName = (t: Translate<'common'>, code: string): string => (isGstStateCode(code) ? t(STATE_NAMES[code]) : code);

/** The contract's words for what is wrong with a GSTIN, as the catalogue's keys: the form says them in the page's language. */
const GSTIN_PROBLEMS: ReadonlyMap<string, AreaKey<'common'>> = new Map([
  [GST_MESSAGES.gstinFormat, 'gstinFormat'],
  [GST_MESSAGES.gstinState, 'gstinState'],
  [GST_MESSAGES.gstinCheck, 'gstinCheck'],
  [GST_MESSAGES.gstinOtherState, 'gstinOtherState'],
]);

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
  // Called by forms that draw BillingFields, whose words ('common') are loaded by then.
  const t = messagesOf('common');
  const errors: FieldErrors<BillingValues> = {};
  const gstin = normaliseGstin(values.gstin);
  if (values.state === '' ? !stateOptional || gstin !== '' : !isGstStateCode(values.state)) errors.state = t('stateRequired');
  if (gstin !== '') {
    const problem = gstinProblem(gstin, isGstStateCode(values.state) ? values.state : undefined);
    if (problem) errors.gstin = t(GSTIN_PROBLEMS.get(problem) ?? 'gstinFormat');
    if (values.businessName.trim() === '') errors.businessName = t('businessNameRequired');
    if (values.address.trim() === '') errors.address = t('addressRequired');
  } else if (values.address.trim() === '' && addressNeededFor(payableRupees)) {
    errors.address = t('addressAboveLimit');
  }
  if (values.businessName.trim().length > BUSINESS_NAME_MAX) errors.businessName = t('businessNameLong');
  if (values.address.trim().length > BILLING_ADDRESS_MAX) errors.address = t('addressLong');
  return errors;
}

/** What is sent (createPayment's and edit-user's `billing`), once validateBilling found nothing: a business's name only with its GSTIN. */
export function billingBody(values: BillingValues): Billing {
  const gstin = normaliseGstin(values.gstin);
  const state = values.state as GstStateCode;
  const address = values.address.trim();
  return { state, gstin, businessName: gstin === '' ? '' : values.businessName.trim(), address };
}
