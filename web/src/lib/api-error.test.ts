import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@chitra/contract/locales';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { i18nFor, loadArea, setPageLocale } from '../i18n/i18n';
import { GENERIC_FAILURE, describeFailure, failureMessage, isNotFound, readApiFailure } from './api-error';

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
