import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { MESSAGES } from '@chitra/contract/messages';
import { api } from '../../lib/api';
import { readApiFailure } from '../../lib/api-error';
import type { LibDispatch } from '../../lib/state';
import { showToast } from '../../lib/toast';

/**
 * How long an object URL outlives its click: Firefox reads it after the
 * click returns (lib/download.ts waits as long, for the same reason).
 */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** `filename*=UTF-8''…` (RFC 6266) first, else `filename="…"`; undefined without either. */
function fileNameOf(disposition: string | null): string | undefined {
  if (disposition === null) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name === '' ? undefined : name;
}

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * A small file of the admin API (a tax document's PDF, a GST report's CSV)
 * saved to disk. Through the API's base query, so it carries the session's
 * bearer token and a refused token ends the session as any call's does; the
 * body is read as a Blob and saved through an object URL, named as the
 * server names it (Content-Disposition), else `fileName`. Nothing is kept in
 * the store: the endpoint saves the file itself and answers null.
 */
const adminFilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAdminFile: build.mutation<null, { path: string; fileName: string }>({
      queryFn: async ({ path, fileName }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: path,
          // A refusal is the API's JSON error; a file, its bytes.
          responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => undefined)),
        });
        if (result.error) return { error: result.error };
        const blob = result.data;
        // Not `instanceof Blob`: the fetch that made it may bring its own realm's class.
        if (!isBlob(blob)) return { error: { status: 'CUSTOM_ERROR', error: 'The file did not arrive.' } };
        saveBlob(blob, fileNameOf(result.meta?.response?.headers.get('content-disposition') ?? null) ?? fileName);
        return { data: null };
      },
    }),
  }),
});

/**
 * Saves admin API files from a click: `save(path, fileName)` (path after
 * /api/v1/); `saving` is the path being fetched, so its button can show it.
 * A failure toasts the server's words, else 'Download failed.'.
 */
export function useAdminFile() {
  const dispatch = useDispatch<LibDispatch>();
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (path: string, fileName: string): Promise<void> => {
    setSaving(path);
    try {
      const result = await dispatch(adminFilesApi.endpoints.saveAdminFile.initiate({ path, fileName }, { track: false }));
      if (result.error !== undefined) showToast('error', readApiFailure(result.error, MESSAGES.downloadFailed).message);
    } finally {
      setSaving(null);
    }
  };
  return { save, saving };
}
