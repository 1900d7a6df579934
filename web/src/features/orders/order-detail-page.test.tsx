import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import type { OrderDetail } from '@chitra/contract/orders';
import { BLOB_DOWNLOAD_MAX_BYTES } from '@chitra/contract/constants';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ORDER_ID, createDownloadLog, createOrderDetail, detailResponse } from './test-factories';

/** What a download handed to the browser's own downloads says (the 'common' catalogue's English). */
const HANDED_OVER_NOTE = "Your download continues in your browser's downloads.";

type Routes = Parameters<typeof stubFetch>[0];

const ARCHIVE = 'Chitra CH-2026-000123.zip';

function openOrder(routes: Routes, orderId = ORDER_ID) {
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    ...routes,
  });
  return { ...renderApp(`/order-detail/${orderId}`, { user: createAuthUser() }), fetchMock };
}

const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => new URL(request.url).pathname === `/api/v1/${path}`);

/**
 * The order as the server keeps it: every read after a download (ZIP,
 * picture, link) lists one more row in its log, newest first.
 */
function serverOrder(detail: OrderDetail = createOrderDetail()) {
  let downloads = 0;
  return {
    read: () => {
      const logs = Array.from({ length: downloads }, (_, i) =>
        createDownloadLog(100 + downloads - i, { source: { ip: '198.51.100.7', os: 'Windows 11', browser: 'Firefox 133.0' }, file: 'new' }),
      );
      return jsonResponse(detailResponse({ ...detail, downloadLogs: [...logs, ...detail.downloadLogs], downloadCount: detail.downloadCount + downloads }));
    },
    logged: () => {
      downloads += 1;
    },
  };
}

/** A file answer whose bytes the test sends when it chooses. */
function streamedFile(total: number) {
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
      },
    }),
    { headers: { 'content-type': 'application/zip', 'content-length': String(total) } },
  );
  return {
    response,
    send: (count: number) => stream?.enqueue(new Uint8Array(count)),
    end: () => stream?.close(),
  };
}

/** jsdom follows no links and has no object URLs: both are recorded here. */
function watchSaving() {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:chitra/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined });
  const links: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const href = this.getAttribute('href') ?? '';
    if (this.download !== '') saved.push({ name: this.download, blob: blobs.get(href) });
    else links.push(href);
  });
  return { saved, links };
}

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  delete (window as Window & { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

const zipButton = () => screen.getByRole('button', { name: MESSAGES.downloadAllZip });
const logTable = () => screen.getByRole('table', { name: 'Download history' });
const logRows = () => within(logTable()).getAllByRole('row').slice(1);

describe('order detail', () => {
  it('shows the order, its totals, each photograph with its pictures, and the download history', async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' })).toBeInTheDocument();
    expect(screen.getByText('Placed on 2 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.orderHistory })).toHaveAttribute('href', '/order-history');
    expect(document.title).toBe('Order Detail | Chitra');

    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹998');
    expect(screen.getByText('Discount (coupon MONSOON10)').nextElementSibling).toHaveTextContent('−₹99.80');
    expect(screen.getByText('Paid').nextElementSibling).toHaveTextContent('₹898.20');

    const products = screen.getByRole('table', { name: 'Photographs' });
    const [, sunrise, monsoon] = within(products).getAllByRole('row');
    expect(within(sunrise).getByRole('link', { name: 'Sunrise over Boisar' })).toHaveAttribute('href', '/product/p-1');
    expect(within(sunrise).getByText('₹399')).toBeInTheDocument();
    expect(within(sunrise).getByText('₹499').closest('s')).not.toBeNull();
    expect(within(sunrise).getByText('Sunrise over Boisar.jpg')).toBeInTheDocument();
    expect(within(sunrise).getByText('6000 × 4000 px · 24.5 MB')).toBeInTheDocument();
    expect(within(sunrise).getByRole('button', { name: 'Download Sunrise over Boisar.jpg' })).toBeEnabled();
    expect(sunrise.querySelector('img')?.getAttribute('srcset')).toContain('/media/sunrise-320.jpg 320w');

    // A pack: one row, each of its pictures with its own download.
    expect(within(monsoon).getByText('₹599')).toBeInTheDocument();
    expect(within(monsoon).getByText('6000 × 4000 px · 1.5 KB')).toBeInTheDocument();
    expect(within(monsoon).getByText('4000 × 6000 px · 24.5 MB')).toBeInTheDocument();
    expect(within(monsoon).getAllByRole('button', { name: /^Download / })).toHaveLength(2);

    expect(zipButton()).toBeEnabled();
    expect(screen.getByText(`${ARCHIVE} · 100 bytes`)).toBeInTheDocument();

    expect(
      within(logTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['IP', 'OS', 'Browser', 'Date/Time', 'File']);
    const [newest, oldest] = logRows();
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['203.0.113.2', 'Android 14', 'Chrome 131.0.0.0', '3 Nov 2026, 10:00 am', ARCHIVE]);
    expect(within(oldest).getAllByRole('cell')[0]).toHaveTextContent('203.0.113.1');
  });

  it('leaves out the discount when there was none, and says when nothing was downloaded yet', async () => {
    openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(
        createOrderDetail({ discount: 0, couponCode: null, subtotalPrice: 998, totalPrice: 998, downloadLogs: [], downloadCount: 0 }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' });
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.getByText('No downloads yet. Every download of this order will be listed here.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Download history' })).not.toBeInTheDocument();
  });

  it('says how many downloads there were when the log shows only the newest', async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse(createOrderDetail({ downloadCount: 73 })) });
    expect(await screen.findByText('The newest 2 of 73 downloads.')).toBeInTheDocument();
  });

  it(`says '${MESSAGES.orderDetailFailed}' in red for an order that is not found`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openOrder({
      [`users/getorder/${ORDER_ID}`]: jsonResponse({ success: false, message: ORDER_MESSAGES.orderNotFound, code: 'NOT_FOUND' }, 404),
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(MESSAGES.orderDetailFailed);
    expect(failure).toHaveClass('order-error');
    expect(screen.queryByRole('button', { name: MESSAGES.downloadAllZip })).not.toBeInTheDocument();
  });

  it('says the same for an id that is no order id at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openOrder({ 'users/getorder/nope': jsonResponse({ success: false, message: 'orderId: must be an order id', code: 'VALIDATION' }, 400) }, 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.orderDetailFailed);
  });
});

describe('a refunded order', () => {
  /** The sentence beside every disabled download (decision 037): the server refuses the files with it too. */
  const REFUSED = 'This order has been refunded, so its files can no longer be downloaded.';
  const refunded = (refund: NonNullable<OrderDetail['refund']>) => createOrderDetail({ refund });

  it('says Refunded and when, shows the refund, and disables every download saying why', async () => {
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(refunded({ status: 'processed', amount: 898.2, at: '2026-11-25T10:00:00Z' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' })).toBeInTheDocument();
    expect(screen.getByText('Refunded on 25 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Paid').nextElementSibling).toHaveTextContent('₹898.20');
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('₹898.20');
    expect(screen.getByText('₹898.20 has been sent back to the way you paid.')).toBeInTheDocument();

    expect(ORDER_MESSAGES.refunded).toBe(REFUSED);
    expect(screen.getByText(REFUSED)).toBeInTheDocument();
    // The ZIP and the three pictures.
    const downloads = screen.getAllByRole('button', { name: /^Download / });
    expect(downloads).toHaveLength(4);
    expect(downloads).toContain(zipButton());
    for (const button of downloads) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(REFUSED);
    }
    await user.click(zipButton());
    expect(requestsTo(fetchMock, `users/downloadzip/${ORDER_ID}`)).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    // What was downloaded before the refund is still listed.
    expect(logRows()).toHaveLength(2);
  });

  it.each([
    ['pending', '₹898.20 is on its way back to the way you paid; it usually arrives within 5–7 working days.'],
    ['failed', 'The refund of ₹898.20 is delayed; the shop is looking into it.'],
  ] as const)('says where a %s refund is', async (status, words) => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse(refunded({ status, amount: 898.2, at: '2026-11-25T10:00:00Z' })) });
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(zipButton()).toBeDisabled();
  });

  it('shows the amount the refund gave back when it is less than what was paid', async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse(refunded({ status: 'processed', amount: 499, at: '2026-11-25T10:00:00Z' })) });
    expect(await screen.findByText('Refunded on 25 November 2026')).toBeInTheDocument();
    expect(screen.getByText('Paid').nextElementSibling).toHaveTextContent('₹898.20');
    expect(screen.getByText('Refunded').nextElementSibling).toHaveTextContent('₹499');
  });

  it('keeps the downloads of an order that is not refunded', async () => {
    openOrder({ [`users/getorder/${ORDER_ID}`]: detailResponse() });
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' });
    expect(screen.queryByText(/^Refunded/)).not.toBeInTheDocument();
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
    expect(zipButton()).toBeEnabled();
    expect(zipButton()).not.toHaveAccessibleDescription(REFUSED);
  });
});

describe('Download All Images (ZIP)', () => {
  it('shows live progress, disabled meanwhile, saves under the archive name and lists the download', async () => {
    const order = serverOrder();
    const file = streamedFile(100);
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: order.read,
      [`users/downloadzip/${ORDER_ID}`]: () => file.response,
    });
    const { saved } = watchSaving();
    await screen.findByRole('heading', { level: 1, name: 'Order CH-2026-000123' });
    expect(logRows()).toHaveLength(2);

    await user.click(zipButton());
    expect(zipButton()).toBeDisabled();
    expect(requestsTo(fetchMock, `users/downloadzip/${ORDER_ID}`)[0].method).toBe('POST');

    file.send(42);
    const progress = await screen.findByRole('progressbar', { name: `Downloading ${ARCHIVE}` });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '42'));
    expect(within(progress).getByText('42%')).toBeInTheDocument();

    file.send(58);
    order.logged();
    file.end();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe(ARCHIVE);
    expect(saved[0].blob?.size).toBe(100);

    await waitFor(() => expect(zipButton()).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Read again after the download: the new row is at the top.
    await waitFor(() => expect(logRows()).toHaveLength(3));
    expect(within(logRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('198.51.100.7');
    expect(alert).not.toHaveBeenCalled();
  });

  it(`alerts '${MESSAGES.downloadFailed}' when it fails, with the server's reason beside the button`, async () => {
    const { user } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(),
      [`users/downloadzip/${ORDER_ID}`]: jsonResponse({ success: false, message: 'Too many downloads: try again in 9 minutes.', code: 'RATE_LIMITED' }, 429),
    });
    watchSaving();
    await user.click(await screen.findByRole('button', { name: MESSAGES.downloadAllZip }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.downloadFailed));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many downloads: try again in 9 minutes.');
    expect(zipButton()).toBeEnabled();
    expect(zipButton()).toHaveAccessibleDescription('Too many downloads: try again in 9 minutes.');
  });

  it(`alerts '${MESSAGES.downloadFailed}' alone when the network fails`, async () => {
    const { user } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(),
      [`users/downloadzip/${ORDER_ID}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    watchSaving();
    await user.click(await screen.findByRole('button', { name: MESSAGES.downloadAllZip }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.downloadFailed));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('streams a large archive into the file picked in the save picker', async () => {
    const large = createOrderDetail({ archive: { name: ARCHIVE, bytes: BLOB_DOWNLOAD_MAX_BYTES + 1 } });
    const written: Uint8Array[] = [];
    const picker = vi.fn(async () => ({
      createWritable: async () => new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
    }));
    (window as Window & { showSaveFilePicker?: unknown }).showSaveFilePicker = picker;
    const file = streamedFile(50);
    const { user } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(large),
      [`users/downloadzip/${ORDER_ID}`]: () => file.response,
    });
    const { saved } = watchSaving();

    await user.click(await screen.findByRole('button', { name: MESSAGES.downloadAllZip }));
    expect(picker).toHaveBeenCalledWith({ suggestedName: ARCHIVE, startIn: 'downloads' });
    file.send(25);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    file.send(25);
    file.end();
    await waitFor(() => expect(zipButton()).toBeEnabled());
    expect(written.reduce((sum, chunk) => sum + chunk.byteLength, 0)).toBe(50);
    expect(saved).toEqual([]);
  });

  it("hands a large archive to the browser's downloads where there is no picker, and says so", async () => {
    const large = createOrderDetail({ archive: { name: ARCHIVE, bytes: BLOB_DOWNLOAD_MAX_BYTES + 1 } });
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: detailResponse(large),
      [`users/downloadlink/${ORDER_ID}`]: { success: true, data: { url: '/api/v1/downloads/signed', expiresAt: '2026-11-02T10:20:00Z' } },
    });
    const { links } = watchSaving();

    await user.click(await screen.findByRole('button', { name: MESSAGES.downloadAllZip }));
    expect(await screen.findByText(HANDED_OVER_NOTE)).toBeInTheDocument();
    expect(links).toEqual(['/api/v1/downloads/signed']);
    expect(requestsTo(fetchMock, `users/downloadzip/${ORDER_ID}`)).toHaveLength(0);
    expect(zipButton()).toBeEnabled();
  });
});

describe('one picture', () => {
  it('downloads its original under its file name and lists the download', async () => {
    const order = serverOrder();
    const [row] = createOrderDetail().product;
    const [image] = row.images;
    const { user, fetchMock } = openOrder({
      [`users/getorder/${ORDER_ID}`]: order.read,
      [`users/download/${ORDER_ID}/${image._id}`]: () => {
        order.logged();
        return new Response(new Uint8Array(30), { headers: { 'content-type': 'image/jpeg', 'content-length': '30' } });
      },
    });
    const { saved } = watchSaving();
    await user.click(await screen.findByRole('button', { name: 'Download Sunrise over Boisar.jpg' }));

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Sunrise over Boisar.jpg']));
    const [request] = requestsTo(fetchMock, `users/download/${ORDER_ID}/${image._id}`);
    expect(request.method).toBe('GET');
    // As a picture of its row's product: served and logged under the name saved (decision 044).
    expect(new URL(request.url).searchParams.get('productId')).toBe(row._id._id);
    await waitFor(() => expect(logRows()).toHaveLength(3));
    expect(zipButton()).toBeEnabled();
  });
});
