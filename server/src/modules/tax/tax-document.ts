/**
 * What a tax document says, as stored when it is issued (`tax_documents.content`)
 * and as its PDF prints it. Issued once, inside the transaction that causes it,
 * and never changed: the PDF is drawn again from this content on every request,
 * so it reads the same for ever whatever later happens to the shop's settings,
 * the product or the buyer's profile. Money is integer paise.
 */

/** A GST state or union territory: its two-digit code and its name. */
export type GstState = { code: string; name: string };

/** Supplier or recipient, as printed (CGST Rules, Rule 46). */
export type TaxParty = {
  /** The person's or the business's legal name. */
  name: string;
  /** A business buyer's trade name when it differs; null otherwise. */
  businessName: string | null;
  /** Address lines, as printed; may be empty for a buyer who gave none (a digital sale). */
  addressLines: string[];
  state: GstState;
  /** The party's GSTIN; null for an unregistered buyer (B2C) or an unregistered shop. */
  gstin: string | null;
};

/** One line: a photograph's licence, a print, or the print order's shipping. */
export type TaxLine = {
  description: string;
  /** 'SAC' for a service (a licence to a digital photograph), 'HSN' for goods (a print, and its shipping). */
  codeKind: 'SAC' | 'HSN';
  code: string;
  quantity: number;
  /** The value tax is charged on: what was paid for the line less its tax. */
  taxablePaise: number;
  /** The rate in basis points: 1800 is 18 %. 0 on an unregistered shop's receipt. */
  rateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** taxable + cgst + sgst + igst: what was paid for the line. */
  totalPaise: number;
};

export type TaxTotals = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

export type TaxDocumentKind = 'invoice' | 'credit-note';

export type TaxDocumentContent = {
  kind: TaxDocumentKind;
  /** False when the shop had no GSTIN: the document is a receipt (or a refund receipt) with no tax lines. */
  registered: boolean;
  /** True when the buyer gave a GSTIN: a B2B invoice. */
  b2b: boolean;
  /** e.g. CH/26-27/000123 (an invoice) or CN/26-27/000004 (a credit note); at most 16 characters. */
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  /** The shop's order number the document is for (CH-2026-000123). */
  orderNumber: string;
  supplier: TaxParty;
  recipient: TaxParty;
  /** The buyer's state: where the supply is taxed. */
  placeOfSupply: GstState;
  /** Always false: the shop pays its own tax. Printed as "Reverse charge: No". */
  reverseCharge: false;
  /** A credit note's invoice; null on an invoice. */
  against: { number: string; issuedAt: string } | null;
  /** Why a credit note was issued (the refund's reason); null on an invoice. */
  reason: string | null;
  /** A credit note's lines as indexes of its invoice's lines (not printed): what later credit notes leave out. Null on an invoice. */
  creditedLines: number[] | null;
  lines: TaxLine[];
  totals: TaxTotals;
};

/** What a licence certificate prints (one per order line). */
export type LicenceCertificateContent = {
  /** Unguessable, e.g. LIC-7G4K-Q2MX-9TZB-WC3R. */
  licenceId: string;
  /** The shop's name as it signs the certificate. */
  shopName: string;
  buyerName: string;
  /** The photograph's (or pack's) title as bought. */
  title: string;
  tierName: string;
  tierSummary: string;
  /** The version of the tier's terms bought. */
  termsVersion: number;
  /** ISO 8601: when the order was paid. */
  issuedAt: string;
  orderNumber: string;
  /** The public page that says whether the licence is valid: printed and as a QR code. */
  verifyUrl: string;
  /** The photograph's thumbnail, JPEG or PNG bytes; null when it has none. */
  thumbnail: Buffer | null;
};

/** "Tax Invoice", "Credit Note", or for a shop that is not registered for GST "Receipt", "Refund Receipt". */
export function taxDocumentTitle(content: Pick<TaxDocumentContent, 'kind' | 'registered'>): string {
  if (!content.registered) return content.kind === 'invoice' ? 'Receipt' : 'Refund Receipt';
  return content.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
}
