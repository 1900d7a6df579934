import type { AdminEnquiriesQuery, AdminEnquiriesResponse, AdminEnquiryResponse, EnquiryReplyBody } from '@chitra/contract/admin-enquiries';
import { api } from '../../../lib/api';

const TAGS = ['AdminEnquiry', 'AdminAudit'] as const;

/**
 * The contact form's enquiries in the admin area
 * (contract/src/admin-enquiries.ts): the list, a reply, marking one answered.
 * A write invalidates the list and the audit log.
 */
const enquiriesApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAdminEnquiries: build.query<AdminEnquiriesResponse, AdminEnquiriesQuery>({
      query: (params) => ({ url: 'admin/enquiries', params }),
      providesTags: ['AdminEnquiry'],
    }),
    replyToEnquiry: build.mutation<AdminEnquiryResponse, { id: string; body: EnquiryReplyBody }>({
      query: ({ id, body }) => ({ url: `admin/enquiries/${encodeURIComponent(id)}/reply`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminEnquiry', 'AdminAudit'] : []),
    }),
    markEnquiryAnswered: build.mutation<AdminEnquiryResponse, string>({
      // No body and so no JSON content type: the API refuses an empty JSON body.
      query: (id) => ({ url: `admin/enquiries/${encodeURIComponent(id)}/answered`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['AdminEnquiry', 'AdminAudit'] : []),
    }),
  }),
});

export const { useGetAdminEnquiriesQuery, useReplyToEnquiryMutation, useMarkEnquiryAnsweredMutation } = enquiriesApi;
