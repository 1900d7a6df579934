import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { DownloadLinkBody, DownloadLinkResponse, OrderImage, OwnedProductResponse } from '@chitra/contract/orders';
import { BLOB_DOWNLOAD_MAX_BYTES } from '@chitra/contract/constants';
import { messagesOf, useMessages } from '../i18n/i18n';
import { API_BASE_URL, api } from './api';
import { readApiFailure, type ApiFailure } from './api-error';
import type { LibDispatch } from './state';
import { readBearerToken } from './storage';

/**
 * The one way the storefront downloads a bought file: the order's ZIP or one
 * original picture (docs/api-reference.md "Cart, coupon, payment, orders"). The size is
 * known before the download starts, and picks the way:
 *
 * - up to BLOB_DOWNLOAD_MAX_BYTES: fetched here with progress, assembled as a
 *   Blob and saved through an object URL;
 * - larger, where the browser has a save picker (Chromium on desktop):
 *   streamed straight into the file the customer picks, with progress;
 * - larger elsewhere (Firefox, Safari, phones): a signed, single-use link
 *   that the browser's own download manager fetches, so nothing large is
 *   ever held in memory.
 *
 * The server logs every download; after each one the order's cache entry is
 * invalidated, so its download history (and the order history) read again.
 * That read also passes the bearer token through lib/api.ts's base query,
 * which is what judges a token the server refused here.
 */

/** What is downloaded, as the order describes it. */
export type DownloadFile = {
  orderId: string;
  /** One picture of the order; absent for the whole order's ZIP. */
  imageId?: string;
  /**
   * With `imageId`: the product the picture is downloaded as, so the server
   * serves and logs it under the name shown here (an order can hold one
   * picture in a pack and as a single, decision 044).
   */
  productId?: string;
  /** The name it is saved under: the archive's, or the original's. */
  fileName: string;
  /** Its exact size. */
  bytes: number;
};

/** The order's ZIP: its name and size are the order detail's `archive`. */
export const archiveFile = (orderId: string, archive: { name: string; bytes: number }): DownloadFile => ({
  orderId,
  fileName: archive.name,
  bytes: archive.bytes,
});

/** One bought picture's original, as a picture of the product `productId`. */
export const imageFile = (orderId: string, productId: string, image: OrderImage): DownloadFile => ({
  orderId,
  imageId: image._id,
  productId,
  fileName: image.original.fileName,
  bytes: image.original.bytes,
});

export type DownloadStrategy = 'blob' | 'picker' | 'link';

export type DownloadResult =
  /** On disk (Blob or picker). */
  | { outcome: 'saved' }
  /** Given to the browser's downloads (signed link): it continues there. */
  | { outcome: 'handedOver' }
  /** The customer dismissed the save picker, or the caller aborted. Not a failure. */
  | { outcome: 'cancelled' }
  | { outcome: 'failed'; failure: ApiFailure };

export type DownloadOptions = {
  dispatch: LibDispatch;
  /** Aborts the transfer (an unmounted page); the result is then 'cancelled'. */
  signal?: AbortSignal;
  /** Whole percent received, called when it changes (Blob and picker ways). */
  onProgress?: (percent: number) => void;
};

/**
 * The browser fetches a signed link by itself, a moment after the click: the
 * log is read again after this long, by when the server has logged it.
 */
export const LINK_LOG_REFRESH_MS = 3000;

/**
 * How long an object URL outlives its click. Firefox reads it after the
 * click returns; FileSaver.js, after years of such reports, waits 40 s.
 */
export const OBJECT_URL_LIFETIME_MS = 40_000;

// ---------------------------------------------------------------------------
// The calls that go through RTK Query (bearer, the refused-token wrapper)
// ---------------------------------------------------------------------------

type DownloadLinkArgs = { orderId: string } & DownloadLinkBody;

const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET users/owned/{productId}: the order holding a product the caller bought, and its pictures; null otherwise. */
    getOwnedProduct: build.query<OwnedProductResponse['data'], string>({
      query: (productId) => `users/owned/${encodeURIComponent(productId)}`,
      transformResponse: (response: OwnedProductResponse) => response.data,
    }),
    /** POST users/downloadlink/{orderId}: a signed, single-use URL the browser fetches without the bearer token. */
    createDownloadLink: build.mutation<DownloadLinkResponse['data'], DownloadLinkArgs>({
      query: ({ orderId, imageId, productId }) => ({
        url: `users/downloadlink/${encodeURIComponent(orderId)}`,
        method: 'POST',
        body: imageId === undefined ? {} : { imageId, ...(productId === undefined ? {} : { productId }) },
      }),
      transformResponse: (response: DownloadLinkResponse) => response.data,
    }),
  }),
});

/** What the product page's Download does for a product. */
export type OwnedDownload =
  /** Bought, one picture: download its original. */
  | { kind: 'image'; file: DownloadFile }
  /** Bought, a pack: its order page lists each picture and the ZIP. */
  | { kind: 'pack'; orderId: string }
  /** Not bought: `message` says to buy it first. */
  | { kind: 'notOwned'; message: string }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * The words of a download's outcome ('common'). A caller loads them before it
 * downloads: a page's download control draws with them, the product page's
 * button loads them with this module.
 */
const words = () => messagesOf('common');

/** Asks the server whether the caller bought `productId`, and what they may download of it. */
export async function findOwnedDownload(dispatch: LibDispatch, productId: string): Promise<OwnedDownload> {
  // Always asked afresh: a purchase a minute ago counts.
  const result = await dispatch(downloadApi.endpoints.getOwnedProduct.initiate(productId, { subscribe: false, forceRefetch: true }));
  // On a failure RTK Query still hands over the last answer: the error decides.
  if (result.isError || result.data === undefined) return { kind: 'failed', failure: readApiFailure(result.error, words()('downloadFailed')) };
  if (result.data === null) return { kind: 'notOwned', message: words()('notOwned') };
  const { orderId, images } = result.data;
  const [only] = images;
  return images.length === 1 && only !== undefined ? { kind: 'image', file: imageFile(orderId, productId, only) } : { kind: 'pack', orderId };
}

// ---------------------------------------------------------------------------
// The browser's side
// ---------------------------------------------------------------------------

type SavePickerOptions = { suggestedName?: string; startIn?: 'downloads' };
type SaveFilePicker = (options?: SavePickerOptions) => Promise<FileSystemFileHandle>;

/** The File System Access save picker, where the browser has one (not yet in TypeScript's DOM types). */
function savePicker(): SaveFilePicker | undefined {
  const picker = (window as Window & { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof picker === 'function' ? picker.bind(window) : undefined;
}

/** Which way a file of `bytes` goes in this browser. */
export function chooseStrategy(bytes: number, hasPicker = savePicker() !== undefined): DownloadStrategy {
  if (bytes <= BLOB_DOWNLOAD_MAX_BYTES) return 'blob';
  return hasPicker ? 'picker' : 'link';
}

/** Clicks a hidden link: the browser saves (with `download`) or fetches (a signed link) it itself. */
function clickLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName !== undefined) link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A failure to report, in the shape lib/api-error.ts reads (RTK Query's). */
class DownloadFailed extends Error {
  constructor(readonly error: unknown) {
    super('Download failed');
  }
}

/** The body was not the size the server announced (the network cut it short, say). */
const wrongSize = (): DownloadFailed => new DownloadFailed({ status: 'FETCH_ERROR', error: 'The file did not arrive whole.' });

/** A DOMException's name, by duck typing: fetch, streams and the picker may each bring their own realm's class. */
const errorName = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined);

const isAbort = (error: unknown): boolean => errorName(error) === 'AbortError';

/** The picker refused to open without a fresh click (its user activation ran out). */
const isActivationRefusal = (error: unknown): boolean => ['SecurityError', 'NotAllowedError'].includes(errorName(error) as string);

const downloadUrl = ({ orderId, imageId, productId }: DownloadFile): string => {
  if (imageId === undefined) return `${API_BASE_URL}/users/downloadzip/${encodeURIComponent(orderId)}`;
  const url = `${API_BASE_URL}/users/download/${encodeURIComponent(orderId)}/${encodeURIComponent(imageId)}`;
  return productId === undefined ? url : `${url}?productId=${encodeURIComponent(productId)}`;
};

/**
 * Starts the file's response. Not through RTK Query: fetchBaseQuery reads a
 * copy of every body as text, which would hold the whole file in memory.
 * The bearer token is the one lib/api.ts sends, read the same way.
 */
async function openFile(file: DownloadFile, signal: AbortSignal | undefined): Promise<{ body: ReadableStream<Uint8Array>; total: number }> {
  const token = readBearerToken();
  let response: Response;
  try {
    response = await fetch(downloadUrl(file), {
      method: file.imageId === undefined ? 'POST' : 'GET',
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new DownloadFailed({ status: 'FETCH_ERROR', error: String(error) });
  }
  if (!response.ok || response.body === null) {
    // The API's refusals are small JSON bodies ({ success: false, message, code }).
    const data: unknown = await response.json().catch(() => undefined);
    throw new DownloadFailed({ status: response.status, data });
  }
  const length = Number(response.headers.get('content-length'));
  return { body: response.body, total: Number.isSafeInteger(length) && length > 0 ? length : file.bytes };
}

/** Counts bytes and reports whole percents, each once. */
function progressMeter(total: number, onProgress: ((percent: number) => void) | undefined) {
  let received = 0;
  let reported = -1;
  return {
    add(bytes: number): number {
      received += bytes;
      const percent = total > 0 ? Math.min(100, Math.floor((received * 100) / total)) : 100;
      if (percent !== reported) {
        reported = percent;
        onProgress?.(percent);
      }
      return received;
    },
    get received() {
      return received;
    },
  };
}

async function saveAsBlob(file: DownloadFile, { signal, onProgress }: DownloadOptions): Promise<DownloadResult> {
  const { body, total } = await openFile(file, signal);
  const reader = body.getReader();
  // Never more than the limit in memory, whatever the server sends.
  if (total > BLOB_DOWNLOAD_MAX_BYTES) {
    await reader.cancel();
    throw wrongSize();
  }
  const meter = progressMeter(total, onProgress);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    if (meter.add(value.byteLength) > total) {
      await reader.cancel();
      throw wrongSize();
    }
  }
  if (meter.received !== total) throw wrongSize();
  const url = URL.createObjectURL(new Blob(chunks));
  clickLink(url, file.fileName);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return { outcome: 'saved' };
}

async function saveWithPicker(picked: Promise<FileSystemFileHandle>, file: DownloadFile, options: DownloadOptions): Promise<DownloadResult> {
  let handle: FileSystemFileHandle;
  try {
    handle = await picked;
  } catch (error) {
    // Opened too late after the click to count as the customer's: the link way needs no picker.
    if (isActivationRefusal(error)) return saveViaLink(file, options);
    throw error;
  }
  const writable = await handle.createWritable();
  try {
    const { body, total } = await openFile(file, options.signal);
    const meter = progressMeter(total, options.onProgress);
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          meter.add(chunk.byteLength);
          controller.enqueue(chunk);
        },
      }),
    );
    // Kept open until every byte is counted: close() is what replaces the file on disk.
    await counted.pipeTo(writable, { signal: options.signal, preventClose: true });
    if (meter.received !== total) throw wrongSize();
    await writable.close();
    return { outcome: 'saved' };
  } catch (error) {
    // Discards what was written: the customer's file is left as it was.
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

async function saveViaLink(file: DownloadFile, { dispatch, signal }: DownloadOptions): Promise<DownloadResult> {
  const { orderId, imageId, productId } = file;
  const result = await dispatch(
    downloadApi.endpoints.createDownloadLink.initiate(imageId === undefined ? { orderId } : { orderId, imageId, productId }, { track: false }),
  );
  if (result.error !== undefined) throw new DownloadFailed(result.error);
  if (signal?.aborted) return { outcome: 'cancelled' };
  // No `download` attribute: the server names the file, and shows a page if the link is refused.
  clickLink(result.data.url);
  return { outcome: 'handedOver' };
}

/** The order's log (and history) read again: the server has logged the download. */
function refreshOrder(dispatch: LibDispatch, orderId: string): void {
  dispatch(api.util.invalidateTags([{ type: 'Order', id: orderId }]));
}

/**
 * Downloads `file` the way its size and the browser allow. Call it straight
 * from the click handler: the save picker must open in the click's user
 * activation, so it is asked for before anything is awaited. Never rejects.
 */
export function startDownload(file: DownloadFile, options: DownloadOptions): Promise<DownloadResult> {
  const picker = savePicker();
  const strategy = chooseStrategy(file.bytes, picker !== undefined);
  let transfer: Promise<DownloadResult>;
  if (strategy === 'picker' && picker !== undefined) {
    let picked: Promise<FileSystemFileHandle>;
    try {
      picked = picker({ suggestedName: file.fileName, startIn: 'downloads' });
    } catch (error) {
      picked = Promise.reject(error);
    }
    transfer = saveWithPicker(picked, file, options);
  } else {
    transfer = strategy === 'blob' ? saveAsBlob(file, options) : saveViaLink(file, options);
  }
  return transfer.then(
    (result) => {
      if (result.outcome === 'saved') refreshOrder(options.dispatch, file.orderId);
      if (result.outcome === 'handedOver') setTimeout(() => refreshOrder(options.dispatch, file.orderId), LINK_LOG_REFRESH_MS);
      return result;
    },
    (error: unknown): DownloadResult => {
      // A dismissed picker, or the caller's abort: nothing went wrong.
      if (isAbort(error) || options.signal?.aborted) return { outcome: 'cancelled' };
      // Whatever the server answered, it may have logged an attempt; and a refused token is judged by that read.
      refreshOrder(options.dispatch, file.orderId);
      if (error instanceof DownloadFailed) return { outcome: 'failed', failure: readApiFailure(error.error, words()('downloadFailed')) };
      console.warn('The download failed', error);
      return { outcome: 'failed', failure: readApiFailure(undefined, words()('downloadFailed')) };
    },
  );
}

// ---------------------------------------------------------------------------
// The hook a page's download control uses
// ---------------------------------------------------------------------------

export type DownloadState =
  | { status: 'idle' }
  /** `percent` is null until the first bytes arrive (and for the link way, which has none). */
  | { status: 'running'; percent: number | null }
  | { status: 'saved' }
  | { status: 'handedOver' }
  | { status: 'failed'; failure: ApiFailure };

/**
 * One download control's state: `start(file)` from a click handler; the
 * state follows the transfer. `onFailed` hears each failure (the page's
 * alert). Leaving the page aborts the transfer (a half-written file is
 * discarded) and nothing is set after that.
 */
export function useDownload(onFailed?: (failure: ApiFailure) => void) {
  const dispatch = useDispatch<LibDispatch>();
  // Its words are loaded before a download can start (startDownload's failures, the note after a handover).
  const handedOverNote = useMessages('common')('handedOverNote');
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const failedRef = useRef(onFailed);
  useEffect(() => {
    failedRef.current = onFailed;
  }, [onFailed]);
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  const start = useCallback(
    (file: DownloadFile) => {
      if (running.current !== null) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', percent: null });
      const onProgress = (percent: number) => {
        if (!controller.signal.aborted) setState({ status: 'running', percent });
      };
      void startDownload(file, { dispatch, signal: controller.signal, onProgress }).then((result) => {
        if (controller.signal.aborted) return;
        running.current = null;
        if (result.outcome === 'failed') {
          setState({ status: 'failed', failure: result.failure });
          failedRef.current?.(result.failure);
        } else {
          setState(result.outcome === 'cancelled' ? { status: 'idle' } : { status: result.outcome });
        }
      });
    },
    [dispatch],
  );

  return { state, start, handedOverNote };
}
