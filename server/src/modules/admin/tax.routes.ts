import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminIdParams } from '@chitra/contract/admin';
import {
  AdminGstr1CsvQuery,
  AdminGstr1Query,
  AdminGstr1Response,
  AdminTaxDocumentsQuery,
  AdminTaxDocumentsResponse,
  gstr1CsvFileName,
} from '@chitra/contract/admin-tax';
import { attachmentDisposition } from '../../platform/storage/content-disposition';
import { ADMIN_ERRORS, ADMIN_SECURITY, ADMIN_TAGS } from './admin-context';
import { createAdminTaxService } from './tax.service';

/** Sends a file the browser saves: its type, exact length and name. */
function sendAttachment(reply: FastifyReply, body: Buffer, contentType: string, disposition: string) {
  return reply.header('content-type', contentType).header('content-length', String(body.length)).header('content-disposition', disposition).send(body);
}

/**
 * admin/tax: the invoices and credit notes issued (decision 054), each one's
 * PDF, and the monthly GSTR-1 report on screen and as the GST offline tool's
 * CSV. Reads only. The admin plugin's hook makes every answer `no-store`.
 */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminTaxService({ db: app.database.db });
  const schema = { tags: ADMIN_TAGS, security: ADMIN_SECURITY };

  app.get(
    '/tax/documents',
    {
      schema: {
        ...schema,
        summary: 'Invoices and credit notes, newest first; month (YYYY-MM, India) and kind narrow the list',
        querystring: AdminTaxDocumentsQuery,
        response: { 200: AdminTaxDocumentsResponse, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const { month, kind, page, limit } = request.query;
      return { success: true as const, ...(await service.list({ month, kind, page, limit })), page, limit };
    },
  );

  app.get(
    '/tax/documents/:id/pdf',
    {
      schema: {
        ...schema,
        summary: 'An invoice or credit note as a PDF (A4), drawn from what it said when issued',
        params: AdminIdParams,
        response: ADMIN_ERRORS,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await service.pdf(request.params.id);
      return sendAttachment(reply, pdf, 'application/pdf', attachmentDisposition(fileName));
    },
  );

  app.get(
    '/tax/gstr1',
    {
      schema: {
        ...schema,
        summary:
          "A month's GSTR-1 tables (India's calendar, by the documents' issue): b2b, b2cl, b2cs net of credit notes, cdnr, cdnur, the HSN/SAC summary, and totals",
        querystring: AdminGstr1Query,
        response: { 200: AdminGstr1Response, ...ADMIN_ERRORS },
      },
    },
    async (request) => ({ success: true as const, data: await service.gstr1(request.query.month) }),
  );

  app.get(
    '/tax/gstr1.csv',
    {
      schema: {
        ...schema,
        summary: "One table of a month's GSTR-1 as CSV with the GST offline tool's column headers (b2b, b2cl, b2cs, cdnr, cdnur, hsn)",
        querystring: AdminGstr1CsvQuery,
        response: ADMIN_ERRORS,
      },
    },
    async (request, reply) => {
      const { month, table } = request.query;
      const csv = await service.gstr1Csv(month, table);
      return sendAttachment(reply, Buffer.from(csv, 'utf8'), 'text/csv; charset=utf-8', `attachment; filename="${gstr1CsvFileName(table, month)}"`);
    },
  );
};
