import type { OrderTaxDocument } from '@chitra/contract/licences';
import { StackedTable } from '../../../components/stacked-table';
import { Section } from '../components/panel-section';
import { useMessages } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { DocumentPdfButton } from './document-pdf-button';

/** An order page's invoice and any credit notes (issued at fulfilment and at a refund), each with its PDF. */
export function OrderDocumentsSection({ documents }: { documents: OrderTaxDocument[] }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  return (
    <Section title={t('navTaxDocuments')}>
      {documents.length === 0 ? (
        <p className="admin-note">{t('docsNone')}</p>
      ) : (
        <StackedTable caption={t('docsCaption')} columns={[t('document'), t('date'), { label: t('total'), className: 'stacked-table__number' }, 'PDF']}>
          {documents.map((document) => (
            <tr key={document._id} role="row">
              <th role="rowheader" scope="row" className="admin-table__key">
                <span className="admin-table__stack">
                  <span className="admin-table__code">{document.number}</span>
                  <span className="admin-table__muted">{document.title}</span>
                </span>
              </th>
              <td role="cell" data-label={t('date')} className="admin-table__nowrap">
                <time dateTime={document.issuedAt}>{format.day(document.issuedAt)}</time>
              </td>
              <td role="cell" data-label={t('total')} className="stacked-table__number">
                {format.rupees(document.total)}
              </td>
              <td role="cell" data-label="PDF">
                <DocumentPdfButton number={document.number} pdfPath={document.pdfPath} />
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
    </Section>
  );
}
