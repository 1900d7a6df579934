/**
 * What text the shop accepts, for both sides (zod-free, so the storefront
 * can import it). No C0 control character and no DEL anywhere; tab, line
 * feed and carriage return only in long text (a comment, an enquiry). A NUL
 * in particular: PostgreSQL's text cannot hold one.
 */

export const CONTROL_CHARACTERS = 'must not contain control characters';

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/** True when `value` holds a character it may not: any C0 control or DEL; with `multiline`, tab and line breaks are allowed. */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !(options.multiline && LINE_BREAKS.has(code))) return true;
  }
  return false;
}

/** zod refinements: `.refine(singleLine, CONTROL_CHARACTERS)`. */
export const singleLine = (value: string) => !hasControlCharacters(value);
export const multiLine = (value: string) => !hasControlCharacters(value, { multiline: true });
