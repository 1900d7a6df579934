import type { AdminGstr1, AdminTaxDocument, Gstr1Sums } from '@chitra/contract/admin-tax';
import type { OrderTaxDocument } from '@chitra/contract/licences';

/** Tax shapes for the admin area's tests, each overridable (docs/layout-and-habits.md habit 9). */

export const INVOICE_ID = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';
export const CREDIT_NOTE_ID = '5f6a7b8c-9d0e-4f1a-b2c3-d4e5f6a7b8c9';

export function createOrderTaxDocument(overrides: Partial<OrderTaxDocument> = {}): OrderTaxDocument {
  return {
    _id: INVOICE_ID,
    kind: 'invoice',
    number: 'CH/26-27/000123',
    title: 'Tax Invoice',
    issuedAt: '2026-11-20T09:15:00Z',
    total: 849,
    pdfPath: `admin/tax/documents/${INVOICE_ID}/pdf`,
    ...overrides,
  };
}

export function createAdminTaxDocument(overrides: Partial<AdminTaxDocument> = {}): AdminTaxDocument {
  return {
    _id: INVOICE_ID,
    kind: 'invoice',
    number: 'CH/26-27/000123',
    title: 'Tax Invoice',
    issuedAt: '2026-11-20T09:15:00Z',
    b2b: true,
    order: { _id: 'order-1', kind: 'digital', orderID: 'CH-2026-000123' },
    buyer: { _id: 'customer-1', name: 'Asha Patil', gstin: '29ABCDE1234F1Z5', businessName: 'Patil Studio' },
    placeOfSupply: { code: '29', name: 'Karnataka' },
    against: null,
    taxable: 719.49,
    cgst: 0,
    sgst: 0,
    igst: 129.51,
    total: 849,
    pdfPath: `admin/tax/documents/${INVOICE_ID}/pdf`,
    ...overrides,
  };
}

function createSums(overrides: Partial<Gstr1Sums> = {}): Gstr1Sums {
  return { count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, total: 0, ...overrides };
}

export function createGstr1(overrides: Partial<AdminGstr1> = {}): AdminGstr1 {
  return {
    month: '2026-11',
    timeZone: 'Asia/Kolkata',
    from: '2026-10-31T18:30:00.000Z',
    to: '2026-11-30T18:30:00.000Z',
    b2b: [
      {
        gstin: '29ABCDE1234F1Z5',
        receiverName: 'Patil Studio',
        invoiceNumber: 'CH/26-27/000123',
        date: '2026-11-20',
        invoiceValue: 849,
        placeOfSupply: '29-Karnataka',
        reverseCharge: 'N',
        invoiceType: 'Regular B2B',
        rate: 18,
        taxableValue: 719.49,
        igst: 129.51,
        cgst: 0,
        sgst: 0,
        cess: 0,
      },
    ],
    b2cl: [],
    b2cs: [{ type: 'OE', placeOfSupply: '27-Maharashtra', rate: 18, taxableValue: 295.76, igst: 0, cgst: 26.62, sgst: 26.62, cess: 0 }],
    cdnr: [],
    cdnur: [],
    hsn: [
      {
        code: '998386',
        codeKind: 'SAC',
        description: 'Licensed digital photographs',
        uqc: 'NA',
        quantity: 0,
        rate: 18,
        totalValue: 1198,
        taxableValue: 1015.25,
        igst: 129.51,
        cgst: 26.62,
        sgst: 26.62,
        cess: 0,
      },
    ],
    totals: {
      invoices: createSums({ count: 2, taxable: 1015.25, cgst: 26.62, sgst: 26.62, igst: 129.51, tax: 182.75, total: 1198 }),
      creditNotes: createSums(),
      net: createSums({ count: 2, taxable: 1015.25, cgst: 26.62, sgst: 26.62, igst: 129.51, tax: 182.75, total: 1198 }),
    },
    ...overrides,
  };
}
