import mjml2html from 'mjml';
import { DEFAULT_LOCALE } from '@chitra/contract/locales';
import type { Inline, Mail, MailBlock, MailItem, RenderedMail } from './mail';
import { COLOR_SCHEME_META, escapeHtml, layoutMjml, MAIL_COLOURS as C, MONO, type Shop } from './mail-layout';
import { MAIL_LOGO_PATH } from './mail-logo';

/**
 * A mail's HTML, made when it is sent (decision 051). MJML takes a few
 * milliseconds a message, so it never sees a value: every text, link and
 * picture goes in as a token (`slot`), and the MJML with its tokens, the same
 * for every mail of one shape, is compiled once and kept. Sending is then one
 * pass that puts the escaped values where their tokens are.
 */

export type MailBrand = { publicUrl: string; shop: Shop };

const TOKEN = /MJSLOT(\d+)X/g;

/** Shapes compiled so far. A shape is a kind of mail with so many items: a few dozen at most. */
const compiled = new Map<string, Promise<string>>();
const COMPILED_MAX = 200;

async function compile(source: string): Promise<string> {
  const result = await mjml2html(source, { validationLevel: 'strict', minify: false, beautify: false });
  // The <meta>s MJML has no tag for, first in <head>.
  return result.html.replace(/<head>/, `<head>\n${COLOR_SCHEME_META}`);
}

function compiledOnce(source: string): Promise<string> {
  let found = compiled.get(source);
  if (found === undefined) {
    if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value ?? '');
    found = compile(source);
    // A failure is not kept: the next send tries again (and fails the same way, into the job's log).
    found.catch(() => compiled.delete(source));
    compiled.set(source, found);
  }
  return found;
}

/** How many shapes are compiled (for the tests). */
export const compiledShapes = () => compiled.size;

/** The text's line breaks kept. */
const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderMailHtml(mail: Pick<Mail, 'subject' | 'content'>, brand: MailBrand): Promise<string> {
  const values: string[] = [];
  const slot = (html: string) => `MJSLOT${values.push(html) - 1}X`;
  /** A page of the shop as a whole URL; any other URL as it is. */
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${brand.publicUrl}${url}` : url);

  const inline = (part: Inline): string => {
    if (typeof part === 'string') return text(part);
    // Bold parts are numbers and codes (an order's number): kept on one line.
    if ('strong' in part) return `<strong style="white-space:nowrap">${text(part.strong)}</strong>`;
    return `<a href="${escapeHtml(absolute(part.link))}">${text(part.text)}</a>`;
  };

  const itemRows = (list: MailItem[]): string => {
    const pictures = list.some((item) => item.thumbnail !== undefined);
    const cell = 'padding:12px 0;vertical-align:top;border-top:1px solid ' + C.border;
    return list
      .map((item) => {
        const picture = item.thumbnail
          ? `<img src="${escapeHtml(absolute(item.thumbnail))}" alt="${escapeHtml(item.title)}" width="72" style="display:block;width:72px;max-width:72px;height:auto;border:0;border-radius:6px">`
          : '';
        const detail = item.detail ? `<br><span class="mail-muted" style="color:${C.muted};font-size:14px">${text(item.detail)}</span>` : '';
        return `<tr>${pictures ? `<td width="88" style="${cell};width:88px">${picture}</td>` : ''}<td style="${cell}"><strong>${text(item.title)}</strong>${detail}</td><td align="right" style="${cell};padding-left:12px;white-space:nowrap">${text(item.price)}</td></tr>`;
      })
      .join('');
  };

  const block = (b: MailBlock): string => {
    switch (b.kind) {
      case 'paragraph':
        return `<mj-text>${slot(b.text.map(inline).join(''))}</mj-text>`;
      case 'code':
        return `<mj-text align="center" container-background-color="${C.page}" padding="16px" css-class="mail-code">${slot(
          `<strong style="font-family:${escapeHtml(MONO)};font-size:32px;line-height:40px;letter-spacing:8px">${text(b.code)}</strong>`,
        )}</mj-text><mj-spacer height="16px" />`;
      case 'button':
        return `<mj-button href="${slot(escapeHtml(absolute(b.href)))}" background-color="${C.accent}" color="${C.onAccent}" font-size="16px" font-weight="600" line-height="22px" border-radius="8px" inner-padding="14px 28px" padding="8px 0 24px 0" align="left" css-class="mail-button">${slot(text(b.label))}</mj-button>`;
      case 'items':
        return `<mj-table css-class="mail-items">${slot(itemRows(b.items))}</mj-table>`;
      case 'rows':
        return `<mj-table css-class="mail-rows">${slot(
          b.rows
            .map((row) => {
              const style = row.strong ? `padding:8px 0 4px;border-top:1px solid ${C.border};font-weight:700` : 'padding:2px 0';
              const label = row.strong ? text(row.label) : `<span class="mail-muted" style="color:${C.muted}">${text(row.label)}</span>`;
              return `<tr><td style="${style}">${label}</td><td align="right" style="${style};padding-left:12px;white-space:nowrap">${text(row.value)}</td></tr>`;
            })
            .join(''),
        )}</mj-table>`;
      case 'quote':
        return `<mj-text>${slot(
          `<em class="mail-muted" style="color:${C.muted}">${text(b.caption)}</em><div style="margin-top:8px;padding:4px 0 4px 14px;border-left:3px solid ${C.borderStrong}">${text(b.text)}</div>`,
        )}</mj-text>`;
    }
  };

  const { content } = mail;
  const body = content.blocks.map(block).join('\n        ');
  const source = layoutMjml({
    lang: content.locale ?? DEFAULT_LOCALE,
    slot,
    subject: mail.subject,
    preview: content.preview ?? content.heading,
    heading: content.heading,
    body,
    home: `${brand.publicUrl}/`,
    logo: `${brand.publicUrl}${MAIL_LOGO_PATH}`,
    shop: brand.shop,
  });
  // One pass: a value that happens to look like a token is never read as one.
  return compiledOnce(source).then((html) => html.replace(TOKEN, (_, i: string) => values[Number(i)] ?? ''));
}

/** The message as it goes out: its text as written, its HTML rendered. */
export async function renderMail(mail: Mail, brand: MailBrand): Promise<RenderedMail> {
  return { to: mail.to, subject: mail.subject, text: mail.text, html: await renderMailHtml(mail, brand) };
}
