import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogListResponse, BlogResponse } from '@chitra/contract/catalogue';
import { BLOG_PAGE_SIZE } from '@chitra/contract/constants';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, createPost } from '../../test/catalogue-factories';

describe('blog API', () => {
  let app: TestApp;
  let withCover: string;
  const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}` });

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const start = Date.UTC(2025, 0, 1);
    // Twelve posts, one a day: post 12 is the newest.
    for (let i = 1; i <= 12; i++) {
      const image = i === 12 ? await createImage(db) : undefined;
      const post = await createPost(db, {
        title: `Field notes ${i}`,
        createdAt: new Date(start + i * 86_400_000),
        imageId: image?.id ?? null,
      });
      if (i === 12) withCover = post.id;
    }
  });

  afterAll(() => app.close());

  it(`lists ${BLOG_PAGE_SIZE} posts a page, newest first, with the total`, async () => {
    const res = await get('blog');
    expect(res.statusCode).toBe(200);
    const body = BlogListResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, total: 12, page: 1, limit: BLOG_PAGE_SIZE });
    expect(body.data).toHaveLength(BLOG_PAGE_SIZE);
    expect(body.data[0]!.title).toBe('Field notes 12');
    expect(body.data[0]!.createdAt).toBe(new Date(Date.UTC(2025, 0, 13)).toISOString());
    const second = BlogListResponse.parse((await get('blog?page=2')).json());
    expect(second.data.map((p) => p.title)).toEqual(['Field notes 2', 'Field notes 1']);
    const past = BlogListResponse.parse((await get('blog?page=3')).json());
    expect(past).toMatchObject({ data: [], total: 12 });
  });

  it('carries the post fields and its cover picture with sizes', async () => {
    const body = BlogListResponse.parse((await get('blog')).json());
    const [newest, older] = body.data;
    expect(newest).toMatchObject({ _id: withCover, slug: expect.any(String), excerpt: expect.any(String), author: 'Aarti Patil' });
    expect(newest!.image).toMatch(/^\/media\//);
    expect(newest!.cover).toMatchObject({ url: newest!.image, width: 1600, height: 1067, alt: 'Field notes 12' });
    expect(older).toMatchObject({ image: null, cover: null });
    expect(older!.body).toContain('\n\n');
  });

  it('answers one post by id', async () => {
    const res = await get(`blog/${withCover}`);
    expect(res.statusCode).toBe(200);
    expect(BlogResponse.parse(res.json()).data).toMatchObject({ _id: withCover, title: 'Field notes 12' });
  });

  it('answers 404 for an unknown post, 400 for a malformed id or page', async () => {
    const unknown = await get(`blog/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('blog/latest')).statusCode).toBe(400);
    for (const query of ['page=0', 'page=-2', 'page=x', 'limit=101']) {
      const res = await get(`blog?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
  });
});
