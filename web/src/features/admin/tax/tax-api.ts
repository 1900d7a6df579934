import type { AdminGstr1, AdminGstr1Query, AdminGstr1Response, AdminTaxDocumentsQuery, AdminTaxDocumentsResponse } from '@chitra/contract/admin-tax';
import { api } from '../../../lib/api';

const TAGS = ['AdminTaxDocument'] as const;

/**
 * The owner's tax documents and monthly GST report (contract/src/admin-tax.ts,
 * decision 054): read only; documents are issued by purchases and refunds.
 * Their PDFs and the report's CSVs are files (admin-files.ts).
 */
const taxApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getTaxDocuments: build.query<AdminTaxDocumentsResponse, AdminTaxDocumentsQuery>({
      query: (params) => ({ url: 'admin/tax/documents', params }),
      providesTags: ['AdminTaxDocument'],
    }),
    getGstr1: build.query<AdminGstr1, AdminGstr1Query>({
      query: (params) => ({ url: 'admin/tax/gstr1', params }),
      transformResponse: (response: AdminGstr1Response) => response.data,
      providesTags: ['AdminTaxDocument'],
    }),
  }),
});

export const { useGetTaxDocumentsQuery, useGetGstr1Query } = taxApi;

/** The path of a GST report table's CSV (after /api/v1/). */
export const gstr1CsvPath = (month: string, table: string): string => `admin/tax/gstr1.csv?${new URLSearchParams({ month, table }).toString()}`;
