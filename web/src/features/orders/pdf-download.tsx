import { useEffect, useRef, useState } from 'react';
import { FileText, LoaderCircle } from 'lucide-react';
import { messagesOf } from '../../i18n/i18n';
import { API_BASE_URL } from '../../lib/api';
import { readApiFailure } from '../../lib/api-error';
import { readBearerToken } from '../../lib/storage';

/**
 * A licence certificate's or a tax document's PDF (issue 27): a few hundred
 * kilobytes at most, fetched with the bearer token as the order's own
 * downloads are (lib/download.ts) and saved through an object URL under the
 * name the server gives it.
 */

/** How long the object URL outlives its click (lib/download.ts says why). */
const OBJECT_URL_LIFETIME_MS = 40_000;
const ICON_SIZE = 16;

/** The file name of a Content-Disposition header: RFC 5987's `filename*` first, then `filename`. */
export function dispositionFileName(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
}

/** GET `path` (after /api/v1/) as the signed-in customer, and save it. Throws the server's refusal as an ApiFailure-shaped error. */
async function savePdf(path: string, fallbackName: string): Promise<void> {
  const token = readBearerToken();
  const response = await fetch(`${API_BASE_URL}/${path.replace(/^\/+/, '')}`, {
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw readApiFailure({ status: response.status, data }, messagesOf('orders')('downloadFailed'));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

type Props = {
  path: string;
  fileName: string;
  /** The button's words ('Certificate (PDF)', 'PDF'). */
  label: string;
  /** A fuller name for assistive technology, starting with `label`'s words. */
  accessibleName?: string;
};

/** A button that saves one PDF; busy while it runs, and 'Download failed.' (docs/spec.md §8) when it cannot. */
export function PdfDownloadButton({ path, fileName, label, accessibleName }: Props) {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const onClick = () => {
    if (busy) return;
    setBusy(true);
    savePdf(path, fileName)
      .catch((error: unknown) => {
        console.warn('The PDF could not be downloaded', error);
        window.alert(messagesOf('orders')('downloadFailed'));
      })
      .finally(() => {
        if (mounted.current) setBusy(false);
      });
  };
  return (
    <button
      type="button"
      className="button button--small button--quiet order-pdf"
      aria-label={accessibleName}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? <LoaderCircle className="spinner" aria-hidden="true" size={ICON_SIZE} /> : <FileText aria-hidden="true" size={ICON_SIZE} />}
      {label}
    </button>
  );
}
