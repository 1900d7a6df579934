import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { AdminCustomer, AdminCustomerDetail } from '@chitra/contract/admin-customers';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminCustomersRepository, type CustomerRow } from './customers.repository';

function toAdminCustomer(row: CustomerRow): AdminCustomer {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    verified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    disabledAt: isoOrNull(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Customers for the shop (admin area): find them, see their orders, and
 * disable an account (its sessions end at once, its logins are refused) or
 * enable it again. An admin cannot disable their own account.
 */
export function createAdminCustomersService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repository = new AdminCustomersRepository(db);

  async function setDisabled(by: AdminActor, id: string, disable: boolean): Promise<AdminCustomer> {
    return withTransaction(db, async (tx) => {
      const customers = new AdminCustomersRepository(tx);
      const customer = await customers.lock(id);
      if (!customer) throw notFound(ADMIN_MESSAGES.customerNotFound);
      if (disable && customer.id === by.adminId) throw conflict(ADMIN_MESSAGES.cannotDisableSelf);
      // Already so: nothing changes, nothing to record.
      if ((customer.disabledAt !== null) === disable) return toAdminCustomer(customer);
      const at = now();
      const updated = await customers.setDisabled(id, disable ? at : null, at);
      if (!updated) throw notFound(ADMIN_MESSAGES.customerNotFound);
      const revoked = disable ? await new SessionsRepository(tx).revokeAllForCustomer(id, at) : 0;
      await new AuditRepository(tx).record(
        by,
        {
          action: disable ? 'customer.disable' : 'customer.enable',
          entityType: 'customer',
          entityId: id,
          before: { disabledAt: customer.disabledAt },
          after: { disabledAt: updated.disabledAt, ...(disable ? { sessionsRevoked: revoked } : {}) },
        },
        at,
      );
      return toAdminCustomer(updated);
    });
  }

  return {
    async list(query: { search?: string | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.list({ search: query.search, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toAdminCustomer), total };
    },

    async detail(id: string): Promise<AdminCustomerDetail> {
      const customer = await repository.find(id);
      if (!customer) throw notFound(ADMIN_MESSAGES.customerNotFound);
      const [totals, recent, activeSessions] = await Promise.all([
        repository.orderTotals(id),
        repository.recentOrders(id),
        repository.activeSessions(id, now()),
      ]);
      return {
        ...toAdminCustomer(customer),
        orders: {
          digital: { count: totals.digital.count, total: paiseToRupees(totals.digital.paise) },
          prints: { count: totals.prints.count, total: paiseToRupees(totals.prints.paise) },
          recent: recent.map((o) => ({
            _id: o.id,
            orderID: o.orderNumber,
            kind: o.kind,
            total: paiseToRupees(o.totalPaise),
            status: o.status,
            createdAt: o.createdAt.toISOString(),
          })),
        },
        activeSessions,
      };
    },

    disable: (by: AdminActor, id: string) => setDisabled(by, id, true),
    enable: (by: AdminActor, id: string) => setDisabled(by, id, false),
  };
}
