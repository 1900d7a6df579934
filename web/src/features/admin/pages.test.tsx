import { adminPaths } from './admin-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBanner, AdminBlogPost } from '@chitra/contract/admin-pages';
import { paths } from '../../lib/paths';
import { jsonResponse } from '../../test/fetch-stub';
import { createAuthUser } from '../../test/fixtures';
import type { AdminUpload } from '@chitra/contract/admin-catalogue';
import { renderApp } from '../../test/render-app';
import { captionOf } from './banners/banners-page';
import { PICTURE_UPLOAD_WORDS as U } from './components/picture-uploads';
import { CATEGORY_POSITION_MAX } from '@chitra/contract/admin-pages-rules';
import { messagesOf } from '../../i18n/i18n';
import { CATEGORY_ID, createAdminCategory as createCategory, listOf, requestsTo, stubAdminApi } from './test-factories';

// The catalogue pages' English words (categories, blog posts, banners), as the tests read them.
const t = messagesOf('adminCatalogue');
const CATEGORY_WORDS = {
  create: t('categoryCreate'),
  add: t('categoryAdd'),
  name: t('name'),
  nameRequired: t('categoryNameRequired'),
  position: t('categoryPosition'),
  wholeNumber: t('categoryWholeNumber', { max: CATEGORY_POSITION_MAX }),
  delete: t('delete'),
  holds: (count: number) => t('categoryHolds', { count }),
  hide: t('hide'),
  deleteTitle: (name: string) => t('categoryDeleteTitle', { name }),
  keep: t('keepIt'),
  edit: t('edit'),
  cancel: t('cancel'),
};
const BLOG_POSTS_WORDS = { caption: t('postsTitle'), published: t('published'), create: t('postsCreate') };
const BLOG_POST_WORDS = {
  newTitle: t('postNewTitle'),
  title: t('title'),
  body: t('postBody'),
  bodyRequired: t('postBodyRequired'),
  saveDraft: t('postSaveDraft'),
  draftNote: t('postDraftNote'),
  publish: t('publish'),
  withdraw: t('postWithdraw'),
  view: t('postView'),
  cover: t('postCover'),
  coverAlt: (title: string) => t('postCoverAlt', { title }),
  removeCover: t('postRemoveCover'),
  notFound: t('postNotFound'),
};
const TRANSLATION_WORDS = {
  section: t('translationsTitle'),
  hindi: t('translationLanguageHi'),
  marathi: t('translationLanguageMr'),
  title: (language: string) => t('translationTitle', { language }),
  name: (language: string) => t('translationName', { language }),
  description: (language: string) => t('translationDescription', { language }),
  excerpt: (language: string) => t('translationExcerpt', { language }),
  body: (language: string) => t('translationBody', { language }),
  empty: t('translationEmpty'),
  translated: (languages: string) => t('translatedInto', { languages }),
  save: t('saveChanges'),
};
const BANNER_WORDS = {
  banner: (n: number) => t('bannerHeading', { n }),
  up: (caption: string) => t('bannerUp', { caption }),
  hide: t('hide'),
  caption: t('bannerCaption'),
  save: t('bannerSave'),
  captionRequired: t('bannerCaptionRequired'),
};

const POST_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const BANNER_IDS = ['3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b', '4f5a6b7c-8d9e-4f0a-1b2c-3d4e5f6a7b8c'] as const;

function createPost(overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    _id: POST_ID,
    slug: 'salt-pans',
    title: 'Salt pans at noon',
    excerpt: '',
    body: 'First.\n\nSecond.',
    translations: {},
    author: 'Meera Kulkarni',
    cover: null,
    published: false,
    publishedAt: null,
    createdAt: '2026-11-20T06:00:00Z',
    updatedAt: '2026-11-20T06:00:00Z',
    ...overrides,
  };
}

const banner = (index: 0 | 1, caption: string, overrides: Partial<AdminBanner> = {}): AdminBanner => ({
  _id: BANNER_IDS[index],
  position: index,
  caption,
  hidden: false,
  thumbnail: `/media/banner-${index}.jpg`,
  createdAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

/** A language's disclosure in a form's translations, opened. */
async function openLanguage(user: ReturnType<typeof renderApp>['user'], language: string, within_: HTMLElement = document.body) {
  const details = within(within_).getByText(language, { selector: '.admin-translation__language' }).closest('details')!;
  if (!details.open) await user.click(within(details).getByText(language));
  return details;
}

/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('the categories page', () => {
  it('checks a new category’s name, then creates it with what was typed and toasts the server’s words', async () => {
    const fetchMock = stubAdminApi({
      'admin/categories': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: 'Category created.', data: createCategory({ name: 'Forts', position: 1 }) }, 201)
          : jsonResponse(listOf([createCategory()])),
    });
    const { user } = renderApp(adminPaths.adminCategories(), { user: createAuthUser() });
    await screen.findByRole('heading', { level: 2, name: 'Beaches' });

    await user.click(screen.getByRole('button', { name: CATEGORY_WORDS.create }));
    const create = screen.getByRole('button', { name: CATEGORY_WORDS.add });
    await user.click(create);
    expect(messageOf(screen.getByRole('textbox', { name: CATEGORY_WORDS.name }))).toBe(CATEGORY_WORDS.nameRequired);
    await user.type(screen.getByRole('textbox', { name: CATEGORY_WORDS.position }), '-2');
    await user.type(screen.getByRole('textbox', { name: CATEGORY_WORDS.name }), ' Forts ');
    await user.click(create);
    expect(messageOf(screen.getByRole('textbox', { name: CATEGORY_WORDS.position }))).toBe(CATEGORY_WORDS.wholeNumber);
    expect(await requestsTo(fetchMock, 'admin/categories', 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: CATEGORY_WORDS.position }));
    await user.click(create);
    expect(within(await screen.findByRole('alert')).getByText('Category created.')).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'admin/categories', 'POST')).map((r) => r.body)).toEqual([{ name: 'Forts' }]);
  });

  it('hides a category in one click, and deletes an empty one only once confirmed', async () => {
    const fetchMock = stubAdminApi({
      'admin/categories': listOf([createCategory(), createCategory({ _id: 'full', name: 'Forts', products: 3 })]),
      [`admin/categories/${CATEGORY_ID}`]: (request: Request) =>
        jsonResponse({
          success: true,
          message: request.method === 'DELETE' ? 'Category deleted.' : 'Category saved.',
          data: createCategory({ hidden: request.method === 'PATCH' }),
        }),
    });
    const { user } = renderApp(adminPaths.adminCategories(), { user: createAuthUser() });
    const beaches = (await screen.findByRole('heading', { level: 2, name: 'Beaches' })).closest('article')!;
    const forts = screen.getByRole('heading', { level: 2, name: 'Forts' }).closest('article')!;
    // One holding photographs offers no delete, and says why.
    expect(within(forts).queryByRole('button', { name: CATEGORY_WORDS.delete })).not.toBeInTheDocument();
    expect(within(forts).getByText(CATEGORY_WORDS.holds(3))).toBeInTheDocument();

    await user.click(within(beaches).getByRole('button', { name: CATEGORY_WORDS.hide }));
    await waitFor(async () => expect((await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'PATCH')).map((r) => r.body)).toEqual([{ hidden: true }]));

    await user.click(within(beaches).getByRole('button', { name: CATEGORY_WORDS.delete }));
    const dialog = screen.getByRole('alertdialog', { name: CATEGORY_WORDS.deleteTitle('Beaches') });
    await user.click(within(dialog).getByRole('button', { name: CATEGORY_WORDS.keep }));
    expect(await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'DELETE')).toHaveLength(0);
    await user.click(within(beaches).getByRole('button', { name: CATEGORY_WORDS.delete }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CATEGORY_WORDS.delete }));
    await waitFor(async () => expect(await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'DELETE')).toHaveLength(1));
  });
});

describe('a category’s Hindi and Marathi words', () => {
  it('shows which languages a category is in, its stored words in the editor, and sends changed ones whole', async () => {
    let category = createCategory({ translations: { hi: { name: 'समुद्रतट' } } });
    const fetchMock = stubAdminApi({
      'admin/categories': () => jsonResponse(listOf([category])),
      [`admin/categories/${CATEGORY_ID}`]: () => {
        category = createCategory({ translations: { hi: { name: 'समुद्रतट', description: 'रेत और समंदर।' }, mr: { name: 'समुद्रकिनारे' } } });
        return jsonResponse({ success: true, message: 'Category saved.', data: category });
      },
    });
    const { user } = renderApp(adminPaths.adminCategories(), { user: createAuthUser() });
    const card = await screen.findByRole('article', { name: 'Beaches' });
    expect(card).toHaveTextContent(`${TRANSLATION_WORDS.section}${TRANSLATION_WORDS.hindi}`);

    await user.click(within(card).getByRole('button', { name: CATEGORY_WORDS.edit }));
    const hindi = await openLanguage(user, TRANSLATION_WORDS.hindi, card);
    const hindiName = within(hindi).getByRole('textbox', { name: TRANSLATION_WORDS.name(TRANSLATION_WORDS.hindi) });
    expect(hindiName).toHaveValue('समुद्रतट');
    expect(hindiName).toHaveAttribute('lang', 'hi');
    const hindiDescription = within(hindi).getByRole('textbox', { name: TRANSLATION_WORDS.description(TRANSLATION_WORDS.hindi) });
    expect(hindiDescription).toHaveAttribute('lang', 'hi');
    await user.type(hindiDescription, 'रेत और समंदर।');
    const marathi = await openLanguage(user, TRANSLATION_WORDS.marathi, card);
    const marathiName = within(marathi).getByRole('textbox', { name: TRANSLATION_WORDS.name(TRANSLATION_WORDS.marathi) });
    expect(marathiName).toHaveAttribute('lang', 'mr');
    await user.type(marathiName, 'समुद्रकिनारे');
    await user.click(within(card).getByRole('button', { name: TRANSLATION_WORDS.save }));

    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'PATCH')).map((r) => r.body)).toEqual([
        { translations: { hi: { name: 'समुद्रतट', description: 'रेत और समंदर।' }, mr: { name: 'समुद्रकिनारे' } } },
      ]),
    );
    await waitFor(() => expect(card).toHaveTextContent(`${TRANSLATION_WORDS.section}${TRANSLATION_WORDS.hindi}, ${TRANSLATION_WORDS.marathi}`));
  });

  it('creates a category with its Marathi name, and leaves the translations out of a change that is English only', async () => {
    const fetchMock = stubAdminApi({
      'admin/categories': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: 'Category created.', data: createCategory({ _id: 'new', name: 'Forts' }) }, 201)
          : jsonResponse(listOf([createCategory({ translations: { mr: { name: 'समुद्रकिनारे' } } })])),
      [`admin/categories/${CATEGORY_ID}`]: { success: true, message: 'Category saved.', data: createCategory({ name: 'Sea shores' }) },
    });
    const { user } = renderApp(adminPaths.adminCategories(), { user: createAuthUser() });
    const card = await screen.findByRole('article', { name: 'Beaches' });
    expect(card).toHaveTextContent(`${TRANSLATION_WORDS.section}${TRANSLATION_WORDS.marathi}`);

    await user.click(screen.getByRole('button', { name: CATEGORY_WORDS.create }));
    const form = screen.getByRole('region', { name: CATEGORY_WORDS.create });
    await user.type(within(form).getByRole('textbox', { name: CATEGORY_WORDS.name }), 'Forts');
    await openLanguage(user, TRANSLATION_WORDS.marathi, form);
    await user.type(within(form).getByRole('textbox', { name: TRANSLATION_WORDS.name(TRANSLATION_WORDS.marathi) }), 'किल्ले');
    await user.click(within(form).getByRole('button', { name: CATEGORY_WORDS.add }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, 'admin/categories', 'POST')).map((r) => r.body)).toEqual([{ name: 'Forts', translations: { mr: { name: 'किल्ले' } } }]),
    );

    await user.click(within(card).getByRole('button', { name: CATEGORY_WORDS.edit }));
    const name = within(card).getByRole('textbox', { name: CATEGORY_WORDS.name });
    await user.clear(name);
    await user.type(name, 'Sea shores');
    await user.click(within(card).getByRole('button', { name: TRANSLATION_WORDS.save }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'PATCH')).map((r) => r.body)).toEqual([{ name: 'Sea shores' }]),
    );
  });
});

describe('a blog post’s Hindi and Marathi words', () => {
  it('shows the stored ones, each field in its language, and sends the changed translations whole', async () => {
    let current = createPost({ translations: { mr: { title: 'दुपारचे मिठागर', body: 'पहिले.' } } });
    const fetchMock = stubAdminApi({
      'admin/blog-posts': () => jsonResponse(listOf([current])),
      [`admin/blog-posts/${POST_ID}`]: (request: Request) => {
        if (request.method === 'PATCH') {
          current = createPost({
            translations: { hi: { excerpt: 'दोपहर के नमक के खेत।' }, mr: { title: 'भर दुपारचे मिठागर', body: 'पहिले.' } },
            updatedAt: '2026-11-26T06:00:00Z',
          });
          return jsonResponse({ success: true, message: 'Blog post saved.', data: current });
        }
        return jsonResponse({ success: true, data: current });
      },
    });
    const { user } = renderApp(adminPaths.adminBlogPosts(), { user: createAuthUser() });
    const table = await screen.findByRole('table', { name: BLOG_POSTS_WORDS.caption });
    expect(within(table).getByRole('rowheader', { name: /Salt pans at noon/ })).toHaveTextContent(TRANSLATION_WORDS.translated(TRANSLATION_WORDS.marathi));
    await user.click(within(table).getByRole('link', { name: 'Salt pans at noon' }));

    await screen.findByRole('group', { name: TRANSLATION_WORDS.section });
    const hindi = await openLanguage(user, TRANSLATION_WORDS.hindi);
    expect(within(hindi).getByText(TRANSLATION_WORDS.empty)).toBeInTheDocument();
    const marathi = await openLanguage(user, TRANSLATION_WORDS.marathi);
    const marathiTitle = within(marathi).getByRole('textbox', { name: TRANSLATION_WORDS.title(TRANSLATION_WORDS.marathi) });
    expect(marathiTitle).toHaveValue('दुपारचे मिठागर');
    expect(marathiTitle).toHaveAttribute('lang', 'mr');
    const marathiBody = within(marathi).getByRole('textbox', { name: TRANSLATION_WORDS.body(TRANSLATION_WORDS.marathi) });
    expect(marathiBody).toHaveValue('पहिले.');
    expect(marathiBody).toHaveAttribute('lang', 'mr');
    const hindiExcerpt = within(hindi).getByRole('textbox', { name: TRANSLATION_WORDS.excerpt(TRANSLATION_WORDS.hindi) });
    expect(hindiExcerpt).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByRole('textbox', { name: TRANSLATION_WORDS.body(TRANSLATION_WORDS.hindi) })).toHaveAttribute('lang', 'hi');

    await user.type(hindiExcerpt, 'दोपहर के नमक के खेत।');
    await user.clear(marathiTitle);
    await user.type(marathiTitle, 'भर दुपारचे मिठागर');
    await user.click(screen.getByRole('button', { name: TRANSLATION_WORDS.save }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `admin/blog-posts/${POST_ID}`, 'PATCH')).map((r) => r.body)).toEqual([
        { translations: { hi: { excerpt: 'दोपहर के नमक के खेत।' }, mr: { title: 'भर दुपारचे मिठागर', body: 'पहिले.' } } },
      ]),
    );
    await waitFor(() => expect(marathiTitle).toHaveValue('भर दुपारचे मिठागर'));
  });
});

describe('the blog post editor', () => {
  it('lists drafts beside published posts, and writes a new draft, then opens it', async () => {
    let saved: AdminBlogPost | undefined;
    const fetchMock = stubAdminApi({
      'admin/blog-posts': (request: Request) => {
        if (request.method !== 'POST') return jsonResponse(listOf([createPost({ _id: 'old', title: 'Old news', published: true })]));
        saved = createPost();
        return jsonResponse({ success: true, message: 'Blog post created.', data: saved }, 201);
      },
      [`admin/blog-posts/${POST_ID}`]: () => jsonResponse({ success: true, data: saved }),
    });
    const { user, router } = renderApp(adminPaths.adminBlogPosts(), { user: createAuthUser() });
    const table = await screen.findByRole('table', { name: BLOG_POSTS_WORDS.caption });
    expect(within(table).getByRole('link', { name: 'Old news' })).toHaveAttribute('href', adminPaths.adminBlogPost('old'));
    expect(within(table).getByText(BLOG_POSTS_WORDS.published)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: BLOG_POSTS_WORDS.create }));
    await screen.findByRole('heading', { level: 1, name: BLOG_POST_WORDS.newTitle });
    await user.type(screen.getByRole('textbox', { name: BLOG_POST_WORDS.title }), 'Salt pans at noon');
    await user.click(screen.getByRole('button', { name: BLOG_POST_WORDS.saveDraft }));
    expect(messageOf(screen.getByRole('textbox', { name: BLOG_POST_WORDS.body }))).toBe(BLOG_POST_WORDS.bodyRequired);
    await user.type(screen.getByRole('textbox', { name: BLOG_POST_WORDS.body }), 'First.');
    await user.click(screen.getByRole('button', { name: BLOG_POST_WORDS.saveDraft }));

    await screen.findByRole('heading', { level: 1, name: 'Salt pans at noon' });
    expect(router.state.location.pathname).toBe(adminPaths.adminBlogPost(POST_ID));
    expect(screen.getByText(BLOG_POST_WORDS.draftNote)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'admin/blog-posts', 'POST')).map((r) => r.body)).toEqual([
      { title: 'Salt pans at noon', body: 'First.', published: false },
    ]);
  });

  it('publishes a draft with its edits in one request, and offers to withdraw it after', async () => {
    let current = createPost();
    const fetchMock = stubAdminApi({
      [`admin/blog-posts/${POST_ID}`]: (request: Request) => {
        if (request.method === 'PATCH') {
          current = createPost({ title: 'Salt pans, Bhayander', published: true, publishedAt: '2026-11-26T06:00:00Z', updatedAt: '2026-11-26T06:00:00Z' });
          return jsonResponse({ success: true, message: 'Blog post saved.', data: current });
        }
        return jsonResponse({ success: true, data: current });
      },
    });
    const { user } = renderApp(adminPaths.adminBlogPost(POST_ID), { user: createAuthUser() });
    const title = await screen.findByRole('textbox', { name: BLOG_POST_WORDS.title });
    await user.clear(title);
    await user.type(title, 'Salt pans, Bhayander');
    await user.click(screen.getByRole('button', { name: BLOG_POST_WORDS.publish }));

    expect(await screen.findByRole('button', { name: BLOG_POST_WORDS.withdraw })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOG_POST_WORDS.view })).toHaveAttribute('href', paths.blogPost(POST_ID));
    expect((await requestsTo(fetchMock, `admin/blog-posts/${POST_ID}`, 'PATCH')).map((r) => r.body)).toEqual([
      { title: 'Salt pans, Bhayander', published: true },
    ]);
  });

  it('shows the post’s cover and takes it off on request', async () => {
    const fetchMock = stubAdminApi({
      [`admin/blog-posts/${POST_ID}`]: (request: Request) =>
        request.method === 'PATCH'
          ? jsonResponse({ success: true, message: 'Blog post saved.', data: createPost({ updatedAt: '2026-11-26T07:00:00Z' }) })
          : jsonResponse({ success: true, data: createPost({ cover: '/media/salt-320.jpg' }) }),
    });
    const { user } = renderApp(adminPaths.adminBlogPost(POST_ID), { user: createAuthUser() });
    const cover = await screen.findByRole('region', { name: BLOG_POST_WORDS.cover });
    expect(within(cover).getByRole('img', { name: BLOG_POST_WORDS.coverAlt('Salt pans at noon') })).toHaveAttribute('src', '/media/salt-320.jpg');
    await user.click(within(cover).getByRole('button', { name: BLOG_POST_WORDS.removeCover }));
    await waitFor(async () =>
      expect((await requestsTo(fetchMock, `admin/blog-posts/${POST_ID}`, 'PATCH')).map((r) => r.body)).toEqual([{ coverUploadId: null }]),
    );
  });

  it('says so when the post does not exist', async () => {
    stubAdminApi({ [`admin/blog-posts/${POST_ID}`]: jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Blog post not found.' }, 404) });
    renderApp(adminPaths.adminBlogPost(POST_ID), { user: createAuthUser() });
    expect(await screen.findByText(BLOG_POST_WORDS.notFound)).toBeInTheDocument();
  });
});

describe('the banners page', () => {
  it('moves a banner, hides one, and refuses an empty caption before sending it', async () => {
    const fetchMock = stubAdminApi({
      'admin/banners': listOf([banner(0, 'Dawn'), banner(1, 'Dusk')]),
      [`admin/banners/${BANNER_IDS[1]}`]: jsonResponse({ success: true, message: 'Banner saved.', data: banner(1, 'Dusk', { position: 0 }) }),
      [`admin/banners/${BANNER_IDS[0]}`]: jsonResponse({ success: true, message: 'Banner saved.', data: banner(0, 'Dawn', { hidden: true }) }),
    });
    const { user } = renderApp(adminPaths.adminBanners(), { user: createAuthUser() });
    const first = (await screen.findByRole('heading', { level: 2, name: BANNER_WORDS.banner(1) })).closest('article')!;
    expect(within(first).getByRole('img', { name: 'Dawn' })).toHaveAttribute('src', '/media/banner-0.jpg');
    expect(within(first).getByRole('button', { name: BANNER_WORDS.up('Dawn') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: BANNER_WORDS.up('Dusk') }));
    await waitFor(async () => expect((await requestsTo(fetchMock, `admin/banners/${BANNER_IDS[1]}`, 'PATCH')).map((r) => r.body)).toEqual([{ position: 0 }]));

    await user.click(within(first).getByRole('button', { name: BANNER_WORDS.hide }));
    await waitFor(async () => expect((await requestsTo(fetchMock, `admin/banners/${BANNER_IDS[0]}`, 'PATCH')).map((r) => r.body)).toEqual([{ hidden: true }]));

    const caption = within(first).getByRole('textbox', { name: BANNER_WORDS.caption });
    await user.clear(caption);
    await user.click(within(first).getByRole('button', { name: BANNER_WORDS.save }));
    expect(messageOf(caption)).toBe(BANNER_WORDS.captionRequired);
    expect(await requestsTo(fetchMock, `admin/banners/${BANNER_IDS[0]}`, 'PATCH')).toHaveLength(1);
  });
});

const UPLOAD_ID = '5a6b7c8d-9e0f-4a1b-2c3d-4e5f6a7b8c9d';
/** An upload of the shop's own pictures, as GET admin/uploads/{id} answers it. */
function upload(state: AdminUpload['state']): AdminUpload {
  return {
    _id: UPLOAD_ID,
    profile: 'plain',
    state,
    progress: state === 'done' ? 100 : 0,
    fileName: 'harbour_at-dawn.jpg',
    type: 'image/jpeg',
    bytes: 7,
    imageId: state === 'done' ? 'img-9' : null,
    thumbUrl: state === 'done' ? '/media/harbour-320.jpg' : null,
    message: null,
    createdAt: '2026-11-26T06:00:00Z',
    updatedAt: '2026-11-26T06:00:00Z',
  };
}

/** XMLHttpRequest as the upload list sends a picture with: the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = { onprogress: null };
  status = 0;
  responseText = '';
  url = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('adding a banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the picture for the shop’s own pictures, then adds it last, captioned from its file name', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = stubAdminApi({
      'admin/banners': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: 'Banner added.', data: banner(1, 'harbour at dawn') }, 201)
          : jsonResponse(listOf([banner(0, 'Dawn')])),
      [`admin/uploads/${UPLOAD_ID}`]: { success: true, data: upload('done') },
    });
    const { user } = renderApp(adminPaths.adminBanners(), { user: createAuthUser() });
    await screen.findByRole('heading', { level: 2, name: BANNER_WORDS.banner(1) });

    await user.upload(screen.getByLabelText(U.choose), new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'harbour_at-dawn.jpg', { type: 'image/jpeg' }));
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe('/api/v1/admin/uploads?profile=plain');
    xhr!.answer(202, { success: true, message: 'Queued.', data: upload('queued') });

    expect(await screen.findByText(U.done, {}, { timeout: 4000 })).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'admin/banners', 'POST')).map((r) => r.body)).toEqual([{ uploadId: UPLOAD_ID, caption: 'harbour at dawn' }]);
    expect(captionOf('.jpg')).toBe('.jpg');
  });

  it('keeps a category’s picture on its way after the edit is closed, and sets it when it is done', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = stubAdminApi({
      'admin/categories': listOf([createCategory()]),
      [`admin/categories/${CATEGORY_ID}`]: { success: true, message: 'Category saved.', data: createCategory({ picture: '/media/harbour-320.jpg' }) },
      [`admin/uploads/${UPLOAD_ID}`]: { success: true, data: upload('done') },
    });
    const { user } = renderApp(adminPaths.adminCategories(), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: CATEGORY_WORDS.edit }));
    await user.upload(screen.getByLabelText(U.choose), new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'harbour.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: CATEGORY_WORDS.cancel }));
    // Still sending: the list stays until the picture is set.
    expect(screen.getByRole('list', { name: U.list })).toBeInTheDocument();
    FakeXhr.sent[0]!.answer(202, { success: true, message: 'Queued.', data: upload('queued') });
    await waitFor(
      async () =>
        expect((await requestsTo(fetchMock, `admin/categories/${CATEGORY_ID}`, 'PATCH')).map((r) => r.body)).toEqual([{ pictureUploadId: UPLOAD_ID }]),
      { timeout: 4000 },
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: U.list })).not.toBeInTheDocument());
  });
});
