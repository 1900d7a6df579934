import { z } from 'zod';
import { BILLING_ADDRESS_MAX, BUSINESS_NAME_MAX, GST_MESSAGES, gstinProblem, isGstStateCode, normaliseGstin } from './gst-rules';

/** The GST request schema (the checkout's and the profile's billing); the rules it applies are in gst-rules.ts. */
export * from './gst-rules';

export const GstStateCodeSchema = z.string().refine(isGstStateCode, GST_MESSAGES.stateRequired);

/**
 * Who the tax invoice is made out to: the buyer's state (the place of
 * supply), and for a business buyer its GSTIN and name (a B2B invoice).
 */
export const Billing = z
  .object({
    /** Two-digit GST state code, e.g. '27' for Maharashtra. */
    state: GstStateCodeSchema,
    /** '' or absent: no GSTIN (a B2C invoice). */
    gstin: z.string().max(20).transform(normaliseGstin).optional().default(''),
    /** Required with a GSTIN. */
    businessName: z.string().trim().max(BUSINESS_NAME_MAX, GST_MESSAGES.businessNameLong).optional().default(''),
    /** The invoice's address, one or more lines; required with a GSTIN and for an invoice above ₹50,000. */
    address: z.string().trim().max(BILLING_ADDRESS_MAX, GST_MESSAGES.addressLong).optional().default(''),
  })
  .superRefine((billing, ctx) => {
    if (billing.gstin === '') return;
    const problem = gstinProblem(billing.gstin, billing.state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
    if (billing.businessName === '') ctx.addIssue({ code: 'custom', path: ['businessName'], message: GST_MESSAGES.businessNameRequired });
    if (billing.address === '') ctx.addIssue({ code: 'custom', path: ['address'], message: GST_MESSAGES.addressRequired });
  });
export type Billing = z.output<typeof Billing>;
export type BillingInput = z.input<typeof Billing>;
