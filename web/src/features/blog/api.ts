import type { BlogListResponse, BlogResponse } from '@chitra/contract/catalogue';
import { api } from '../../lib/api';

const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of posts, newest first (GET blog; 10 a page). */
    getBlogPosts: build.query<BlogListResponse, number>({
      query: (page) => ({ url: 'blog', params: { page } }),
      providesTags: ['Blog'],
    }),
    getBlogPost: build.query<BlogResponse, string>({
      query: (id) => `blog/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
