import type { ConfigResponse } from '@chitra/contract/system';
import { api } from '../../lib/api';

const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Shop identity, demo flag and payment settings (GET config). */
    getConfig: build.query<ConfigResponse, void>({
      query: () => 'config',
      providesTags: ['Config'],
      // The shop's identity does not change while a page is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConfigQuery } = systemApi;
