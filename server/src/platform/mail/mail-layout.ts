/** The shop's mail: one plain layout, every interpolated value escaped. */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Shop = { name: string; email: string };

export function mailLayout(shop: Shop, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1f1f;font-size:16px;line-height:1.5">
    <div style="max-width:520px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
    ${body}
    <p style="margin:24px 0 0">${escapeHtml(shop.name)}</p>
    <p style="margin:0;color:#5f5f5f;font-size:14px">${escapeHtml(shop.email)}</p>
    </div>
  </body>
</html>`;
}
