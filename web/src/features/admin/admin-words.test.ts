import { describe, expect, it } from 'vitest';
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
import { GSTR1_TABLES as CONTRACT_GSTR1_TABLES, TAX_DOCUMENT_KINDS as CONTRACT_TAX_DOCUMENT_KINDS, gstr1CsvFileName } from '@chitra/contract/admin-tax';
import {
  COUPON_CODE_MESSAGES,
  GSTR1_TABLES,
  gstr1CsvName,
  LICENCE_LIMITS,
  LICENCE_TIER_MESSAGES as L,
  PRINT_ORDER_STATES,
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
    const price = AdminProductLicencePricesBody.safeParse({ prices: [{ tier: '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e', price: 0 }] });
    expect(price.error?.issues[0]?.message).toBe(L.pricePositive);
  });

  it('lists the tax document kinds and GSTR-1 tables of the contract, and names a CSV as the server does', () => {
    expect(TAX_DOCUMENT_KINDS).toEqual([...CONTRACT_TAX_DOCUMENT_KINDS]);
    expect(GSTR1_TABLES).toEqual([...CONTRACT_GSTR1_TABLES]);
    expect(gstr1CsvName('b2cs', '2026-11')).toBe(gstr1CsvFileName('b2cs', '2026-11'));
  });
});
