import type { OrderTaxDocument } from '@chitra/contract/licences';
import { StackedTable } from '../../../components/stacked-table';
import { Section } from '../components/panel-section';
import { formatDay, formatRupees } from '../format';
import { DocumentPdfButton } from './document-pdf-button';

export const ORDER_DOCUMENTS_WORDS = {
  title: 'Tax documents',
  caption: 'The invoice and credit notes of this order',
  none: 'None issued.',
  columns: { document: 'Document', date: 'Date', total: 'Total', pdf: 'PDF' },
} as const;
const W = ORDER_DOCUMENTS_WORDS;
const C = W.columns;

/** An order page's invoice and any credit notes (issued at fulfilment and at a refund), each with its PDF. */
export function OrderDocumentsSection({ documents }: { documents: OrderTaxDocument[] }) {
  return (
    <Section title={W.title}>
      {documents.length === 0 ? (
        <p className="admin-note">{W.none}</p>
      ) : (
        <StackedTable caption={W.caption} columns={[C.document, C.date, { label: C.total, className: 'stacked-table__number' }, C.pdf]}>
          {documents.map((document) => (
            <tr key={document._id} role="row">
              <th role="rowheader" scope="row" className="admin-table__key">
                <span className="admin-table__stack">
                  <span className="admin-table__code">{document.number}</span>
                  <span className="admin-table__muted">{document.title}</span>
                </span>
              </th>
              <td role="cell" data-label={C.date} className="admin-table__nowrap">
                <time dateTime={document.issuedAt}>{formatDay(document.issuedAt)}</time>
              </td>
              <td role="cell" data-label={C.total} className="stacked-table__number">
                {formatRupees(document.total)}
              </td>
              <td role="cell" data-label={C.pdf}>
                <DocumentPdfButton number={document.number} pdfPath={document.pdfPath} />
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </Section>
  );
}
