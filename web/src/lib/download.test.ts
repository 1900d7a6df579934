import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import type { OrderImage } from '@chitra/contract/orders';
import { BLOB_DOWNLOAD_MAX_BYTES } from '@chitra/contract/constants';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { api } from './api';
import {
  LINK_LOG_REFRESH_MS,
  OBJECT_URL_LIFETIME_MS,
  archiveFile,
  chooseStrategy,
  findOwnedDownload,
  imageFile,
  startDownload,
  type DownloadFile,
} from './download';
import type { LibDispatch, LibState } from './state';
import { saveToken } from './storage';
import { createImageSet } from '../test/fixtures';

const ORDER_ID = '7d4f7c36-3c43-4a43-9d4e-6f6f5b0e2b11';
const IMAGE_ID = '0f1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const LARGE = BLOB_DOWNLOAD_MAX_BYTES + 1;

type Routes = Parameters<typeof stubFetch>[0];

function createImage(overrides: Partial<OrderImage['original']> = {}, id = IMAGE_ID): OrderImage {
  return {
    ...createImageSet(id, { _id: id, alt: 'Sunrise over Boisar' }),
    original: { width: 6000, height: 4000, bytes: 100, fileName: 'Sunrise over Boisar.jpg', ...overrides },
  };
}

/** `count` bytes in chunks of `size`, each byte its index (mod 256), so a test can check what was saved. */
function bytes(count: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: count }, (_, i) => i % 256);
}

function chunked(data: Uint8Array, size: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < data.length; at += size) controller.enqueue(data.slice(at, at + size));
      controller.close();
    },
  });
}

/** A file answer as the API sends it: streamed, exact Content-Length, attachment. */
function fileResponse(data: Uint8Array, { chunk = 25, length = data.length, type = 'application/zip' } = {}): Response {
  return new Response(chunked(data, chunk), {
    headers: { 'content-type': type, 'content-length': String(length), 'content-disposition': 'attachment' },
  });
}

/** A dispatch that records what it was given, on a real store of what lib/ reads (lib/state.ts). */
function recordingDispatch() {
  const store = configureStore({
    reducer: { auth: (state: LibState['auth'] = { user: null }) => state, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const actions: UnknownAction[] = [];
  const dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return store.dispatch(action);
  }) as LibDispatch;
  const refreshes = () => actions.filter((action) => api.util.invalidateTags.match(action)).map((action) => action.payload);
  return { dispatch, refreshes };
}

/** What the hidden links were: jsdom cannot follow them, so their clicks are caught here. */
function catchLinkClicks() {
  const clicks: { href: string; download: string; inDocument: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download, inDocument: this.isConnected });
  });
  return clicks;
}

/** jsdom has no object URLs: these record the Blob each was made for. */
function installObjectUrls() {
  const blobs = new Map<string, Blob>();
  const create = vi.fn((blob: Blob) => {
    const url = `blob:chitra/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { blobs, create, revoke };
}

type PickerWindow = Window & { showSaveFilePicker?: unknown };

/** A save picker writing into memory, as Chromium's writes to disk. */
function installPicker({ cancel = false } = {}) {
  const written: Uint8Array[] = [];
  const file = { closed: false, aborted: false };
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      written.push(chunk);
    },
    close() {
      file.closed = true;
    },
    abort() {
      file.aborted = true;
    },
  });
  const handle = { createWritable: vi.fn(async () => writable) };
  const picker = vi.fn(async (_options: { suggestedName?: string }) => {
    if (cancel) throw new DOMException('The user aborted a request.', 'AbortError');
    return handle;
  });
  (window as PickerWindow).showSaveFilePicker = picker;
  const savedBytes = () => new Uint8Array(written.flatMap((chunk) => [...chunk]));
  return { picker, handle, file, savedBytes };
}

const zip = (size: number): DownloadFile => archiveFile(ORDER_ID, { name: 'Chitra CH-2026-000123.zip', bytes: size });

/** The requests sent to `path` (RTK Query sends a Request; the file downloads a URL and options). */
const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => new URL(request.url).pathname === `/api/v1/${path}`);

beforeEach(() => {
  saveToken('token-asha');
});

afterEach(() => {
  delete (window as PickerWindow).showSaveFilePicker;
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.useRealTimers();
});

describe('the way a download goes', () => {
  it('is a Blob up to the limit, the save picker above it where there is one, else a signed link', () => {
    expect(chooseStrategy(BLOB_DOWNLOAD_MAX_BYTES, true)).toBe('blob');
    expect(chooseStrategy(BLOB_DOWNLOAD_MAX_BYTES, false)).toBe('blob');
    expect(chooseStrategy(LARGE, true)).toBe('picker');
    expect(chooseStrategy(LARGE, false)).toBe('link');
  });

  it('sees the browser’s picker by itself', () => {
    expect(chooseStrategy(LARGE)).toBe('link');
    installPicker();
    expect(chooseStrategy(LARGE)).toBe('picker');
  });
});

describe('a Blob download', () => {
  it('POSTs for the ZIP with the bearer token, reports whole percents, and saves the bytes under the archive name', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const data = bytes(100);
    const fetchMock = stubFetch({ [`users/downloadzip/${ORDER_ID}`]: () => fileResponse(data, { chunk: 25 }) });
    const urls = installObjectUrls();
    const clicks = catchLinkClicks();
    const { dispatch, refreshes } = recordingDispatch();
    const progress: number[] = [];

    const result = await startDownload(zip(100), { dispatch, onProgress: (percent) => progress.push(percent) });

    expect(result).toEqual({ outcome: 'saved' });
    const [request] = requestsTo(fetchMock, `users/downloadzip/${ORDER_ID}`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer token-asha');
    expect(progress).toEqual([25, 50, 75, 100]);

    expect(clicks).toEqual([{ href: 'blob:chitra/1', download: 'Chitra CH-2026-000123.zip', inDocument: true }]);
    expect(document.querySelector('a')).toBeNull();
    const blob = urls.blobs.get('blob:chitra/1') as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(data);

    // The object URL lives on a while (Firefox reads it after the click), then goes.
    expect(urls.revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(urls.revoke).toHaveBeenCalledWith('blob:chitra/1');

    // The download is logged: the order is read again.
    expect(refreshes()).toEqual([[{ type: 'Order', id: ORDER_ID }]]);
  });

  it('GETs one original as a picture of its product and saves it under its own file name', async () => {
    const data = bytes(60);
    const fetchMock = stubFetch({ [`users/download/${ORDER_ID}/${IMAGE_ID}`]: () => fileResponse(data, { type: 'image/jpeg' }) });
    const urls = installObjectUrls();
    const clicks = catchLinkClicks();
    const { dispatch } = recordingDispatch();

    const result = await startDownload(imageFile(ORDER_ID, PRODUCT_ID, createImage({ bytes: 60 })), { dispatch });

    expect(result).toEqual({ outcome: 'saved' });
    const [request] = requestsTo(fetchMock, `users/download/${ORDER_ID}/${IMAGE_ID}`);
    expect(request.method).toBe('GET');
    // The server serves and logs the file under the name saved here (decision 044).
    expect(new URL(request.url).searchParams.get('productId')).toBe(PRODUCT_ID);
    expect(clicks[0].download).toBe('Sunrise over Boisar.jpg');
    expect(new Uint8Array(await (urls.blobs.get(clicks[0].href) as Blob).arrayBuffer())).toEqual(data);
  });

  it("fails with the server's reason (a 429), and still reads the order again", async () => {
    stubFetch({
      [`users/downloadzip/${ORDER_ID}`]: jsonResponse(
        { success: false, message: 'Too many downloads: try again in 9 minutes.', code: 'RATE_LIMITED', retryAfter: 540 },
        429,
      ),
    });
    const urls = installObjectUrls();
    const { dispatch, refreshes } = recordingDispatch();

    const result = await startDownload(zip(100), { dispatch });

    expect(result).toMatchObject({
      outcome: 'failed',
      failure: { message: 'Too many downloads: try again in 9 minutes.', fromServer: true, status: 429, retryAfter: 540 },
    });
    expect(urls.create).not.toHaveBeenCalled();
    expect(refreshes()).toEqual([[{ type: 'Order', id: ORDER_ID }]]);
  });

  it("fails with 'Download failed.' when the network does, or the file arrives short", async () => {
    const { dispatch } = recordingDispatch();
    const urls = installObjectUrls();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await startDownload(zip(100), { dispatch })).toMatchObject({
      outcome: 'failed',
      failure: { message: MESSAGES.downloadFailed, fromServer: false },
    });

    stubFetch({ [`users/downloadzip/${ORDER_ID}`]: () => fileResponse(bytes(60), { length: 100 }) });
    expect(await startDownload(zip(100), { dispatch })).toMatchObject({ outcome: 'failed', failure: { message: MESSAGES.downloadFailed } });
    expect(urls.create).not.toHaveBeenCalled();
  });

  it('never holds more than the limit: a larger answer than announced is refused', async () => {
    stubFetch({ [`users/downloadzip/${ORDER_ID}`]: () => fileResponse(bytes(10), { length: LARGE }) });
    const urls = installObjectUrls();
    const { dispatch } = recordingDispatch();
    expect(await startDownload(zip(10), { dispatch })).toMatchObject({ outcome: 'failed' });
    expect(urls.create).not.toHaveBeenCalled();
  });

  it('stops when aborted, quietly, and saves nothing', async () => {
    const controller = new AbortController();
    let pull = 0;
    stubFetch({
      [`users/downloadzip/${ORDER_ID}`]: (request: Request) =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(stream) {
              pull += 1;
              if (pull === 2) controller.abort();
              if (request.signal.aborted) stream.error(new DOMException('aborted', 'AbortError'));
              else stream.enqueue(bytes(10));
            },
          }),
          { headers: { 'content-length': '100' } },
        ),
    });
    const urls = installObjectUrls();
    const { dispatch, refreshes } = recordingDispatch();
    const progress: number[] = [];

    const result = await startDownload(zip(100), { dispatch, signal: controller.signal, onProgress: (p) => progress.push(p) });

    expect(result).toEqual({ outcome: 'cancelled' });
    expect(urls.create).not.toHaveBeenCalled();
    expect(refreshes()).toEqual([]);
  });
});

describe('a download through the save picker (larger, Chromium)', () => {
  it('opens the picker at once, in the click, then streams the file into it with progress', async () => {
    const data = bytes(80);
    const fetchMock = stubFetch({ [`users/downloadzip/${ORDER_ID}`]: () => fileResponse(data, { chunk: 20 }) });
    const { picker, file, savedBytes } = installPicker();
    const urls = installObjectUrls();
    const { dispatch, refreshes } = recordingDispatch();
    const progress: number[] = [];

    const pending = startDownload(zip(LARGE), { dispatch, onProgress: (percent) => progress.push(percent) });
    // Before anything was awaited: still inside the click's user activation.
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'Chitra CH-2026-000123.zip', startIn: 'downloads' });
    expect(fetchMock).not.toHaveBeenCalled();

    expect(await pending).toEqual({ outcome: 'saved' });
    expect(savedBytes()).toEqual(data);
    expect(file).toEqual({ closed: true, aborted: false });
    expect(progress).toEqual([25, 50, 75, 100]);
    expect(urls.create).not.toHaveBeenCalled();
    expect(refreshes()).toEqual([[{ type: 'Order', id: ORDER_ID }]]);
  });

  it('takes a dismissed picker as no download at all', async () => {
    const fetchMock = stubFetch({});
    const { handle } = installPicker({ cancel: true });
    const { dispatch, refreshes } = recordingDispatch();

    expect(await startDownload(zip(LARGE), { dispatch })).toEqual({ outcome: 'cancelled' });
    expect(handle.createWritable).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refreshes()).toEqual([]);
  });

  it('aborts the file (leaving the disk as it was) when the server refuses or the stream breaks', async () => {
    stubFetch({ [`users/downloadzip/${ORDER_ID}`]: jsonResponse({ success: false, message: 'Order not found.', code: 'NOT_FOUND' }, 404) });
    const refused = installPicker();
    const { dispatch } = recordingDispatch();
    expect(await startDownload(zip(LARGE), { dispatch })).toMatchObject({ outcome: 'failed', failure: { message: 'Order not found.' } });
    expect(refused.file).toEqual({ closed: false, aborted: true });

    stubFetch({ [`users/downloadzip/${ORDER_ID}`]: () => fileResponse(bytes(30), { length: 90 }) });
    const short = installPicker();
    expect(await startDownload(zip(LARGE), { dispatch })).toMatchObject({ outcome: 'failed', failure: { message: MESSAGES.downloadFailed } });
    expect(short.file).toEqual({ closed: false, aborted: true });
  });

  it('falls back to a signed link when the picker will not open so long after the click', async () => {
    const fetchMock = stubFetch({
      [`users/downloadlink/${ORDER_ID}`]: { success: true, data: { url: '/api/v1/downloads/late-token', expiresAt: '2026-11-02T10:20:00Z' } },
    });
    (window as PickerWindow).showSaveFilePicker = vi.fn(async () => {
      throw new DOMException('Must be handling a user gesture to show a file picker.', 'SecurityError');
    });
    const clicks = catchLinkClicks();
    const { dispatch } = recordingDispatch();

    expect(await startDownload(zip(LARGE), { dispatch })).toEqual({ outcome: 'handedOver' });
    expect(requestsTo(fetchMock, `users/downloadlink/${ORDER_ID}`)).toHaveLength(1);
    expect(clicks.map((click) => click.href)).toEqual(['/api/v1/downloads/late-token']);
  });
});

describe('a download through a signed link (larger, no picker)', () => {
  it("asks for the ZIP's link and lets the browser's downloads fetch it, reading the log a little later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubFetch({
      [`users/downloadlink/${ORDER_ID}`]: { success: true, data: { url: '/api/v1/downloads/signed-token', expiresAt: '2026-11-02T10:20:00Z' } },
    });
    const clicks = catchLinkClicks();
    const { dispatch, refreshes } = recordingDispatch();

    expect(await startDownload(zip(LARGE), { dispatch })).toEqual({ outcome: 'handedOver' });

    const [request] = requestsTo(fetchMock, `users/downloadlink/${ORDER_ID}`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer token-asha');
    expect(await request.json()).toEqual({});
    // No `download` attribute: the browser fetches it, and the server names the file.
    expect(clicks).toEqual([{ href: '/api/v1/downloads/signed-token', download: '', inDocument: true }]);
    expect(requestsTo(fetchMock, `users/downloadzip/${ORDER_ID}`)).toHaveLength(0);

    expect(refreshes()).toEqual([]);
    vi.advanceTimersByTime(LINK_LOG_REFRESH_MS);
    expect(refreshes()).toEqual([[{ type: 'Order', id: ORDER_ID }]]);
  });

  it("names the picture and its product for one original's link", async () => {
    const fetchMock = stubFetch({
      [`users/downloadlink/${ORDER_ID}`]: { success: true, data: { url: '/api/v1/downloads/one', expiresAt: '2026-11-02T10:20:00Z' } },
    });
    catchLinkClicks();
    const { dispatch } = recordingDispatch();
    await startDownload(imageFile(ORDER_ID, PRODUCT_ID, createImage({ bytes: LARGE })), { dispatch });
    expect(await requestsTo(fetchMock, `users/downloadlink/${ORDER_ID}`)[0].json()).toEqual({ imageId: IMAGE_ID, productId: PRODUCT_ID });
  });

  it("fails with the server's reason when no link is given", async () => {
    stubFetch({
      [`users/downloadlink/${ORDER_ID}`]: jsonResponse({ success: false, message: 'Too many downloads.', code: 'RATE_LIMITED' }, 429),
    });
    const clicks = catchLinkClicks();
    const { dispatch } = recordingDispatch();
    expect(await startDownload(zip(LARGE), { dispatch })).toMatchObject({
      outcome: 'failed',
      failure: { message: 'Too many downloads.', status: 429 },
    });
    expect(clicks).toEqual([]);
  });
});

describe("the product page's question: what may I download of it?", () => {
  const owned = (images: OrderImage[]): Routes => ({
    [`users/owned/${PRODUCT_ID}`]: { success: true, data: { orderId: ORDER_ID, images } },
  });

  it('one bought picture: its original', async () => {
    stubFetch(owned([createImage({ bytes: 2048 })]));
    const { dispatch } = recordingDispatch();
    expect(await findOwnedDownload(dispatch, PRODUCT_ID)).toEqual({
      kind: 'image',
      file: { orderId: ORDER_ID, imageId: IMAGE_ID, productId: PRODUCT_ID, fileName: 'Sunrise over Boisar.jpg', bytes: 2048 },
    });
  });

  it('a bought pack: its order', async () => {
    stubFetch(owned([createImage({}, 'a'), createImage({}, 'b')]));
    const { dispatch } = recordingDispatch();
    expect(await findOwnedDownload(dispatch, PRODUCT_ID)).toEqual({ kind: 'pack', orderId: ORDER_ID });
  });

  it('not bought: says to buy it first; any other failure is a failure', async () => {
    const { dispatch } = recordingDispatch();
    stubFetch({
      [`users/owned/${PRODUCT_ID}`]: jsonResponse({ success: true, data: null }),
    });
    expect(await findOwnedDownload(dispatch, PRODUCT_ID)).toEqual({ kind: 'notOwned', message: ORDER_MESSAGES.notOwned });

    stubFetch({ [`users/owned/${PRODUCT_ID}`]: jsonResponse({ success: false, message: 'Resting.', code: 'INTERNAL' }, 503) });
    expect(await findOwnedDownload(dispatch, PRODUCT_ID)).toMatchObject({ kind: 'failed', failure: { message: 'Resting.', status: 503 } });
  });
});
