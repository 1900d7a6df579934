import type { Inline, MailBlock, MailItem } from './mail';

/** The pieces a module's mails are written with (see mail.ts). */

export const strong = (text: string): Inline => ({ strong: text });

export const link = (href: string, text: string): Inline => ({ link: href, text });

/** A paragraph of text, bold parts and links. */
export const paragraph = (...text: Inline[]): MailBlock => ({ kind: 'paragraph', text });

/** Lines kept together, one under another. */
export const lines = (values: string[]): MailBlock => ({ kind: 'paragraph', text: [values.join('\n')] });

export const code = (value: string): MailBlock => ({ kind: 'code', code: value });

export const button = (label: string, href: string): MailBlock => ({ kind: 'button', label, href });

export const items = (values: MailItem[]): MailBlock => ({ kind: 'items', items: values });

export const rows = (values: { label: string; value: string; strong?: boolean }[]): MailBlock => ({ kind: 'rows', rows: values });

export const quote = (caption: string, text: string): MailBlock => ({ kind: 'quote', caption, text });
