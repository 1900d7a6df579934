import type { EnquiryBody } from '@chitra/contract/enquiries';
import { api } from '../../lib/api';

type EnquiryResponse = { success: true; message: string };

const enquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST enquiry: 201 with a message; 400 carries per-field `errors`; 429 past 10 an hour. */
    sendEnquiry: build.mutation<EnquiryResponse, EnquiryBody>({
      query: (body) => ({ url: 'enquiry', method: 'POST', body }),
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiriesApi;
