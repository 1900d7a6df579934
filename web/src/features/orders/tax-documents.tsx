import { useId } from 'react';
import type { OrderTaxDocument } from '@chitra/contract/licences';
import { StackedTable } from '../../components/stacked-table';
import { formatDate, formatRupees } from '../../lib/format';
import { PdfDownloadButton } from './pdf-download';

const TAX_DOCUMENTS = 'Tax documents';
const NO_DOCUMENTS = 'No tax documents yet.';
const PDF = 'PDF';
const DOCUMENT_COLUMNS = { title: 'Document', number: 'Number', date: 'Date', total: 'Total', pdf: 'PDF' } as const;
const documentName = (title: string, number: string): string => `Download ${title} ${number} (${PDF})`;
const documentFileName = (title: string, number: string): string => `${title} ${number.replace(/\//g, '-')}.pdf`;

/**
 * An order's invoice and, after a refund, its credit note (issue 27), each as
 * a PDF: on a digital order's page, and (at `level` 3) in each print order of
 * My Orders. Its own module, so My Orders does not load the order page.
 */
export function TaxDocuments({ documents, level = 2 }: { documents: OrderTaxDocument[]; level?: 2 | 3 }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <Heading id={headingId} className="order-section__title">
        {TAX_DOCUMENTS}
      </Heading>
      {documents.length === 0 ? (
        <p className="order-empty">{NO_DOCUMENTS}</p>
      ) : (
        <StackedTable labelledBy={headingId} columns={Object.values(DOCUMENT_COLUMNS)} labels="above" scroll={false} tableClassName="order-documents">
          {documents.map((doc) => (
            <tr key={doc._id} role="row">
              <th role="rowheader" scope="row" data-label={DOCUMENT_COLUMNS.title}>
                {doc.title}
              </th>
              <td role="cell" data-label={DOCUMENT_COLUMNS.number} className="order-documents__number">
                {doc.number}
              </td>
              <td role="cell" data-label={DOCUMENT_COLUMNS.date}>
                <time dateTime={doc.issuedAt}>{formatDate(doc.issuedAt)}</time>
              </td>
              <td role="cell" data-label={DOCUMENT_COLUMNS.total}>
                {formatRupees(doc.total)}
              </td>
              <td role="cell" data-label={DOCUMENT_COLUMNS.pdf}>
                <PdfDownloadButton
                  path={doc.pdfPath}
                  fileName={documentFileName(doc.title, doc.number)}
                  label={PDF}
                  accessibleName={documentName(doc.title, doc.number)}
                />
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </section>
  );
}
