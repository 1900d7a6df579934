/**
 * The shop's mail layout (decision 051): the logo and the shop's name on the
 * page's grey, the message on a white card, the shop's address below, in the
 * storefront's colours (web/src/styles/tokens.css). Written in MJML, which
 * makes the tables, Outlook's conditional markup and the narrow-screen rules.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Shop = { name: string; email: string };

/** The storefront's tokens, and the dark counterparts its footer uses, for clients that follow the reader's dark mode. */
export const MAIL_COLOURS = {
  page: '#f5f6f7', // --color-surface
  card: '#ffffff', // --color-bg
  text: '#1a1d20', // --color-text
  muted: '#555c63', // --color-text-muted
  border: '#e3e6e9', // --color-border
  borderStrong: '#c9ced3', // --color-border-strong
  accent: '#0b6e69', // --color-accent
  onAccent: '#ffffff', // --color-on-accent
  darkPage: '#15181b', // --color-footer-bg
  darkCard: '#1f2428',
  darkText: '#f1f3f5', // --color-footer-text
  darkMuted: '#b4bcc4', // --color-footer-muted
  darkBorder: '#2e3439', // --color-footer-border
  /** Links on the dark card: the accent lightened to 7:1 on darkCard. */
  darkLink: '#7fd6cf',
} as const;

/** The storefront's stack without Roboto: named, MJML would add a Google Fonts link for it. */
const SANS = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
/** The storefront's headings are Fraunces, which no mail client has: its own fallback. */
const DISPLAY = "Georgia, 'Times New Roman', serif";
export const MONO = "ui-monospace, 'SF Mono', Menlo, Consolas, 'Courier New', monospace";

/** Drawn 48 px, from a 96 px PNG (mail-logo.ts). */
const LOGO_PX = 48;

const C = MAIL_COLOURS;

/**
 * Dark mode: clients that follow `prefers-color-scheme` (Apple Mail, iOS,
 * Outlook for Mac) get these; clients that invert colours themselves (Gmail's
 * apps, Outlook.com) find every text on a background of its own, so none
 * vanishes, and a logo drawn on a white disc.
 */
const STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  a { color: ${C.accent}; }
  .mail-card a { text-decoration: underline; }
  @media (max-width: 480px) {
    .mail-card > table > tbody > tr > td { padding: 24px 18px !important; }
  }
  @media (prefers-color-scheme: dark) {
    body, .mail-page, .mail-head, .mail-foot { background-color: ${C.darkPage} !important; }
    .mail-card, .mail-card > table, .mail-card > table > tbody > tr > td { background-color: ${C.darkCard} !important; border-color: ${C.darkBorder} !important; }
    .mail-card div, .mail-card td, .mail-card strong, .mail-card em, .mail-card span { color: ${C.darkText} !important; border-color: ${C.darkBorder} !important; }
    .mail-card .mail-muted, .mail-foot div, .mail-foot span { color: ${C.darkMuted} !important; }
    .mail-card a, .mail-foot a { color: ${C.darkLink} !important; }
    .mail-code, .mail-code > table, .mail-code td { background-color: ${C.darkPage} !important; }
    .mail-head div { color: ${C.darkLink} !important; }
    .mail-card .mail-button td, .mail-card .mail-button a, .mail-card .mail-button p { background-color: ${C.accent} !important; color: ${C.onAccent} !important; }
  }
`;

/** Places in the layout filled at send time: each takes HTML already escaped and answers the token that stands for it. */
export type Slot = (html: string) => string;

/** The whole message in MJML, its card's content (`body`) already written. */
export function layoutMjml(input: {
  /** The `lang` of its <html>: the language it is written in ('en', 'hi', 'mr'). */
  lang: string;
  slot: Slot;
  subject: string;
  preview: string;
  heading: string;
  body: string;
  home: string;
  logo: string;
  shop: Shop;
}): string {
  const { lang, slot, subject, preview, heading, body, home, logo, shop } = input;
  return `<mjml lang="${escapeHtml(lang)}">
  <mj-head>
    <mj-title>${slot(escapeHtml(subject))}</mj-title>
    <mj-preview>${slot(escapeHtml(preview))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${SANS}" />
      <mj-text color="${C.text}" font-size="16px" line-height="24px" padding="0 0 16px 0" />
      <mj-table color="${C.text}" font-size="15px" line-height="22px" padding="0 0 16px 0" cellpadding="0" cellspacing="0" />
      <mj-section padding="0" />
      <mj-column padding="0" />
    </mj-attributes>
    <mj-style>${STYLE}</mj-style>
  </mj-head>
  <mj-body background-color="${C.page}" width="600px" css-class="mail-page">
    <mj-section padding="28px 16px 16px" css-class="mail-head">
      <mj-column>
        <mj-image src="${slot(escapeHtml(logo))}" href="${slot(escapeHtml(home))}" alt="${slot(escapeHtml(shop.name))}" width="${LOGO_PX}px" height="${LOGO_PX}px" align="center" padding="0" />
        <mj-text align="center" font-family="${DISPLAY}" font-size="20px" line-height="28px" font-weight="600" color="${C.accent}" padding="8px 0 0 0">${slot(escapeHtml(shop.name))}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${C.card}" border="1px solid ${C.border}" border-radius="12px" padding="32px 32px 16px 32px" css-class="mail-card">
      <mj-column>
        <mj-text font-family="${DISPLAY}" font-size="24px" line-height="32px" font-weight="600" padding="0 0 20px 0">${slot(escapeHtml(heading))}</mj-text>
        ${body}
      </mj-column>
    </mj-section>
    <mj-section padding="20px 16px 32px" css-class="mail-foot">
      <mj-column>
        <mj-text align="center" color="${C.muted}" font-size="13px" line-height="20px" padding="0">${slot(
          `${escapeHtml(shop.name)}<br><a href="mailto:${escapeHtml(shop.email)}" style="color:${C.muted}">${escapeHtml(shop.email)}</a>`,
        )}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The `<meta>`s that tell clients the mail is made for both schemes; MJML has no tag for them. */
export const COLOR_SCHEME_META = '<meta name="color-scheme" content="light dark">\n<meta name="supported-color-schemes" content="light dark">';
