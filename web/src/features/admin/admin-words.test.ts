import { describe, expect, it } from 'vitest';
import { productProblems } from '@chitra/contract/admin-catalogue-rules';
import { couponProblems, type CouponRules } from '@chitra/contract/admin-rules';
import { i18nFor, loadAreas, messagesOf, type Translate } from '../../i18n/i18n';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { CouponCode } from '@chitra/contract/coupons';
import { PRINT_ORDER_STATUSES } from '@chitra/contract/prints';
import {
  AdminLicenceTierBody,
  AdminProductLicencePricesBody,
  LICENCE_MESSAGES,
  LICENCE_MULTIPLIER_MAX,
  LICENCE_MULTIPLIER_MIN,
  LICENCE_NAME_MAX,
  LICENCE_SUMMARY_MAX,
  LICENCE_TERMS_MAX,
} from '@chitra/contract/licences';
import { ADMIN_ORDER_MESSAGES } from '@chitra/contract/admin-orders';
import { GSTR1_TABLES as CONTRACT_GSTR1_TABLES, TAX_DOCUMENT_KINDS as CONTRACT_TAX_DOCUMENT_KINDS, gstr1CsvFileName } from '@chitra/contract/admin-tax';
import {
  ADMIN_ORDER_NOTES,
  COUPON_CODE_MESSAGES,
  digitsIn,
  GSTR1_TABLES,
  gstr1CsvName,
  LICENCE_LIMITS,
  LICENCE_TIER_MESSAGES as L,
  PRINT_ORDER_STATES,
  ruleProblemIn,
  TAX_DOCUMENT_KINDS,
} from './admin-words';

// What the screens cannot import from the contract without zod (admin-words.ts) must not drift from it.
describe('the admin screens say what the server says', () => {
  it('lists the print order statuses of the contract', () => {
    expect(PRINT_ORDER_STATES).toEqual([...PRINT_ORDER_STATUSES]);
  });

  it('words a coupon code’s problems as CouponCode does', () => {
    const message = (code: string) => CouponCode.safeParse(code).error?.issues[0]?.message;
    expect(message('')).toBe(COUPON_CODE_MESSAGES.required);
    expect(message('A'.repeat(COUPON_CODE_MAX + 1))).toBe(COUPON_CODE_MESSAGES.tooLong);
    expect(message('MONSOON 10')).toBe(COUPON_CODE_MESSAGES.characters);
  });

  it('limits and words a licence tier as AdminLicenceTierBody does', () => {
    expect(LICENCE_LIMITS).toEqual({
      nameMax: LICENCE_NAME_MAX,
      summaryMax: LICENCE_SUMMARY_MAX,
      termsMax: LICENCE_TERMS_MAX,
      multiplierMin: LICENCE_MULTIPLIER_MIN,
      multiplierMax: LICENCE_MULTIPLIER_MAX,
    });
    const good = { name: 'Commercial', summary: 'Ads and packaging.', terms: 'You may use it.', multiplier: 2.5, active: true };
    const message = (change: Partial<Record<keyof typeof good, unknown>>) => AdminLicenceTierBody.safeParse({ ...good, ...change }).error?.issues[0]?.message;
    expect(message({})).toBeUndefined();
    expect(message({ name: ' ' })).toBe(L.nameRequired);
    expect(message({ summary: '' })).toBe(L.summaryRequired);
    expect(message({ summary: 'two\nlines' })).toBe(L.oneLine);
    expect(message({ terms: '' })).toBe(L.termsRequired);
    expect(message({ multiplier: 0.5 })).toBe(L.multiplierMin);
    expect(message({ multiplier: 101 })).toBe(L.multiplierMax);
    expect(message({ multiplier: 2.555 })).toBe(L.twoDecimals);
    expect(message({ multiplier: 'x' })).toBe(L.number);
    expect(L.tierNotFound).toBe(LICENCE_MESSAGES.tierNotFound);
    expect(L.firstTierFixed).toBe(LICENCE_MESSAGES.firstTierFixed);
    expect(L.overrideFirstTier).toBe(LICENCE_MESSAGES.overrideFirstTier);
    expect(L.tierCreated).toBe(LICENCE_MESSAGES.tierCreated);
    expect(L.changed).toBe(LICENCE_MESSAGES.changed);
    expect(L.pricesSaved).toBe(LICENCE_MESSAGES.pricesSaved);
    const price = AdminProductLicencePricesBody.safeParse({ prices: [{ tier: '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e', price: 0 }] });
    expect(price.error?.issues[0]?.message).toBe(L.pricePositive);
  });

  it('words a digital order’s refund and receipt notes as ADMIN_ORDER_MESSAGES does', () => {
    expect(ADMIN_ORDER_NOTES.receiptQueued('asha@example.com')).toBe(ADMIN_ORDER_MESSAGES.receiptQueued('asha@example.com'));
    expect(ADMIN_ORDER_NOTES.refunded('CH-2026-000123')).toBe(ADMIN_ORDER_MESSAGES.refunded('CH-2026-000123'));
    expect(ADMIN_ORDER_NOTES.refundRetried('CH-2026-000123')).toBe(ADMIN_ORDER_MESSAGES.refundRetried('CH-2026-000123'));
  });

  it('lists the tax document kinds and GSTR-1 tables of the contract, and names a CSV as the server does', () => {
    expect(TAX_DOCUMENT_KINDS).toEqual([...CONTRACT_TAX_DOCUMENT_KINDS]);
    expect(GSTR1_TABLES).toEqual([...CONTRACT_GSTR1_TABLES]);
    expect(gstr1CsvName('b2cs', '2026-11')).toBe(gstr1CsvFileName('b2cs', '2026-11'));
  });
});

describe('the checks’ words in Hindi and Marathi', () => {
  const good = { title: 'Kelva boats', description: '', price: 499, salePrice: null, printPrice: null };
  const coupon = {
    kind: 'percent',
    value: 10,
    maxDiscount: null,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
  } satisfies CouponRules;
  const now = new Date('2026-11-20T00:00:00Z');
  /** Every message productProblems and couponProblems can give the forms. */
  const messages = [
    ...[
      { title: '' },
      { title: 'x'.repeat(121) },
      { title: 'Kelva\u0007boats' },
      { description: 'x'.repeat(5001) },
      { description: 'Boats\u0007' },
      { price: Number.NaN },
      { price: 0 },
      { price: 4.999 },
      { price: 100, salePrice: 200 },
    ].flatMap((change) => Object.values(productProblems({ ...good, ...change }))),
    ...[
      { value: 150 },
      { maxDiscount: -5 },
      { minOrder: -1 },
      { kind: 'fixed', value: 49.999 },
      { kind: 'fixed', value: 200_000 },
      { kind: 'fixed', maxDiscount: 100 },
      { startsAt: 'soon' },
      { startsAt: '2030-12-10T10:00:00+05:30', endsAt: '2030-12-01T10:00:00+05:30' },
      { endsAt: '2020-01-01T00:00:00+05:30' },
      { maxUses: 0 },
      { maxUses: 2_000_000 },
      { maxUses: 5, maxUsesPerCustomer: 10 },
    ].flatMap((change) => Object.values(couponProblems({ ...coupon, ...change } as CouponRules, now))),
  ];

  it('has a translation for every message the shared rules give', async () => {
    await loadAreas('mr', ['adminCatalogue']);
    await loadAreas('hi', ['adminCatalogue']);
    expect(new Set(messages).size).toBeGreaterThanOrEqual(19);
    for (const locale of ['hi', 'mr'] as const) {
      const t: Translate<'adminCatalogue'> = (key, values) => i18nFor(locale)._(`adminCatalogue.${key}`, values);
      const untranslated = messages.filter((message) => ruleProblemIn(message, t, digitsIn(locale)) === message);
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
    }
  });

  it('gives the rules’ English word for word, and Marathi numbers in Devanagari digits', async () => {
    await loadAreas('mr', ['adminCatalogue']);
    const en = messagesOf('adminCatalogue');
    for (const message of messages) expect(ruleProblemIn(message, en, digitsIn('en'))).toBe(message);
    const mr: Translate<'adminCatalogue'> = (key, values) => i18nFor('mr')._(`adminCatalogue.${key}`, values);
    expect(ruleProblemIn('must be at least 3 characters', mr, digitsIn('mr'))).toBe('किमान ३ अक्षरे असावीत');
    expect(ruleProblemIn('must be at most 100000', mr, digitsIn('mr'))).toBe('जास्तीत जास्त १००००० असावे');
  });
});
