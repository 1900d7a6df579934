/** RFC 5987 attr-char: everything else is percent-encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` after RFC 6266: a plain ASCII `filename`
 * for old clients (accents dropped, anything else '_') and the exact name in
 * `filename*` as UTF-8. Here, not in orders, because a presigned URL carries
 * the same header for the store to send.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
