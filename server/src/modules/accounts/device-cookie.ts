import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The device cookie (OWASP's "Slow Down Online Guessing Attacks with Device
 * Cookies"): a browser that has signed in to an account before, or set its
 * password from the mailed link, carries a signed token saying so, for that
 * account's address. It proves nothing by
 * itself (the password is still checked); it only exempts that browser from
 * the account-wide slowdown that failures from elsewhere cause, so a stranger
 * guessing passwords never locks the owner out of their usual device.
 */

export const DEVICE_COOKIE = 'chitra_device';
/** Where the browser sends it: only to the login (the reset sets it from another path, which cookies allow). */
export const DEVICE_COOKIE_PATH = '/api/v1/users/login';
const DEVICE_COOKIE_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

const signature = (secret: string, account: string, expires: string, nonce: string) =>
  createHmac('sha256', secret).update(`device|${account.toLowerCase()}|${expires}|${nonce}`).digest('base64url');

/** A fresh cookie value for the account (its address, in any letter case). */
export function issueDeviceToken(secret: string, account: string, now: Date): string {
  const expires = String(Math.floor((now.getTime() + DEVICE_COOKIE_DAYS * DAY_MS) / 1000));
  const nonce = randomBytes(12).toString('base64url');
  return `v1.${expires}.${nonce}.${signature(secret, account, expires, nonce)}`;
}

/** True when `token` was issued for this account and has not expired. */
export function deviceTokenTrusts(secret: string, token: string | undefined, account: string, now: Date): boolean {
  const parts = token?.split('.');
  if (!parts || parts.length !== 4 || parts[0] !== 'v1') return false;
  const [, expires = '', nonce = '', given = ''] = parts;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, account, expires, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The cookie's value in the request, if it sent one. */
export function readDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie header for a fresh token: sent only to the login, never readable by scripts. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
