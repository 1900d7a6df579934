import { adminPaths } from '../admin-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerDetail } from '@chitra/contract/admin-customers';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ADMIN_MESSAGES } from '../admin-words';
import { createAdminMe, requestsTo, stubAdminApi } from '../test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

const CUSTOMER_ID = '3f2e1d0c-9b8a-4765-a432-10fedcba9876';

function createCustomerDetail(overrides: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail {
  return {
    _id: CUSTOMER_ID,
    firstname: 'Ravi',
    lastname: 'Deshmukh',
    email: 'ravi@example.com',
    mobile: '9822012345',
    role: 'customer',
    verified: true,
    disabled: false,
    disabledAt: null,
    createdAt: '2026-10-01T10:00:00Z',
    orders: {
      digital: { count: 2, total: 1798 },
      prints: { count: 1, total: 3098 },
      recent: [{ _id: 'po-1', orderID: 'CH-2026-000077', kind: 'print', total: 3098, status: 'Shipped', createdAt: '2026-11-20T09:15:00Z' }],
    },
    activeSessions: 2,
    ...overrides,
  };
}

function openCustomer(customer: AdminCustomerDetail, me = createAdminMe()) {
  let current = customer;
  const fetchMock = stubAdminApi(
    {
      [`admin/customers/${CUSTOMER_ID}`]: () => jsonResponse({ success: true, data: current }),
      [`admin/customers/${CUSTOMER_ID}/disable`]: () => {
        current = { ...current, disabled: true, disabledAt: '2026-11-25T08:00:00Z', activeSessions: 0 };
        return jsonResponse({ success: true, message: ADMIN_MESSAGES.customerDisabled, data: current });
      },
    },
    { success: true, admin: me },
  );
  return { ...renderApp(adminPaths.adminCustomer(CUSTOMER_ID), { user: createAuthUser() }), fetchMock };
}

describe('a customer’s page', () => {
  it('disables the account only once confirmed, toasts, and shows it disabled', async () => {
    const { user, fetchMock } = openCustomer(createCustomerDetail());
    await screen.findByRole('heading', { level: 1, name: 'Ravi Deshmukh' });
    expect(screen.getByRole('link', { name: 'CH-2026-000077' })).toHaveAttribute('href', '/admin/print-orders/po-1');

    await user.click(screen.getByRole('button', { name: t('disableAccount') }));
    let dialog = screen.getByRole('alertdialog', { name: t('disableTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('keepAsItIs') }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, `admin/customers/${CUSTOMER_ID}/disable`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t('disableAccount') }));
    dialog = screen.getByRole('alertdialog', { name: t('disableTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('disableAccount') }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_MESSAGES.customerDisabled)).toBeInTheDocument();
    const sent = await requestsTo(fetchMock, `admin/customers/${CUSTOMER_ID}/disable`, 'POST');
    expect(sent).toHaveLength(1);
    // No body, so no JSON content type: the API refuses an empty JSON body.
    expect(sent[0]?.body).toBeUndefined();
    expect(await screen.findByRole('button', { name: t('enableAccount') })).toBeInTheDocument();
  });

  it('offers no way to disable one’s own account', async () => {
    openCustomer(createCustomerDetail({ role: 'admin' }), createAdminMe({ _id: CUSTOMER_ID }));
    expect(await screen.findByText(t('ownAccount'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('disableAccount') })).not.toBeInTheDocument();
  });
});
