import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chitra/contract/locales';
import { MESSAGES } from '@chitra/contract/messages';
import { ACCOUNT_MESSAGES, LIMIT_MESSAGES } from '@chitra/contract/account-messages';
import { API_MESSAGES, plainReasons } from '@chitra/contract/error-reasons';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages-rules';
import { ADMIN_MESSAGES } from '@chitra/contract/admin-rules';
import { SHIPPING_MESSAGES } from '@chitra/contract/shipping';
import { worded } from '@chitra/contract/worded';
import { GENERIC_FAILURE } from '../lib/api-error';
import { SESSION_ENDED } from '../app/session-refusal';
import { AREAS } from './areas';
import { i18nFor, loadAreas } from './i18n';

/** Every source file of the web app outside the catalogues and the tests: where a key must be used. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../locales/**', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The keys of each area in each language, as the build compiled them ('shell.signIn'). */
async function compiledKeys(): Promise<Map<string, string[]>> {
  const keys = new Map<string, string[]>();
  for (const locale of LOCALES) {
    await loadAreas(locale, AREAS);
    keys.set(locale, Object.keys(i18nFor(locale).messages).sort());
  }
  return keys;
}

describe('the catalogues', () => {
  it('say every key of every area in every language, and no other', async () => {
    const keys = await compiledKeys();
    const english = keys.get('en') ?? [];
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect({ locale, keys: keys.get(locale) }).toEqual({ locale, keys: english });
  });

  it('keep no key that nothing uses', async () => {
    const code = Object.values(SOURCES).join('\n');
    const english = (await compiledKeys()).get('en') ?? [];
    // The API's refusals are looked up by the reason an answer names (lib/api-error.ts): tested below against the contract.
    const unused = english.filter((id) => !id.startsWith('errors.') && !code.includes(`'${id.slice(id.indexOf('.') + 1)}'`));
    expect(unused).toEqual([]);
  });

  it('give the spec’s English word for word', async () => {
    await loadAreas('en', AREAS);
    const t = i18nFor('en');
    expect(t._('shell.signIn')).toBe(MESSAGES.signIn);
    expect(t._('home.popularCategories')).toBe('Popular Catagorys');
    expect(t._('shell.copyright', { year: 2026, shop: 'Chitra Studio', product: 'Chitra' })).toBe(`© 2026 Chitra Studio. ${MESSAGES.poweredBy} Chitra`);
  });

  it('count in each language’s plural forms', async () => {
    await loadAreas('en', AREAS);
    await loadAreas('mr', AREAS);
    expect(i18nFor('en')._('shell.cartCount', { count: 1 })).toBe('1 item');
    expect(i18nFor('en')._('shell.cartCount', { count: 2 })).toBe('2 items');
    expect(i18nFor('mr')._('shell.cartCount', { count: 2 })).toMatch(/वस्तू$/);
  });
});

describe('the API’s refusals (contract/src/error-reasons.ts)', () => {
  const made = {
    'api.tooManyRequests': API_MESSAGES.tooManyRequests(42),
    'coupon.minimumNotMetAt': worded('coupon.minimumNotMetAt', { rupees: 1500 }, `${COUPON_MESSAGES.minimumNotMet} ₹1,500.`),
    'account.otpWrong': ACCOUNT_MESSAGES.otpWrong(1),
    'account.otpTooSoon': ACCOUNT_MESSAGES.otpTooSoon(30),
    'limit.loginFailures': LIMIT_MESSAGES.loginFailures(61),
    'limit.loginSlowed': LIMIT_MESSAGES.loginSlowed(9),
    'limit.emailChanges': LIMIT_MESSAGES.emailChanges(7200),
    'pages.categoryHasProducts': PAGES_MESSAGES.categoryHasProducts(3),
    'admin.statusChanged': ADMIN_MESSAGES.statusChanged('Shipped'),
    // Said beside a field, named by their words (error-reasons.ts wordedOf).
    'shipping.required': worded('shipping.required', { field: 'pincode' }, SHIPPING_MESSAGES.required('pincode')),
    'shipping.tooLong': worded('shipping.tooLong', { max: 200 }, SHIPPING_MESSAGES.tooLong(200)),
  };

  it('have a message for every reason the server names, and for no other', async () => {
    await loadAreas('en', AREAS);
    const keys = Object.keys(i18nFor('en').messages).filter((id) => id.startsWith('errors.') && !id.startsWith('errors.web.'));
    expect(keys.sort()).toEqual([...plainReasons().keys(), ...Object.keys(made)].map((reason) => `errors.${reason}`).sort());
  });

  it('say in English exactly what the server says, for plain messages and ones made from values', async () => {
    await loadAreas('en', AREAS);
    const t = i18nFor('en');
    for (const [reason, words] of plainReasons()) expect(t._(`errors.${reason}`), reason).toBe(words);
    for (const [reason, worded] of Object.entries(made)) {
      expect(worded.reason).toBe(reason);
      expect(t._(`errors.${reason}`, worded.values)).toBe(worded.message);
    }
    expect(ACCOUNT_MESSAGES.otpWrong(3).message).toBe(t._('errors.account.otpWrong', { triesLeft: 3 }));
    expect(t._('errors.web.genericFailure')).toBe(GENERIC_FAILURE);
    expect(t._('errors.api.sessionEnded')).toBe(SESSION_ENDED);
  });
});
