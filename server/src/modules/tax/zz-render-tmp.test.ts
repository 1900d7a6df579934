import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import { b2bIgstInvoice, b2cIntraInvoice, creditNote, longInvoice, unregisteredReceipt } from './tax-document-pdf.test';
it('writes', async () => {
  for (const [n, c] of Object.entries({ b2b: b2bIgstInvoice(), b2c: b2cIntraInvoice(), cn: creditNote(), rc: unregisteredReceipt(), long: longInvoice() }))
    writeFileSync(`/tmp/pdfwork/${n}.pdf`, await renderTaxDocumentPdf(c));
});
