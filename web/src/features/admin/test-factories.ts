import type { AdminMe } from '@chitra/contract/admin';
import type { AdminPrintOrder } from '@chitra/contract/admin-print-orders';
import type { AdminRating } from '@chitra/contract/admin-ratings';
import type { AdminCoupon } from '@chitra/contract/admin-coupons';
import type { AdminCategory } from '@chitra/contract/admin-pages';
import { vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';

/** Admin-area shapes for the web's tests, each overridable (docs/layout-and-habits.md habit 9). */

export const PRINT_ORDER_ID = '5b1e7c2a-8f0d-4c3e-9a61-2f4b8d7e6c10';
export const RATING_ID = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
export const COUPON_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function createAdminMe(overrides: Partial<AdminMe> = {}): AdminMe {
  return { _id: 'admin-1', email: 'owner@chitra.example', firstname: 'Meera', lastname: 'Kulkarni', ...overrides };
}

export function createAdminPrintOrder(overrides: Partial<AdminPrintOrder> = {}): AdminPrintOrder {
  return {
    _id: PRINT_ORDER_ID,
    orderID: 'CH-2026-000077',
    status: 'Processing',
    customer: { _id: 'customer-1', name: 'Asha Patil', email: 'asha@example.com', mobile: '9876543210' },
    prints: 2,
    total: 3098,
    trackingNumber: null,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    items: [{ product: { _id: 'p-1', title: 'Kelva Beach' }, color: { _id: 'c-1', title: 'gold' }, quantity: 2, price: 1499 }],
    subtotal: 2998,
    shipping: 100,
    shippingInfo: {
      firstname: 'Asha',
      lastname: 'Patil',
      address: '12 Station Road',
      other: '',
      city: 'Vapi',
      state: 'Gujarat',
      country: 'India',
      pincode: 396191,
    },
    confirmed: true,
    payment: { _id: 'pay-1', gatewayOrderId: 'order_Abc123', gatewayPaymentId: 'pay_Xyz789', state: 'paid', amount: 3098 },
    carrier: null,
    trackingUrl: null,
    cancelReason: null,
    refund: null,
    documents: [],
    nextStatuses: ['Shipped', 'Cancelled'],
    ...overrides,
  };
}

export function createAdminRating(overrides: Partial<AdminRating> = {}): AdminRating {
  return {
    _id: RATING_ID,
    product: { _id: 'p-1', title: 'Kelva Beach' },
    customer: { _id: 'customer-1', name: 'Asha Patil', email: 'asha@example.com' },
    star: 2,
    comment: 'Call 555-0100 for cheaper prints!',
    hidden: false,
    hiddenReason: null,
    hiddenAt: null,
    verifiedPurchase: false,
    createdAt: '2026-11-18T12:00:00Z',
    updatedAt: '2026-11-18T12:00:00Z',
    ...overrides,
  };
}

export function createAdminCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    _id: COUPON_ID,
    code: 'MONSOON10',
    kind: 'percent',
    value: 10,
    maxDiscount: 200,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    disabled: false,
    disabledAt: null,
    uses: { used: 3, held: 1 },
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export const CATEGORY_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

export function createAdminCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    _id: CATEGORY_ID,
    slug: 'beaches',
    name: 'Beaches',
    description: 'Sand and sea.',
    translations: {},
    position: 0,
    hidden: false,
    products: 0,
    picture: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** A list answer of the admin API. */
export const listOf = <T>(data: T[], total = data.length, page = 1, limit = 20) => ({ success: true as const, data, total, page, limit });

/** The shop's shell and GET admin/me answering for an administrator (or `me` as given), plus `routes`. */
export function stubAdminApi(routes: Parameters<typeof stubFetch>[0] = {}, me: unknown = { success: true, admin: createAdminMe() }) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'admin/categories': { success: true, data: [], total: 0, page: 1, limit: 100 },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'admin/me': me,
    ...routes,
  });
}

/** The API's 403 for a customer's token in the admin area. */
export const forbidden = () => jsonResponse({ success: false, code: 'FORBIDDEN', message: 'This part of the shop is for its administrators only.' }, 403);

/** The requests `fetchMock` saw for `path` (after /api/v1/), as `[method, url, body]`. */
export async function requestsTo(fetchMock: ReturnType<typeof stubFetch>, path: string, method?: string) {
  const found: { method: string; url: URL; body: unknown }[] = [];
  for (const [input, init] of fetchMock.mock.calls) {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== `/api/v1/${path}`) continue;
    if (method !== undefined && request.method !== method) continue;
    const text = await request.clone().text();
    found.push({ method: request.method, url, body: text === '' ? undefined : (JSON.parse(text) as unknown) });
  }
  return found;
}

/**
 * jsdom has no object URLs and does not follow links: the files the admin
 * area saves (admin-files.ts) are recorded here instead, with the name each
 * was saved under. `restore` puts jsdom back.
 */
export function recordSavedFiles() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    value: (blob: Blob) => {
      const url = `blob:chitra/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true, writable: true });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    },
  };
}
