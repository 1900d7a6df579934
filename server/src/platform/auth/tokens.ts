import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to a client (bearer tokens, reset links, OTP codes) and the
 * only forms of them the database ever sees.
 */

/** 256 bits, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Cheap pre-check so garbage never reaches the database. */
export function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** A 256-bit random token needs no salt or stretching: SHA-256 is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A uniformly random numeric code of `length` digits, leading zeros kept. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Four digits hashed plainly would be reversed by trying all 10 000, so the
 * hash is keyed with the server's secret; the address is mixed in so one
 * code's hash says nothing about another customer's.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`otp\u0000${email.toLowerCase()}\u0000${code}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
