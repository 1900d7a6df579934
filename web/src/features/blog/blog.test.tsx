import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@chitra/contract/constants';
import type { Blog } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createImageSet } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';

const POST_ID = 'caa2b36a-9f76-483f-8107-d57c11b81593';

function createPost(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: POST_ID,
    title: 'Chasing the monsoon along the Palghar coast',
    slug: 'chasing-the-monsoon',
    excerpt: 'Three weeks, four beaches.',
    body: 'Every June we wait.\n\nWe shot from the old jetty <b>at Satpati</b>.',
    image: '/media/monsoon.jpg',
    cover: createImageSet('monsoon', { alt: 'Chasing the monsoon along the Palghar coast' }),
    author: 'Aarti Patil',
    createdAt: '2026-11-16T04:00:00.000Z',
    ...overrides,
  };
}

const posts = (count: number, from = 1): Blog[] => Array.from({ length: count }, (_, i) => createPost({ _id: `post-${from + i}`, title: `Post ${from + i}` }));

describe('blog list', () => {
  it('lists the posts, ten a page, with Previous and Next', async () => {
    stubFetch({
      config: configResponse(),
      blog: (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const items = page === 1 ? posts(BLOG_PAGE_SIZE) : posts(2, 11);
        return jsonResponse({ success: true, data: items, total: 12, page, limit: BLOG_PAGE_SIZE });
      },
    });
    const { router } = renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Blog' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(BLOG_PAGE_SIZE);
    expect(within(list).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    const card = within(list).getByRole('link', { name: 'Post 1' }).closest('article') as HTMLElement;
    expect(card.querySelector('.post-meta')).toHaveTextContent('16 November 2026 · Aarti Patil');
    expect(screen.getByRole('button', { name: MESSAGES.previous })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: MESSAGES.next }));
    expect(await screen.findByRole('link', { name: 'Post 12' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText(`${MESSAGES.page} 2`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.next })).toBeDisabled();
  });
});

describe('blog post', () => {
  it('shows the title, author, date, picture and the body as paragraphs of text', async () => {
    stubFetch({ config: configResponse(), [`blog/${POST_ID}`]: { success: true, data: createPost() } });
    renderApp(`/blog/${POST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chasing the monsoon along the Palghar coast' })).toBeInTheDocument();
    expect(document.title).toBe('Chasing the monsoon along the Palghar coast | Chitra');
    expect(screen.getByText(/Aarti Patil/)).toHaveTextContent('Aarti Patil · 16 November 2026');
    expect(screen.getByRole('img', { name: 'Chasing the monsoon along the Palghar coast' })).toHaveAttribute('src', '/media/monsoon.jpg');
    const body = screen.getByText('Every June we wait.').parentElement as HTMLElement;
    expect(body.querySelectorAll('p')).toHaveLength(2);
    // Text, never markup.
    expect(screen.getByText('We shot from the old jetty <b>at Satpati</b>.')).toBeInTheDocument();
    expect(body.querySelector('b')).toBeNull();
  });

  it('answers an unknown post with a not-found state', async () => {
    stubFetch({
      config: configResponse(),
      [`blog/${POST_ID}`]: jsonResponse({ success: false, message: 'Post not found', code: 'NOT_FOUND' }, 404),
    });
    renderApp(`/blog/${POST_ID}`);
    expect(await screen.findByText(/We could not find that post/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Post not found | Chitra');
  });
});

describe('the blog in Marathi', () => {
  it('lists the posts under a Marathi heading, dated with Marathi months and Devanagari digits, the posts as written', async () => {
    stubFetch({ config: configResponse(), blog: { success: true, data: [createPost()], total: 1, page: 1, limit: BLOG_PAGE_SIZE } });
    await renderAppIn('mr', '/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeInTheDocument();
    expect(document.title).toBe('ब्लॉग | Chitra');
    const list = await screen.findByRole('list', { name: 'ब्लॉग' });
    const link = within(list).getByRole('link', { name: 'Chasing the monsoon along the Palghar coast' });
    expect(link).toHaveAttribute('href', `/mr/blog/${POST_ID}`);
    // Written in English only: marked so, for a screen reader's English voice.
    expect(link).toHaveAttribute('lang', 'en-IN');
    expect(within(list).getByText('Three weeks, four beaches.')).toHaveAttribute('lang', 'en-IN');
    expect((link.closest('article') as HTMLElement).querySelector('.post-meta')).toHaveTextContent('१६ नोव्हेंबर, २०२६ · Aarti Patil');
  });

  it('shows a post in Marathi where it is written in Marathi, and its English words, marked, where it is not', async () => {
    stubFetch({
      config: configResponse(),
      [`blog/${POST_ID}`]: {
        success: true,
        data: createPost({
          translations: { mr: { title: 'पालघरच्या किनाऱ्यावर पावसाचा पाठलाग', body: 'दर जूनमध्ये आम्ही वाट पाहतो.\n\nजुन्या जेट्टीवरून छायाचित्रे घेतली.' } },
        }),
      },
    });
    await renderAppIn('mr', `/blog/${POST_ID}`);
    const title = await screen.findByRole('heading', { level: 1, name: 'पालघरच्या किनाऱ्यावर पावसाचा पाठलाग' });
    expect(title).not.toHaveAttribute('lang');
    expect(document.title).toBe('पालघरच्या किनाऱ्यावर पावसाचा पाठलाग | Chitra');
    expect(screen.getByRole('img', { name: 'पालघरच्या किनाऱ्यावर पावसाचा पाठलाग' })).not.toHaveAttribute('lang');
    const body = screen.getByText('दर जूनमध्ये आम्ही वाट पाहतो.').parentElement as HTMLElement;
    expect(body.querySelectorAll('p')).toHaveLength(2);
    expect(body).not.toHaveAttribute('lang');
    expect(screen.queryByText('Every June we wait.')).not.toBeInTheDocument();
    // The excerpt has no Marathi words, the body has: the description is the body's, in Marathi.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'दर जूनमध्ये आम्ही वाट पाहतो.');
  });

  it('marks a post written in English only, on its Marathi page, and shows it in English on an English page whatever its translations', async () => {
    stubFetch({
      config: configResponse(),
      [`blog/${POST_ID}`]: { success: true, data: createPost() },
      'blog/translated': { success: true, data: createPost({ _id: 'translated', translations: { mr: { title: 'पावसाचा पाठलाग', body: 'दर जूनमध्ये.' } } }) },
    });
    const { unmount } = await renderAppIn('mr', `/blog/${POST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chasing the monsoon along the Palghar coast' })).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByText('Every June we wait.').parentElement as HTMLElement).toHaveAttribute('lang', 'en-IN');
    unmount();

    renderApp('/blog/translated');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chasing the monsoon along the Palghar coast' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Every June we wait.').parentElement).not.toHaveAttribute('lang');
    expect(screen.queryByText(/पाठलाग|जूनमध्ये/)).not.toBeInTheDocument();
  });

  it('lists a post by its Marathi title and excerpt where it has them', async () => {
    stubFetch({
      config: configResponse(),
      blog: {
        success: true,
        data: [createPost({ translations: { mr: { title: 'पावसाचा पाठलाग', excerpt: 'तीन आठवडे, चार किनारे.' } } })],
        total: 1,
        page: 1,
        limit: BLOG_PAGE_SIZE,
      },
    });
    await renderAppIn('mr', '/blog');
    const list = await screen.findByRole('list', { name: 'ब्लॉग' });
    const link = await within(list).findByRole('link', { name: 'पावसाचा पाठलाग' });
    expect(link).not.toHaveAttribute('lang');
    expect(within(list).getByText('तीन आठवडे, चार किनारे.')).not.toHaveAttribute('lang');
    expect(within(list).queryByText('Three weeks, four beaches.')).not.toBeInTheDocument();
  });

  it('says so in Marathi when there are no posts yet', async () => {
    stubFetch({ config: configResponse(), blog: { success: true, data: [], total: 0, page: 1, limit: BLOG_PAGE_SIZE } });
    await renderAppIn('mr', '/blog');
    expect(await screen.findByText('अजून एकही लेख नाही.')).toBeInTheDocument();
  });

  it('dates a post in Marathi and answers an unknown one with a Marathi not-found state', async () => {
    stubFetch({
      config: configResponse(),
      [`blog/${POST_ID}`]: { success: true, data: createPost() },
      'blog/gone': jsonResponse({ success: false, message: 'Post not found', code: 'NOT_FOUND' }, 404),
    });
    const { unmount } = await renderAppIn('mr', `/blog/${POST_ID}`);
    expect(await screen.findByText(/Aarti Patil/)).toHaveTextContent('Aarti Patil · १६ नोव्हेंबर, २०२६');
    expect(screen.getByRole('link', { name: 'सर्व लेख' })).toHaveAttribute('href', '/mr/blog');
    unmount();

    await renderAppIn('mr', '/blog/gone');
    expect(await screen.findByText('तो लेख आम्हाला सापडला नाही. कदाचित तो काढून टाकला असेल.')).toBeInTheDocument();
    expect(document.title).toBe('लेख सापडला नाही | Chitra');
  });
});
