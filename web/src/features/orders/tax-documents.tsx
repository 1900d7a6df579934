import { useId } from 'react';
import type { OrderTaxDocument } from '@chitra/contract/licences';
import { StackedTable } from '../../components/stacked-table';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { PdfDownloadButton } from './pdf-download';

const documentFileName = (title: string, number: string): string => `${title} ${number.replace(/\//g, '-')}.pdf`;

/**
 * An order's invoice and, after a refund, its credit note (issue 27), each as
 * a PDF: on a digital order's page, and (at `level` 3) in each print order of
 * My Orders. Its own module, so My Orders does not load the order page.
 */
export function TaxDocuments({ documents, level = 2 }: { documents: OrderTaxDocument[]; level?: 2 | 3 }) {
  const t = useMessages('orders');
  const format = useFormat();
  const headingId = useId();
  const columns = { title: t('columnDocument'), number: t('columnNumber'), date: t('columnDate'), total: t('columnTotal'), pdf: t('pdf') };
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="order-section" aria-labelledby={headingId}>
      <Heading id={headingId} className="order-section__title">
        {t('taxDocuments')}
      </Heading>
      {documents.length === 0 ? (
        <p className="order-empty">{t('noTaxDocuments')}</p>
      ) : (
        <StackedTable labelledBy={headingId} columns={Object.values(columns)} labels="above" scroll={false} tableClassName="order-documents">
          {documents.map((doc) => (
            <tr key={doc._id} role="row">
              <th role="rowheader" scope="row" data-label={columns.title}>
                {doc.title}
              </th>
              <td role="cell" data-label={columns.number} className="order-documents__number">
                {doc.number}
              </td>
              <td role="cell" data-label={columns.date}>
                <time dateTime={doc.issuedAt}>{format.date(doc.issuedAt)}</time>
              </td>
              <td role="cell" data-label={columns.total}>
                {format.rupees(doc.total)}
              </td>
              <td role="cell" data-label={columns.pdf}>
                <PdfDownloadButton
                  path={doc.pdfPath}
                  fileName={documentFileName(doc.title, doc.number)}
                  label={t('pdf')}
                  accessibleName={t('downloadDocument', { title: doc.title, number: doc.number })}
                />
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </section>
  );
}
