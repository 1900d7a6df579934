import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so an id read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new licence id, LIC-XXXX-XXXX-XXXX-XXXX: 80 random bits, so the public
 * verification page (/licence/{id}) cannot be walked by guessing.
 */
export function newLicenceId(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 16; i++) {
    text = ALPHABET.charAt(Number(bits & 31n)) + text;
    bits >>= 5n;
  }
  return `LIC-${text.match(/.{4}/g)?.join('-') ?? text}`;
}

/** What a licence id looks like (ids made before licences had tiers are hexadecimal, a subset). */
export const LICENCE_ID_PATTERN = /^LIC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
