import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@chitra/contract/locales';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages-rules';
import { wordedOf } from '@chitra/contract/error-reasons';
import { MESSAGES } from '@chitra/contract/messages';
import { SHIPPING_MESSAGES } from '@chitra/contract/shipping';
import { i18nFor, loadArea, setPageLocale } from '../i18n/i18n';
import { GENERIC_FAILURE, describeFailure, failureMessage, isNotFound, readApiFailure, serverFieldErrors } from './api-error';

const refused = (status: number, data: unknown) => ({ status, data });
const network = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const unparsable = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError: Unexpected token <' };

describe('the API error interpreter', () => {
  it("reads the server's message, status, per-field messages and Retry-After", () => {
    const error = refused(429, { success: false, message: 'Wait a little.', code: 'TOO_MANY', errors: { email: 'Too often', n: 3 }, retryAfter: 42 });
    expect(readApiFailure(error, 'Fallback')).toEqual({
      message: 'Wait a little.',
      fromServer: true,
      status: 429,
      errors: { email: 'Too often' },
      retryAfter: 42,
    });
  });

  it('falls back when the server sent no message, or was not reached', () => {
    expect(readApiFailure(refused(500, { success: false, message: '  ' }), 'Fallback')).toEqual({
      message: 'Fallback',
      fromServer: false,
      status: 500,
      errors: {},
    });
    expect(readApiFailure(network, 'Fallback')).toEqual({ message: 'Fallback', fromServer: false, errors: {} });
    expect(readApiFailure(unparsable, 'Fallback')).toMatchObject({ message: 'Fallback', status: 502 });
    expect(readApiFailure(undefined, 'Fallback')).toEqual({ message: 'Fallback', fromServer: false, errors: {} });
    expect(failureMessage(refused(409, { message: 'Already in your cart.' }), 'Fallback')).toBe('Already in your cart.');
    expect(failureMessage(network, 'Fallback')).toBe('Fallback');
  });

  it('describes a failed load: the message, else the network failure, else the status', () => {
    expect(describeFailure(refused(404, { message: 'Post not found' }))).toBe('Post not found');
    expect(describeFailure(network)).toBe('Failed to fetch');
    expect(describeFailure(refused(503, ''))).toBe('The shop answered 503.');
    expect(describeFailure({ message: 'Render failed' })).toBe('Render failed');
    expect(describeFailure(undefined)).toBe(GENERIC_FAILURE);
  });

  it('calls an unknown (404) or impossible (400) id not found, nothing else', () => {
    expect(isNotFound(refused(404, {}))).toBe(true);
    expect(isNotFound(refused(400, {}))).toBe(true);
    expect(isNotFound(refused(500, {}))).toBe(false);
    expect(isNotFound(network)).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});

describe('a refusal on a Hindi or Marathi page (docs/decisions/063-api-error-reasons.md)', () => {
  afterEach(() => setPageLocale(DEFAULT_LOCALE));

  const expired = refused(409, { success: false, code: 'CONFLICT', message: COUPON_MESSAGES.expired, reason: 'coupon.expired' });
  const wrongOtp = refused(400, {
    success: false,
    code: 'BAD_REQUEST',
    message: 'The OTP is incorrect. 2 tries left.',
    reason: 'account.otpWrong',
    values: { triesLeft: 2 },
  });

  it('says the reason in the page’s language once its words are in, with the values the server gave', async () => {
    setPageLocale('mr');
    await loadArea('mr', 'errors');
    const marathi = i18nFor('mr');
    expect(failureMessage(expired, 'Fallback')).toBe(marathi._('errors.coupon.expired'));
    expect(failureMessage(expired, 'Fallback')).not.toBe(COUPON_MESSAGES.expired);
    expect(readApiFailure(wrongOtp, 'Fallback')).toMatchObject({ message: marathi._('errors.account.otpWrong', { triesLeft: 2 }), fromServer: true });
    expect(failureMessage(wrongOtp, 'Fallback')).toContain('२');
    expect(describeFailure(refused(503, ''))).toBe(marathi._('errors.web.shopAnswered', { status: '503' }));
  });

  it('keeps the server’s English on an English page, and for a reason no catalogue has', async () => {
    await loadArea('hi', 'errors');
    expect(failureMessage(expired, 'Fallback')).toBe(COUPON_MESSAGES.expired);
    setPageLocale('hi');
    const unknown = refused(409, { message: 'Something new the shop says.', reason: 'coupon.notYetWritten' });
    expect(failureMessage(unknown, 'Fallback')).toBe('Something new the shop says.');
    expect(failureMessage(refused(409, { message: 'No reason given.' }), 'Fallback')).toBe('No reason given.');
    expect(failureMessage(expired, 'Fallback')).toBe(i18nFor('hi')._('errors.coupon.expired'));
  });
});

describe('the per-field messages of a 400, and messages made from values (docs/decisions/063-api-error-reasons.md)', () => {
  afterEach(() => setPageLocale(DEFAULT_LOCALE));

  // What the server sends: the English of each field, and the reason of each one a table says (error-handler.ts).
  const required = wordedOf(SHIPPING_MESSAGES.required('firstname'));
  const tooLong = wordedOf(SHIPPING_MESSAGES.tooLong(60));
  const badAddress = refused(400, {
    success: false,
    code: 'BAD_REQUEST',
    message: `Invalid firstname: ${SHIPPING_MESSAGES.required('firstname')}`,
    reason: required?.reason,
    values: required?.values,
    errors: { firstname: SHIPPING_MESSAGES.required('firstname'), city: SHIPPING_MESSAGES.tooLong(60), email: MESSAGES.emailRequired, other: 'must be text' },
    fieldReasons: {
      firstname: { reason: required?.reason, values: required?.values },
      city: { reason: tooLong?.reason, values: tooLong?.values },
      email: { reason: 'spec.emailRequired' },
    },
  });
  const fullCategory = (count: number) => {
    const { message, reason, values } = PAGES_MESSAGES.categoryHasProducts(count);
    return refused(409, { success: false, code: 'CONFLICT', message, reason, values });
  };

  it('names the reason and values of a field’s words the tables make', () => {
    expect(required).toEqual({ reason: 'shipping.required', values: { field: 'firstname' }, message: 'firstname is a required field' });
    expect(tooLong).toEqual({ reason: 'shipping.tooLong', values: { max: 60 }, message: 'must be at most 60 characters' });
    expect(wordedOf('must be at most 060 characters')).toBeUndefined();
    expect(wordedOf(MESSAGES.emailRequired)?.reason).toBe('spec.emailRequired');
    expect(wordedOf('must be text')).toBeUndefined();
  });

  it('says each field’s message in Marathi by its reason, and keeps the English of one without', async () => {
    setPageLocale('mr');
    await loadArea('mr', 'errors');
    const failure = readApiFailure(badAddress, 'Fallback');
    expect(failure.errors).toEqual({
      firstname: 'पहिले नाव आवश्यक आहे',
      city: 'जास्तीत जास्त ६० अक्षरे चालतील',
      email: 'ई-मेल आवश्यक आहे',
      other: 'must be text',
    });
    expect(failure).toMatchObject({ message: 'पहिले नाव आवश्यक आहे', reason: 'shipping.required' });
    expect(serverFieldErrors(badAddress)).toEqual(failure.errors);
    expect(serverFieldErrors(refused(400, { message: 'No fields' }))).toEqual({});
  });

  it('keeps the server’s English for every field on an English page', async () => {
    await loadArea('mr', 'errors');
    expect(readApiFailure(badAddress, 'Fallback').errors).toEqual({
      firstname: 'firstname is a required field',
      city: 'must be at most 60 characters',
      email: MESSAGES.emailRequired,
      other: 'must be text',
    });
  });

  it('says a message made from a count in Marathi, in the count’s plural form and Devanagari digits', async () => {
    setPageLocale('mr');
    await loadArea('mr', 'errors');
    expect(failureMessage(fullCategory(3), 'Fallback')).toBe('या श्रेणीत ३ छायाचित्रे आहेत: ती दुसऱ्या श्रेणीत हलवा, किंवा त्याऐवजी ही श्रेणी लपवा.');
    expect(failureMessage(fullCategory(1), 'Fallback')).toBe('या श्रेणीत १ छायाचित्र आहे: ती दुसऱ्या श्रेणीत हलवा, किंवा त्याऐवजी ही श्रेणी लपवा.');
    expect(readApiFailure(fullCategory(3), 'Fallback')).toMatchObject({ status: 409, reason: 'pages.categoryHasProducts', fromServer: true });
  });

  it('has English words for them that say what the server says, in both plural forms', async () => {
    await loadArea('en', 'errors');
    const english = i18nFor('en');
    for (const count of [1, 2, 12]) {
      const { reason, values, message } = PAGES_MESSAGES.categoryHasProducts(count);
      expect(english._(`errors.${reason}`, values)).toBe(message);
    }
    expect(failureMessage(fullCategory(2), 'Fallback')).toBe(PAGES_MESSAGES.categoryHasProducts(2).message);
  });
});
