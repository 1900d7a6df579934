import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminProduct, CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp, renderAppIn } from '../../../test/render-app';
import { messagesOf } from '../../../i18n/i18n';
import { adminPaths } from '../admin-paths';
import { listOf, requestsTo, stubAdminApi } from '../test-factories';

// The form's English words, as the tests read them.
const t = messagesOf('adminCatalogue');
const W = {
  save: t('saveChanges'),
  hindi: t('translationLanguageHi'),
  marathi: t('translationLanguageMr'),
  title: (language: string) => t('translationTitle', { language }),
  description: (language: string) => t('translationDescription', { language }),
  tags: (language: string) => t('translationTags', { language }),
  filled: t('translationFilled'),
  partly: t('translationPartly'),
  empty: t('translationEmpty'),
  tooLong: t('tooLong', { max: 200 }),
  translated: (languages: string) => t('translatedInto', { languages }),
};

const PRODUCT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
const PRODUCT_PATH = `admin/products/${PRODUCT_ID}`;

vi.setConfig({ testTimeout: 15_000 });

function createAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: PRODUCT_ID,
    slug: 'kelva-boats',
    title: 'Kelva boats',
    description: 'Boats at low tide.',
    price: 499,
    salePrice: null,
    printPrice: null,
    categories: [],
    tags: ['sea'],
    keywords: [],
    colours: [],
    translations: { hi: { title: 'केलवा की नावें', tags: ['समुद्र', 'नाव'] }, mr: { title: 'केळव्याच्या होड्या' } },
    published: false,
    kind: 'single',
    pictures: [],
    salesCount: 0,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-20T09:15:00Z',
    ...overrides,
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** A language's disclosure, by the name its summary gives. */
const disclosure = (language: string) => screen.getByText(language, { selector: '.admin-translation__language' }).closest('details')!;
/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('a photograph’s Hindi and Marathi words', () => {
  it('shows what the server has, folded per language with how much is filled in, each field in its own language', async () => {
    stubAdminApi({ [PRODUCT_PATH]: { success: true, data: createAdminProduct() } });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: t('translationsTitle') });

    const hindi = disclosure(W.hindi);
    const marathi = disclosure(W.marathi);
    expect(hindi.open).toBe(false);
    expect(within(hindi).getByText(W.partly)).toBeInTheDocument();
    expect(within(marathi).getByText(W.partly)).toBeInTheDocument();

    await user.click(within(marathi).getByText(W.marathi));
    expect(marathi.open).toBe(true);
    expect(field(W.title(W.marathi))).toHaveValue('केळव्याच्या होड्या');
    expect(field(W.title(W.marathi))).toHaveAttribute('lang', 'mr');
    expect(field(W.description(W.marathi))).toHaveValue('');
    expect(field(W.description(W.marathi))).toHaveAttribute('lang', 'mr');
    expect(field(W.tags(W.marathi))).toHaveAttribute('lang', 'mr');

    await user.click(within(hindi).getByText(W.hindi));
    expect(field(W.title(W.hindi))).toHaveValue('केलवा की नावें');
    expect(field(W.tags(W.hindi))).toHaveValue('समुद्र, नाव');
    expect(field(W.tags(W.hindi))).toHaveAttribute('lang', 'hi');
    expect(field(W.description(W.hindi))).toHaveAttribute('lang', 'hi');
    // The English fields stay the page's language.
    expect(field(t('title'))).not.toHaveAttribute('lang');
  });

  it('sends the translations whole in the PATCH when a Marathi title and Hindi tags change, and shows what the server kept', async () => {
    let product = createAdminProduct();
    const fetchMock = stubAdminApi({
      [PRODUCT_PATH]: (request: Request) => {
        if (request.method === 'PATCH') {
          product = createAdminProduct({
            translations: { hi: { title: 'केलवा की नावें', tags: ['समुद्र', 'सुबह'] }, mr: { title: 'केळवे बंदरातील होड्या', description: 'ओहोटीच्या वेळी.' } },
            updatedAt: '2026-11-21T09:15:00Z',
          });
          return jsonResponse({ success: true, message: CATALOGUE_MESSAGES.productUpdated, data: product });
        }
        return jsonResponse({ success: true, data: product });
      },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: t('translationsTitle') });
    await user.click(within(disclosure(W.marathi)).getByText(W.marathi));
    await user.click(within(disclosure(W.hindi)).getByText(W.hindi));

    await user.clear(field(W.title(W.marathi)));
    await user.type(field(W.title(W.marathi)), '  केळवे बंदरातील होड्या ');
    await user.type(field(W.description(W.marathi)), 'ओहोटीच्या वेळी.');
    await user.clear(field(W.tags(W.hindi)));
    await user.type(field(W.tags(W.hindi)), 'समुद्र, सुबह, , समुद्र');
    expect(within(disclosure(W.marathi)).getByText(W.partly)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.save }));

    await waitFor(async () =>
      expect((await requestsTo(fetchMock, PRODUCT_PATH, 'PATCH')).map((r) => r.body)).toEqual([
        {
          translations: {
            hi: { title: 'केलवा की नावें', tags: ['समुद्र', 'सुबह'] },
            mr: { title: 'केळवे बंदरातील होड्या', description: 'ओहोटीच्या वेळी.' },
          },
        },
      ]),
    );
    await waitFor(() => expect(field(W.tags(W.hindi))).toHaveValue('समुद्र, सुबह'));
    expect(field(W.title(W.marathi))).toHaveValue('केळवे बंदरातील होड्या');
  });

  it('sends `{}` when every translation is emptied, and leaves the translations out when only English changed', async () => {
    let product = createAdminProduct({ translations: { mr: { title: 'केळव्याच्या होड्या' } } });
    const fetchMock = stubAdminApi({
      [PRODUCT_PATH]: (request: Request) => {
        if (request.method !== 'PATCH') return jsonResponse({ success: true, data: product });
        product = createAdminProduct({ translations: {}, updatedAt: '2026-11-21T09:15:00Z' });
        return jsonResponse({ success: true, message: CATALOGUE_MESSAGES.productUpdated, data: product });
      },
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: t('translationsTitle') });
    expect(within(disclosure(W.hindi)).getByText(W.empty)).toBeInTheDocument();
    await user.click(within(disclosure(W.marathi)).getByText(W.marathi));
    await user.clear(field(W.title(W.marathi)));
    expect(within(disclosure(W.marathi)).getByText(W.empty)).toBeInTheDocument();
    await user.type(field(t('title')), ' at dawn');
    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, PRODUCT_PATH, 'PATCH')).map((r) => r.body)).toEqual([{ title: 'Kelva boats at dawn', translations: {} }]),
    );

    // Saved: the form is the server's again; an English change alone says nothing of the translations.
    await waitFor(() => expect(field(t('title'))).toHaveValue('Kelva boats'));
    await user.type(field(t('title')), '!');
    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(async () => expect((await requestsTo(fetchMock, PRODUCT_PATH, 'PATCH')).map((r) => r.body)).toHaveLength(2));
    expect((await requestsTo(fetchMock, PRODUCT_PATH, 'PATCH'))[1]!.body).toEqual({ title: 'Kelva boats!' });
  });

  it('checks a translation’s length before sending, opening its language to show why', async () => {
    const fetchMock = stubAdminApi({ [PRODUCT_PATH]: { success: true, data: createAdminProduct() } });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: t('translationsTitle') });
    const hindi = disclosure(W.hindi);
    await user.click(within(hindi).getByText(W.hindi));
    fireEvent.change(field(W.title(W.hindi)), { target: { value: 'क'.repeat(201) } });
    await user.click(within(hindi).getByText(W.hindi));
    expect(hindi.open).toBe(false);

    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(() => expect(hindi.open).toBe(true));
    expect(messageOf(field(W.title(W.hindi)))).toBe(W.tooLong);
    expect(await requestsTo(fetchMock, PRODUCT_PATH, 'PATCH')).toHaveLength(0);
  });

  it('shows the server’s word on one tag under that language’s tags', async () => {
    stubAdminApi({
      [PRODUCT_PATH]: (request: Request) =>
        request.method === 'PATCH'
          ? jsonResponse(
              {
                success: false,
                code: 'BAD_REQUEST',
                message: 'Invalid translations.mr.tags.1: must be at most 60 characters',
                errors: { 'translations.mr.tags.1': 'must be at most 60 characters' },
              },
              400,
            )
          : jsonResponse({ success: true, data: createAdminProduct() }),
    });
    const { user } = renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: t('translationsTitle') });
    await user.click(within(disclosure(W.marathi)).getByText(W.marathi));
    await user.type(field(W.tags(W.marathi)), 'होडी, समुद्रकिनारा');
    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(() => expect(messageOf(field(W.tags(W.marathi)))).toBe('must be at most 60 characters'));
  });

  it('creates a photograph with its Marathi title, and without translations when none is typed', async () => {
    const fetchMock = stubAdminApi({
      'admin/products': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: CATALOGUE_MESSAGES.productCreated, data: createAdminProduct() }, 201)
          : jsonResponse(listOf([])),
      [PRODUCT_PATH]: { success: true, data: createAdminProduct() },
    });
    const { user, router } = renderApp(adminPaths.adminProductNew(), { user: createAuthUser() });
    await user.type(await screen.findByRole('textbox', { name: t('title') }), 'Kelva boats');
    await user.type(field(t('productPrice')), '499');
    await user.click(within(disclosure(W.marathi)).getByText(W.marathi));
    await user.type(field(W.title(W.marathi)), 'केळव्याच्या होड्या');
    await user.click(screen.getByRole('button', { name: t('productCreate') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.adminProduct(PRODUCT_ID)));
    const [sent] = (await requestsTo(fetchMock, 'admin/products', 'POST')).map((r) => r.body as Record<string, unknown>);
    expect(sent?.translations).toEqual({ mr: { title: 'केळव्याच्या होड्या' } });
  });

  it('says in the list which languages a photograph is in', async () => {
    stubAdminApi({
      'admin/products': listOf([
        createAdminProduct(),
        createAdminProduct({ _id: 'other', title: 'Dahanu fort', translations: {} }),
        createAdminProduct({ _id: 'third', title: 'Vasai fort', translations: { mr: { description: 'वसईचा किल्ला.' } } }),
      ]),
    });
    renderApp(adminPaths.adminProducts(), { user: createAuthUser() });
    const table = await screen.findByRole('table', { name: t('photographs') });
    expect(within(table).getByRole('row', { name: /Kelva boats/ })).toHaveTextContent(W.translated(`${W.hindi}, ${W.marathi}`));
    expect(within(table).getByRole('row', { name: /Vasai fort/ })).toHaveTextContent(W.translated(W.marathi));
    expect(within(table).getByRole('row', { name: /Dahanu fort/ })).not.toHaveTextContent(t('translatedInto', { languages: '' }).trim());
  });

  it('labels the translations in the admin’s language on a Marathi page', async () => {
    stubAdminApi({ [PRODUCT_PATH]: { success: true, data: createAdminProduct() } });
    const { user } = await renderAppIn('mr', adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() });
    await screen.findByRole('group', { name: 'भाषांतर' });
    const hindi = disclosure('हिंदी');
    expect(within(hindi).getByText('अर्धवट भरलेले')).toBeInTheDocument();
    await user.click(within(hindi).getByText('हिंदी'));
    expect(screen.getByRole('textbox', { name: 'हिंदीतील शीर्षक' })).toHaveValue('केलवा की नावें');
    expect(screen.getByRole('textbox', { name: 'हिंदीतील टॅग' })).toHaveAccessibleDescription('स्वल्पविरामाने वेगळे करा.');
    expect(screen.getByRole('textbox', { name: 'मराठीतील शीर्षक' })).toHaveAttribute('lang', 'mr');
  });
});
