import { adminPaths } from '../admin-paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminProduct, type AdminUpload, CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { saveToken } from '../../../lib/storage';
import { renderApp } from '../../../test/render-app';
import { PICTURE_UPLOAD_WORDS as U } from '../components/picture-uploads';
import { messagesOf } from '../../../i18n/i18n';
import { createAdminCategory, listOf, requestsTo, stubAdminApi } from '../test-factories';

// The pages' English words, as the tests read them.
const t = messagesOf('adminCatalogue');
const F = {
  create: t('productCreate'),
  save: t('saveChanges'),
  title: t('title'),
  price: t('productPrice'),
  salePrice: t('productSalePrice'),
  printPrice: t('productPrintPrice'),
  tags: t('productTags'),
  categories: t('categories'),
  hiddenCategory: t('productHiddenCategory'),
  published: t('published'),
  amountRequired: t('ruleAmount'),
};
const P = {
  noPictures: t('productNoPictures'),
  picture: (n: number, name: string) => t('pictureAlt', { n, name }),
  up: (n: number) => t('pictureUp', { n }),
  down: (n: number) => t('pictureDown', { n }),
  remove: (n: number) => t('pictureRemove', { n }),
  removeTitle: t('pictureRemoveTitle'),
  removeConfirm: t('remove'),
  cancel: t('keepIt'),
};
const PRODUCTS_WORDS = { create: t('newPhotograph'), visibility: t('visibility'), visibilities: { unpublished: t('unpublished') } };

const PRODUCT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
const UPLOAD_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';

function createAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: PRODUCT_ID,
    slug: 'kelva-boats',
    title: 'Kelva boats',
    description: 'Boats at low tide.',
    price: 499,
    salePrice: null,
    printPrice: 1499,
    categories: [],
    tags: ['sea'],
    keywords: ['kelva'],
    colours: ['black'],
    translations: {},
    published: false,
    kind: 'single',
    pictures: [],
    salesCount: 0,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-20T09:15:00Z',
    ...overrides,
  };
}

function createUpload(overrides: Partial<AdminUpload> = {}): AdminUpload {
  return {
    _id: UPLOAD_ID,
    profile: 'photo',
    state: 'queued',
    progress: 0,
    fileName: 'boats.jpg',
    type: 'image/jpeg',
    bytes: 1000,
    imageId: null,
    thumbUrl: null,
    message: null,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-20T09:15:00Z',
    ...overrides,
  };
}

/** XMLHttpRequest as the upload list uses it: the test moves its bytes and answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  responseType = '';
  headers: Record<string, string> = {};
  url = '';
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

const jpeg = (name = 'boats.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

// The upload test waits for a real poll (UPLOAD_POLL_MS); typing a whole form takes a while on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('the photograph form', () => {
  it('checks a new photograph as the server does, with the contract’s words, and sends nothing until it passes', async () => {
    const fetchMock = stubAdminApi({
      'admin/products': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: CATALOGUE_MESSAGES.productCreated, data: createAdminProduct() }, 201)
          : jsonResponse(listOf([])),
      [`admin/products/${PRODUCT_ID}`]: { success: true, data: createAdminProduct() },
    });
    const { user, router } = renderApp(adminPaths.adminProductNew(), { user: createAuthUser() });
    const create = await screen.findByRole('button', { name: F.create });

    await user.click(create);
    expect(messageOf(field(F.title))).toBe('must be at least 3 characters');
    expect(messageOf(field(F.price))).toBe(F.amountRequired);
    expect(field(F.title)).toHaveFocus();

    await user.type(field(F.title), 'Kelva boats');
    await user.type(field(F.price), '49.999');
    await user.type(field(F.salePrice), '80');
    await user.type(field(F.printPrice), '0');
    await user.click(create);
    expect(messageOf(field(F.price))).toBe('must be an amount in rupees with at most two decimals, e.g. 499 or 499.50');
    expect(messageOf(field(F.printPrice))).toBe('must be more than 0');

    await user.clear(field(F.price));
    await user.type(field(F.price), '50');
    await user.click(create);
    expect(messageOf(field(F.salePrice))).toBe('must not be more than the price');
    expect(await requestsTo(fetchMock, 'admin/products', 'POST')).toHaveLength(0);

    await user.clear(field(F.salePrice));
    await user.clear(field(F.printPrice));
    await user.type(field(F.tags), 'Sea, dawn, sea');
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.adminProduct(PRODUCT_ID)));
    expect((await requestsTo(fetchMock, 'admin/products', 'POST')).map((r) => r.body)).toEqual([
      {
        title: 'Kelva boats',
        description: '',
        price: 50,
        salePrice: null,
        printPrice: null,
        categories: [],
        tags: ['sea', 'dawn'],
        keywords: [],
        colours: [],
        published: false,
      },
    ]);
  });

  it('offers hidden categories too, marked, and shows the server’s word on the categories under them', async () => {
    const hidden = createAdminCategory({ _id: 'cat-hidden', name: 'Archive', hidden: true });
    const fetchMock = stubAdminApi({
      'admin/categories': listOf([createAdminCategory(), hidden]),
      [`admin/products/${PRODUCT_ID}`]: (request: Request) =>
        request.method === 'PATCH'
          ? jsonResponse(
              {
                success: false,
                code: 'BAD_REQUEST',
                message: `Invalid categories: ${CATALOGUE_MESSAGES.categoryNotFound}`,
                errors: { categories: CATALOGUE_MESSAGES.categoryNotFound },
              },
              400,
            )
          : jsonResponse({ success: true, data: createAdminProduct({ categories: [{ _id: 'cat-hidden', name: 'Archive', slug: 'archive' }] }) }),
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    const archive = await screen.findByRole('checkbox', { name: `Archive ${F.hiddenCategory}` });
    expect(archive).toBeChecked();
    expect((await requestsTo(fetchMock, 'admin/categories', 'GET'))[0]!.url.searchParams.get('limit')).toBe('100');

    await user.click(screen.getByRole('checkbox', { name: 'Beaches' }));
    await user.click(screen.getByRole('button', { name: F.save }));
    const categories = screen.getByRole('group', { name: F.categories });
    await waitFor(() => expect(categories).toHaveAccessibleDescription(CATALOGUE_MESSAGES.categoryNotFound));
  });

  it('shows the server’s refusal to publish without a picture', async () => {
    stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: (request: Request) =>
        request.method === 'PATCH'
          ? jsonResponse({ success: false, code: 'CONFLICT', message: CATALOGUE_MESSAGES.publishNeedsPicture }, 409)
          : jsonResponse({ success: true, data: createAdminProduct() }),
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await user.click(await screen.findByRole('checkbox', { name: F.published }));
    await user.click(screen.getByRole('button', { name: F.save }));
    const problem = await screen.findByText(CATALOGUE_MESSAGES.publishNeedsPicture, { selector: '.admin-form__problem' });
    expect(problem).toHaveAttribute('role', 'alert');
  });
});

describe('the upload list', () => {
  it('shows each file’s bytes going, then its processing, then attaches it', async () => {
    let polls = 0;
    const attached = createAdminProduct({
      pictures: [{ imageId: 'img-1', thumbUrl: '/media/boats-320.jpg', previewUrl: '/media/boats-1600.jpg', width: 1600, height: 1067, fileName: 'boats.jpg' }],
      updatedAt: '2026-11-21T09:15:00Z',
    });
    let product = createAdminProduct();
    const fetchMock = stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: () => jsonResponse({ success: true, data: product }),
      [`admin/uploads/${UPLOAD_ID}`]: () =>
        jsonResponse({
          success: true,
          data:
            ++polls === 1
              ? createUpload({ state: 'processing', progress: 30 })
              : createUpload({ state: 'done', progress: 100, imageId: 'img-1', thumbUrl: '/media/boats-320.jpg' }),
        }),
      [`admin/products/${PRODUCT_ID}/pictures`]: () => {
        product = attached;
        return jsonResponse({ success: true, message: CATALOGUE_MESSAGES.pictureAttached, data: attached });
      },
    });
    // The session's token, where the API base query also reads it.
    saveToken('token-asha');
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('heading', { name: 'Kelva boats' });
    expect(screen.getByText(P.noPictures)).toBeInTheDocument();

    await user.upload(screen.getByLabelText(U.choose), jpeg());
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe('/api/v1/admin/uploads?profile=photo');
    expect(xhr?.headers.Authorization).toBe('Bearer token-asha');
    expect((xhr?.body as FormData).get('file')).toBeInstanceOf(File);

    xhr!.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: U.uploadBar('boats.jpg') });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText(U.sending(40))).toBeInTheDocument();
    // Screen readers hear when a picture moves on, not every percent.
    const said = () => document.querySelector('p[aria-live="polite"].visually-hidden')?.textContent;
    expect(screen.getByRole('list', { name: U.list })).not.toHaveAttribute('aria-live');
    expect(said()).toBe('');

    xhr!.answer(202, { success: true, message: CATALOGUE_MESSAGES.uploadQueued, data: createUpload() });
    expect(await screen.findByText(U.processing(30))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: U.processBar('boats.jpg') })).toHaveAttribute('value', '30');

    expect(await screen.findByText(U.done, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(said()).toBe(`boats.jpg: ${U.done}`);
    expect((await requestsTo(fetchMock, `admin/products/${PRODUCT_ID}/pictures`, 'POST')).map((r) => r.body)).toEqual([{ uploadId: UPLOAD_ID }]);
    expect(await screen.findByRole('img', { name: P.picture(1, 'boats.jpg') })).toHaveAttribute('src', '/media/boats-320.jpg');
  });

  it('shows why an upload was refused, and why processing failed', async () => {
    stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: { success: true, data: createAdminProduct() },
      [`admin/uploads/${UPLOAD_ID}`]: { success: true, data: createUpload({ state: 'failed', message: CATALOGUE_MESSAGES.uploadTooManyPixels }) },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('heading', { name: 'Kelva boats' });
    const list = () => screen.getByRole('list', { name: U.list });

    await user.upload(screen.getByLabelText(U.choose), jpeg('notes.jpg'));
    FakeXhr.sent[0]!.answer(415, { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: CATALOGUE_MESSAGES.uploadWrongType });
    expect(await within(list()).findByText(CATALOGUE_MESSAGES.uploadWrongType)).toHaveAttribute('role', 'alert');

    // Dropped on the zone, as from the desktop.
    fireEvent.drop(screen.getByText(U.drop, { exact: false }).parentElement!, { dataTransfer: { files: [jpeg('bomb.jpg')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(202, { success: true, message: CATALOGUE_MESSAGES.uploadQueued, data: createUpload({ fileName: 'bomb.jpg' }) });
    expect(await within(list()).findByText(CATALOGUE_MESSAGES.uploadTooManyPixels)).toHaveAttribute('role', 'alert');

    // Lost connection: the network's words.
    await user.upload(screen.getByLabelText(U.choose), jpeg('offline.jpg'));
    FakeXhr.sent[2]!.onerror?.();
    expect(await within(list()).findByText(U.failed)).toBeInTheDocument();
  });
});

describe('the pictures of a photograph', () => {
  it('moves a picture with the keyboard’s buttons and removes one after asking', async () => {
    const picture = (id: string, fileName: string) => ({
      imageId: id,
      thumbUrl: `/media/${id}.jpg`,
      previewUrl: `/media/${id}-1600.jpg`,
      width: 1600,
      height: 1067,
      fileName,
    });
    const product = createAdminProduct({ kind: 'pack', pictures: [picture('img-1', 'first.jpg'), picture('img-2', 'second.jpg')] });
    const written = { success: true, message: CATALOGUE_MESSAGES.picturesReordered, data: product };
    const fetchMock = stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: { success: true, data: product },
      [`admin/products/${PRODUCT_ID}/pictures/order`]: written,
      [`admin/products/${PRODUCT_ID}/pictures/img-1`]: { ...written, message: CATALOGUE_MESSAGES.pictureRemoved },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    const up = await screen.findByRole('button', { name: P.up(2) });
    expect(screen.getByRole('button', { name: P.up(1) })).toBeDisabled();
    expect(screen.getByRole('button', { name: P.down(2) })).toBeDisabled();
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `admin/products/${PRODUCT_ID}/pictures/order`, 'PUT')).map((r) => r.body)).toEqual([
        { imageIds: ['img-2', 'img-1'] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: P.remove(1) }));
    const dialog = screen.getByRole('alertdialog', { name: P.removeTitle });
    expect(within(dialog).getByRole('button', { name: P.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: P.removeConfirm }));
    await waitFor(async () => expect(await requestsTo(fetchMock, `admin/products/${PRODUCT_ID}/pictures/img-1`, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText(CATALOGUE_MESSAGES.pictureRemoved)).toBeInTheDocument();
  });
});

describe('typing while the pictures change', () => {
  it('keeps what is typed in the form when a picture move brings the product back with a new version', async () => {
    const picture = (id: string) => ({
      imageId: id,
      thumbUrl: `/media/${id}.jpg`,
      previewUrl: `/media/${id}-1600.jpg`,
      width: 1600,
      height: 1067,
      fileName: `${id}.jpg`,
    });
    let version = 0;
    const current = () =>
      createAdminProduct({
        kind: 'pack',
        pictures: version === 0 ? [picture('img-1'), picture('img-2')] : [picture('img-2'), picture('img-1')],
        updatedAt: `2026-11-2${version}T09:15:00Z`,
      });
    const fetchMock = stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: () => jsonResponse({ success: true, data: current() }),
      [`admin/products/${PRODUCT_ID}/pictures/order`]: () => {
        version += 1;
        return jsonResponse({ success: true, message: CATALOGUE_MESSAGES.picturesReordered, data: current() });
      },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    const title = await screen.findByRole('textbox', { name: F.title });
    await user.type(title, ' at dawn');

    await user.click(screen.getByRole('button', { name: P.up(2) }));
    await waitFor(async () => expect(await requestsTo(fetchMock, `admin/products/${PRODUCT_ID}/pictures/order`, 'PUT')).toHaveLength(1));
    // The page shows the new version: the moved picture first.
    await waitFor(() => expect(screen.getByRole('img', { name: P.picture(1, 'img-2.jpg') })).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: F.title })).toHaveValue('Kelva boats at dawn');
  });
});

describe('moving pictures', () => {
  it('holds the move buttons until the product is read back, so a quick second move is never sent from the old order', async () => {
    const picture = (id: string) => ({
      imageId: id,
      thumbUrl: `/media/${id}.jpg`,
      previewUrl: `/media/${id}-1600.jpg`,
      width: 1600,
      height: 1067,
      fileName: `${id}.jpg`,
    });
    let moved = false;
    let release: () => void = () => {};
    const current = () =>
      createAdminProduct({
        kind: 'pack',
        pictures: moved ? [picture('img-2'), picture('img-1'), picture('img-3')] : [picture('img-1'), picture('img-2'), picture('img-3')],
      });
    stubAdminApi({
      [`admin/products/${PRODUCT_ID}`]: () =>
        moved
          ? new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ success: true, data: current() }))))
          : jsonResponse({ success: true, data: current() }),
      [`admin/products/${PRODUCT_ID}/pictures/order`]: () => {
        moved = true;
        return jsonResponse({ success: true, message: CATALOGUE_MESSAGES.picturesReordered, data: current() });
      },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: P.up(2) }));
    // Answered, but not read back yet: every move waits.
    await waitFor(() => expect(screen.getByRole('button', { name: P.down(1) })).toBeDisabled());
    expect(screen.getByRole('button', { name: P.up(3) })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('img', { name: P.picture(1, 'img-2.jpg') })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: P.up(3) })).toBeEnabled();
  });
});

describe('the photographs list', () => {
  it('lists every photograph with its visibility, and filters in the address', async () => {
    const fetchMock = stubAdminApi({
      'admin/products': listOf([createAdminProduct(), createAdminProduct({ _id: 'p-2', title: 'Dahanu pack', kind: 'pack', published: true })]),
    });
    const { user, router } = renderApp(adminPaths.adminProducts(), { user: createAuthUser() });
    const table = await screen.findByRole('table', { name: 'Photographs' });
    expect(within(table).getByRole('link', { name: 'Dahanu pack' })).toHaveAttribute('href', adminPaths.adminProduct('p-2'));
    expect(within(table).getByText(PRODUCTS_WORDS.visibilities.unpublished)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRODUCTS_WORDS.create })).toHaveAttribute('href', adminPaths.adminProductNew());

    await user.selectOptions(screen.getByRole('combobox', { name: PRODUCTS_WORDS.visibility }), 'unpublished');
    await waitFor(() => expect(router.state.location.search).toBe('?visibility=unpublished'));
    await waitFor(async () => expect((await requestsTo(fetchMock, 'admin/products')).at(-1)?.url.searchParams.get('visibility')).toBe('unpublished'));
  });
});
