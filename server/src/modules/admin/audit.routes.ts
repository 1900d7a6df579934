import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuery, AuditResponse } from '@chitra/contract/admin-audit';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS } from './admin-context';
import { AuditRepository } from './audit.repository';

/** admin/audit: who changed what, newest first. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new AuditRepository(app.database.db);

  app.get(
    '/audit',
    {
      schema: {
        tags: ADMIN_TAGS,
        security: ADMIN_SECURITY,
        summary: "The admin area's audit log, newest first: who did what to which record, when, with its fields before and after",
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { page, limit, entityType, entityId } = request.query;
      const { rows, total } = await repository.list({ page, limit, entityType, entityId });
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          admin: { _id: row.adminId, email: row.actor },
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          before: (row.before as Record<string, unknown> | null) ?? null,
          after: (row.after as Record<string, unknown> | null) ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },
  );
};
