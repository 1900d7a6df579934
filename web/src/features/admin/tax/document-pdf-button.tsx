import { FileDown } from 'lucide-react';
import { BusyButton } from '../../../components/busy-button';
import { useAdminFile } from '../admin-files';

import { useMessages } from '../../../i18n/i18n';

/** The document's file name when the server gives none: CH-26-27-000123.pdf. */
const documentFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/** A PDF button of the admin area: the document fetched with the session and saved (admin-files.ts). */
export function DocumentPdfButton({ number, pdfPath }: { number: string; pdfPath: string }) {
  const t = useMessages('admin');
  const { save, saving } = useAdminFile();
  return (
    <BusyButton
      className="button button--small admin-button--quiet"
      pending={saving !== null}
      aria-label={t('pdfName', { number })}
      onClick={() => void save(pdfPath, documentFileName(number))}
    >
      {saving === null && <FileDown aria-hidden="true" size={16} />}
      {t('pdf')}
    </BusyButton>
  );
}
