/**
 * A message made from values (a count, a wait): the English the API sends as
 * its `message`, and the stable `reason` and `values` the web needs to say it
 * in another language (error-reasons.ts, docs/decisions/063-api-error-reasons.md).
 */
export type Worded = { readonly reason: string; readonly values: Readonly<Record<string, string | number>>; readonly message: string };

export const worded = (reason: string, values: Record<string, string | number>, message: string): Worded => ({ reason, values, message });

/** The English of a message, whether plain or made from values. */
export const englishOf = (message: string | Worded): string => (typeof message === 'string' ? message : message.message);
