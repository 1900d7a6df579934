/**
 * GST facts both sides check: the 36 states and union territories with their
 * GST state codes (the first two characters of a GSTIN), and the GSTIN's own
 * check (format, state code, check character). Zod-free, so the storefront's
 * forms import them without loading zod; the request schema is in gst.ts.
 */

/** The 28 states and 8 union territories, by name, with their GST state codes (CBIC's list of state codes). */
export const GST_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '07', name: 'Delhi' },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat' },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha' },
  { code: '34', name: 'Puducherry' },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana' },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '19', name: 'West Bengal' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

const STATE_NAMES: ReadonlyMap<string, string> = new Map(GST_STATES.map((s) => [s.code, s.name]));

export const isGstStateCode = (code: string): code is GstStateCode => STATE_NAMES.has(code);

/** The state's name, or undefined for a code that is none of the 36. */
export const gstStateName = (code: string): string | undefined => STATE_NAMES.get(code);

/** The state a shipping address names (the print flow's state field holds a name). */
export const gstStateByName = (name: string): { code: GstStateCode; name: string } | undefined =>
  GST_STATES.find((s) => s.name.toLowerCase() === name.trim().toLowerCase());

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A regular taxpayer's GSTIN: state code (2 digits), PAN (5 letters, 4
 * digits, 1 letter), entity number (1-9 or A-Z), 'Z', check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's check character (its 15th) for its first 14: the GSTN's
 * mod-36 scheme, each character's value weighted 1, 2, 1, 2… from the left
 * and its product's base-36 digits summed.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** The GSTIN form's messages. */
export const GST_MESSAGES = {
  gstinFormat: 'GSTIN must be 15 characters: 2-digit state code, PAN, entity number, Z and a check character',
  gstinState: 'GSTIN starts with a state code that is not an Indian state or union territory',
  gstinCheck: 'GSTIN check character is wrong: please check it for a typing mistake',
  gstinOtherState: 'GSTIN belongs to another state: choose the state it is registered in',
  stateRequired: 'Choose your state',
  businessNameRequired: 'Business name is required with a GSTIN',
  businessNameLong: 'Business name must be at most 100 characters',
  addressRequired: 'Billing address is required with a GSTIN',
  addressLong: 'Billing address must be at most 200 characters',
  addressAboveLimit: 'A billing address is required for an invoice above ₹50,000',
} as const;

/** Upper-cased and without spaces: what a person may type for a GSTIN. */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * What is wrong with a GSTIN (already normalised), or undefined when it is
 * well formed, of a real state and its check character is right. With
 * `stateCode`, it must also be registered in that state.
 */
export function gstinProblem(gstin: string, stateCode?: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return GST_MESSAGES.gstinFormat;
  if (!isGstStateCode(gstin.slice(0, 2))) return GST_MESSAGES.gstinState;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GST_MESSAGES.gstinCheck;
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return GST_MESSAGES.gstinOtherState;
  return undefined;
}

export const BUSINESS_NAME_MAX = 100;
export const BILLING_ADDRESS_MAX = 200;
/** Rule 46(e): an unregistered buyer's invoice above this value (paise) must carry their address. */
export const B2C_ADDRESS_LIMIT_PAISE = 50_000_00;
