import { adminPaths } from '../admin-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@chitra/contract/admin-coupons';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ADMIN_MESSAGES, COUPON_CODE_MESSAGES } from '../admin-words';
import { isoToIst, istToIso } from './coupon-form';
import { messagesOf } from '../../../i18n/i18n';
import { COUPON_ID, createAdminCoupon, listOf, requestsTo, stubAdminApi } from '../test-factories';

// The page's English words, as the tests read them.
const t = messagesOf('adminCatalogue');
const F = {
  code: t('couponCode'),
  fixed: t('couponFixed'),
  valueFixed: t('couponValueFixed'),
  valuePercent: t('couponValuePercent'),
  maxDiscount: t('couponMaxDiscount'),
  minOrder: t('couponMinOrder'),
  startsAt: t('couponStarts'),
  endsAt: t('couponEnds'),
  maxUses: t('couponMaxUses'),
  maxUsesPerCustomer: t('couponMaxUsesPerCustomer'),
  create: t('couponCreate'),
  save: t('saveChanges'),
};
const COUPON_WORDS = { create: t('couponsCreate'), edit: t('edit'), search: t('couponsSearch'), find: t('search'), clear: t('clear') };

function openCoupons(coupons: AdminCoupon[] = [], created?: Response) {
  const fetchMock = stubAdminApi({
    'admin/coupons': (request: Request) =>
      request.method === 'POST'
        ? (created ?? jsonResponse({ success: true, message: ADMIN_MESSAGES.couponCreated, data: createAdminCoupon() }, 201))
        : jsonResponse(listOf(coupons)),
    [`admin/coupons/${COUPON_ID}`]: jsonResponse({ success: true, message: ADMIN_MESSAGES.couponUpdated, data: createAdminCoupon({ maxUses: 50 }) }),
  });
  return { ...renderApp(adminPaths.adminCoupons(), { user: createAuthUser() }), fetchMock };
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('the coupon form', () => {
  it('checks a new coupon as the server does, field by field, with the contract’s words', async () => {
    const { user, fetchMock } = openCoupons();
    await user.click(await screen.findByRole('button', { name: COUPON_WORDS.create }));
    const create = screen.getByRole('button', { name: F.create });

    await user.click(create);
    expect(messageOf(field(F.code))).toBe(COUPON_CODE_MESSAGES.required);
    expect(messageOf(field(F.valuePercent))).toBe('A percent coupon takes a whole percent from 1 to 100.');
    expect(field(F.code)).toHaveFocus();

    await user.type(field(F.code), 'MONSOON 10');
    await user.type(field(F.valuePercent), '150');
    await user.type(field(F.maxDiscount), '-5');
    await user.type(field(F.maxUses), '5');
    await user.type(field(F.maxUsesPerCustomer), '10');
    await user.type(screen.getByLabelText(F.startsAt), '2030-12-10T10:00');
    await user.type(screen.getByLabelText(F.endsAt), '2030-12-01T10:00');
    await user.click(create);
    expect(messageOf(field(F.code))).toBe(COUPON_CODE_MESSAGES.characters);
    expect(messageOf(field(F.valuePercent))).toBe('A percent coupon takes a whole percent from 1 to 100.');
    expect(messageOf(field(F.maxDiscount))).toBe('must be more than 0');
    expect(messageOf(field(F.maxUsesPerCustomer))).toBe('cannot be more than the uses in all (maxUses)');
    expect(messageOf(screen.getByLabelText(F.endsAt))).toBe('The coupon must end after it starts.');

    // A fixed coupon takes no cap (the field goes) and rupees with two decimals at most.
    await user.click(screen.getByRole('radio', { name: F.fixed }));
    expect(screen.queryByRole('textbox', { name: F.maxDiscount })).not.toBeInTheDocument();
    await user.clear(field(F.valueFixed));
    await user.type(field(F.valueFixed), '49.999');
    await user.click(create);
    expect(messageOf(field(F.valueFixed))).toBe('must be an amount in rupees with at most two decimals, e.g. 50 or 49.50');

    expect(await requestsTo(fetchMock, 'admin/coupons', 'POST')).toHaveLength(0);
  });

  it('refuses an end in the past', async () => {
    const { user } = openCoupons();
    await user.click(await screen.findByRole('button', { name: COUPON_WORDS.create }));
    await user.type(screen.getByLabelText(F.endsAt), '2020-01-01T00:00');
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(messageOf(screen.getByLabelText(F.endsAt))).toBe('The coupon must end in the future.');
  });

  it('creates a coupon with every field, dates in India time, and toasts', async () => {
    const { user, fetchMock } = openCoupons();
    await user.click(await screen.findByRole('button', { name: COUPON_WORDS.create }));
    await user.type(field(F.code), 'DIWALI25');
    await user.type(field(F.valuePercent), '25');
    await user.type(field(F.maxDiscount), '500');
    await user.type(field(F.minOrder), '999.50');
    await user.type(screen.getByLabelText(F.startsAt), '2030-10-20T00:00');
    await user.type(screen.getByLabelText(F.endsAt), '2030-11-05T23:59');
    await user.type(field(F.maxUses), '200');
    await user.type(field(F.maxUsesPerCustomer), '1');
    await user.click(screen.getByRole('button', { name: F.create }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_MESSAGES.couponCreated)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, 'admin/coupons', 'POST')).map((r) => r.body)).toEqual([
      {
        code: 'DIWALI25',
        kind: 'percent',
        value: 25,
        maxDiscount: 500,
        minOrder: 999.5,
        startsAt: '2030-10-20T00:00:00+05:30',
        endsAt: '2030-11-05T23:59:00+05:30',
        maxUses: 200,
        maxUsesPerCustomer: 1,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: F.create })).not.toBeInTheDocument());
  });

  it('puts a taken code’s 409 at the code field', async () => {
    const taken = jsonResponse({ success: false, code: 'CONFLICT', message: ADMIN_MESSAGES.couponCodeTaken, reason: 'admin.couponCodeTaken' }, 409);
    const { user } = openCoupons([], taken);
    await user.click(await screen.findByRole('button', { name: COUPON_WORDS.create }));
    await user.type(field(F.code), 'MONSOON10');
    await user.type(field(F.valuePercent), '10');
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(messageOf(field(F.code))).toBe(ADMIN_MESSAGES.couponCodeTaken));
  });

  it('changes only what was changed, and says when nothing was', async () => {
    const { user, fetchMock } = openCoupons([createAdminCoupon()]);
    const card = await screen.findByRole('article', { name: 'MONSOON10' });
    await user.click(within(card).getByRole('button', { name: COUPON_WORDS.edit }));
    expect(within(card).queryByRole('textbox', { name: F.code })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: F.save }));
    expect(within(card).getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.nothingToChange);
    expect(await requestsTo(fetchMock, `admin/coupons/${COUPON_ID}`)).toHaveLength(0);

    const maxUses = within(card).getByRole('textbox', { name: F.maxUses });
    await user.clear(maxUses);
    await user.type(maxUses, '50');
    await user.click(within(card).getByRole('button', { name: F.save }));
    const toast = await screen.findByText(ADMIN_MESSAGES.couponUpdated);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect((await requestsTo(fetchMock, `admin/coupons/${COUPON_ID}`, 'PATCH')).map((r) => r.body)).toEqual([{ maxUses: 50 }]);
  });
});

describe('the coupon search', () => {
  it('searches by code, refuses words the server would refuse beside the box, and clears', async () => {
    const { user, fetchMock, router } = openCoupons([createAdminCoupon()]);
    const box = await screen.findByRole('searchbox', { name: COUPON_WORDS.search });

    await user.click(box);
    await user.paste('diwali\u0007');
    await user.click(screen.getByRole('button', { name: COUPON_WORDS.find }));
    expect(messageOf(box)).toBe(CONTROL_CHARACTERS);
    expect(router.state.location.search).toBe('');

    await user.clear(box);
    await user.type(box, '  diwali  ');
    await user.click(screen.getByRole('button', { name: COUPON_WORDS.find }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=diwali'));
    expect(messageOf(box)).toBeUndefined();
    await waitFor(async () => expect((await requestsTo(fetchMock, 'admin/coupons', 'GET')).at(-1)!.url.searchParams.get('search')).toBe('diwali'));

    await user.click(screen.getByRole('button', { name: COUPON_WORDS.clear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: COUPON_WORDS.clear })).toBeNull();
  });
});

describe('India time in the form', () => {
  it('reads and writes the shop’s wall clock whatever the browser’s zone', () => {
    expect(istToIso('2030-12-01T09:30')).toBe('2030-12-01T09:30:00+05:30');
    expect(istToIso('')).toBeNull();
    expect(isoToIst('2030-12-01T04:00:00.000Z')).toBe('2030-12-01T09:30');
    expect(isoToIst(null)).toBe('');
  });
});
