import type { AuditQuery, AuditResponse } from '@chitra/contract/admin-audit';
import { api } from '../../../lib/api';

const TAGS = ['AdminAudit'] as const;

/** The audit log (contract/src/admin-audit.ts): every write of the area invalidates it. */
const auditApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditResponse, AuditQuery>({
      query: (params) => ({ url: 'admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
