import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderAppIn } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { ADMIN_MESSAGES } from '../admin-words';
import { COUPON_ID, createAdminCoupon, listOf, requestsTo, stubAdminApi } from '../test-factories';

/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('the coupons in Marathi', () => {
  it('shows each coupon’s discount, smallest order and limits in Marathi, with Devanagari digits', async () => {
    stubAdminApi({
      'admin/coupons': listOf([
        createAdminCoupon(),
        createAdminCoupon({ _id: `${COUPON_ID.slice(0, -1)}e`, code: 'DIWALI500', kind: 'fixed', value: 500, maxDiscount: null, minOrder: 1500 }),
      ]),
    });
    await renderAppIn('mr', adminPaths.adminCoupons(), { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'कूपन' })).toBeInTheDocument();
    const percent = await screen.findByRole('article', { name: 'MONSOON10' });
    expect(percent).toHaveTextContent('१०% सूट, जास्तीत जास्त ₹२००');
    expect(percent).toHaveTextContent('एकूण १०० · प्रति ग्राहक १');
    expect(percent).toHaveTextContent('३ वापरले · १ चालू पेमेंटमध्ये राखीव');
    expect(within(percent).getByText('चालू')).toBeInTheDocument();
    const fixed = screen.getByRole('article', { name: 'DIWALI500' });
    expect(fixed).toHaveTextContent('₹५०० सूट');
    expect(fixed).toHaveTextContent('किमान ऑर्डर₹१,५००');
    expect(within(fixed).getByRole('button', { name: 'मागे घ्या' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'कोडने शोधा' })).toBeInTheDocument();
  });

  it('checks a new coupon in Marathi', async () => {
    const fetchMock = stubAdminApi({ 'admin/coupons': listOf([]) });
    const { user } = await renderAppIn('mr', adminPaths.adminCoupons(), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: 'नवीन कूपन' }));
    await user.click(screen.getByRole('button', { name: 'कूपन तयार करा' }));
    expect(messageOf(screen.getByRole('textbox', { name: 'कोड' }))).toBe('कृपया कूपन कोड लिहा.');
    expect(messageOf(screen.getByRole('textbox', { name: 'सूट टक्के' }))).toBe('टक्केवारी कूपनला १ ते १०० मधील पूर्ण टक्के लागतात.');
    await user.type(screen.getByRole('textbox', { name: 'कोड' }), 'MONSOON 10');
    await user.click(screen.getByRole('button', { name: 'कूपन तयार करा' }));
    expect(messageOf(screen.getByRole('textbox', { name: 'कोड' }))).toBe('कूपन कोडमध्ये फक्त अक्षरे, अंक, - आणि _ असतात.');
    expect(await requestsTo(fetchMock, 'admin/coupons', 'POST')).toHaveLength(0);
  });

  it('says a coupon is created in Marathi, not in the server’s English note', async () => {
    const fetchMock = stubAdminApi({
      'admin/coupons': (request: Request) =>
        request.method === 'POST'
          ? jsonResponse({ success: true, message: ADMIN_MESSAGES.couponCreated, data: createAdminCoupon() }, 201)
          : jsonResponse(listOf([])),
    });
    const { user } = await renderAppIn('mr', adminPaths.adminCoupons(), { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: 'नवीन कूपन' }));
    await user.type(screen.getByRole('textbox', { name: 'कोड' }), 'MONSOON10');
    await user.type(screen.getByRole('textbox', { name: 'सूट टक्के' }), '10');
    await user.click(screen.getByRole('button', { name: 'कूपन तयार करा' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('कूपन तयार झाले.')).toBeInTheDocument();
    expect(within(toast).queryByText(ADMIN_MESSAGES.couponCreated)).not.toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'admin/coupons', 'POST')).toHaveLength(1);
  });
});
