import { describe, expect, it } from 'vitest';
import { createDownloadLinkSigner } from './download-links';
import { attachmentDisposition } from '../../platform/storage/content-disposition';
import { extensionFor, safeStem, UniqueNames } from './file-names';
import { describeUserAgent, USER_AGENT_MAX } from '../../platform/user-agent';

describe('file names from product titles', () => {
  it('drops what no file system accepts and keeps the words', () => {
    expect(safeStem('Monsoon / Boisar: "pack" <1>?*|')).toBe('Monsoon Boisar pack 1');
    expect(safeStem('  ...hidden.  ')).toBe('hidden');
    expect(safeStem('tabs\tand\nnewlines\u0007')).toBe('tabs and newlines');
    expect(safeStem('')).toBe('Photograph');
    expect(safeStem('///')).toBe('Photograph');
    expect(safeStem('CON')).toBe('CON_');
    expect(safeStem('lpt1.txt')).toBe('lpt1.txt_');
    expect(safeStem('Console')).toBe('Console');
  });

  it('removes invisible and direction-changing characters that could disguise an extension', () => {
    expect(safeStem('photo\u202egpj.exe')).toBe('photogpj.exe');
    expect(safeStem('zero\u200bwidth')).toBe('zerowidth');
  });

  it('keeps Indian scripts and accents, normalised, within 150 bytes without splitting a character', () => {
    expect(safeStem('बोईसर का सूर्योदय')).toBe('बोईसर का सूर्योदय');
    expect(safeStem('Cafe\u0301')).toBe('Café');
    const long = safeStem('सूर्योदय '.repeat(40));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(150);
    expect(long).not.toMatch(/\uFFFD/);
    expect(long).toBe(long.trim());
  });

  it('gives each name once, without regard to case', () => {
    const names = new UniqueNames();
    expect(['Sunrise', 'sunrise', 'SUNRISE', 'Sunrise (2)'].map((n) => names.take(n, '.jpg'))).toEqual([
      'Sunrise.jpg',
      'sunrise (2).jpg',
      'SUNRISE (3).jpg',
      'Sunrise (2) (2).jpg',
    ]);
  });

  it('takes the extension from the type, else from the imported name', () => {
    expect(extensionFor('image/jpeg', 'x.jpeg')).toBe('.jpg');
    expect(extensionFor('image/tiff', 'x')).toBe('.tif');
    expect(extensionFor('application/octet-stream', 'scan.DNG')).toBe('.dng');
    expect(extensionFor('application/octet-stream', 'noext')).toBe('');
  });

  it('writes Content-Disposition after RFC 6266 with an ASCII fallback', () => {
    expect(attachmentDisposition('CH-2026-000123.zip')).toBe(`attachment; filename="CH-2026-000123.zip"; filename*=UTF-8''CH-2026-000123.zip`);
    expect(attachmentDisposition("Rock's (1) 100%.jpg")).toBe(`attachment; filename="Rock's (1) 100_.jpg"; filename*=UTF-8''Rock%27s%20%281%29%20100%25.jpg`);
    expect(attachmentDisposition('बोईसर.jpg')).toBe(`attachment; filename="_____.jpg"; filename*=UTF-8''${encodeURIComponent('बोईसर')}.jpg`);
  });
});

describe('signed download links', () => {
  const signer = createDownloadLinkSigner('a'.repeat(64));
  const claims = {
    customerId: '11111111-1111-4111-8111-111111111111',
    orderId: '22222222-2222-4222-8222-222222222222',
    expiresAt: new Date('2026-11-23T07:00:00Z'),
  };

  it('reads back what it signed, with a fresh nonce each time', () => {
    const a = signer.verify(signer.sign(claims));
    const b = signer.verify(signer.sign({ ...claims, imageId: '33333333-3333-4333-8333-333333333333' }));
    expect(a).toMatchObject(claims);
    expect(b?.imageId).toBe('33333333-3333-4333-8333-333333333333');
    expect(a?.nonce).not.toBe(b?.nonce);
  });

  it('refuses another key, a changed claim, and garbage', () => {
    const token = signer.sign(claims);
    expect(createDownloadLinkSigner('b'.repeat(64)).verify(token)).toBeUndefined();
    const [v, body, mac] = token.split('.') as [string, string, string];
    const changed = Buffer.from(Buffer.from(body, 'base64url').toString().replace('2222', '3333')).toString('base64url');
    expect(signer.verify(`${v}.${changed}.${mac}`)).toBeUndefined();
    for (const bad of ['', 'v1', 'v1..', `v2.${body}.${mac}`, `${token}.x`, 'v1.%%%.%%%']) expect(signer.verify(bad)).toBeUndefined();
  });
});

describe('user agents', () => {
  it('reads the OS and browser, and says Unknown for what it cannot tell', () => {
    expect(describeUserAgent(undefined)).toMatchObject({ os: 'Unknown', browser: 'Unknown' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toMatchObject({
      os: 'Windows 10',
      browser: 'Firefox 133',
    });
    expect(describeUserAgent('x'.repeat(10_000)).userAgent).toHaveLength(USER_AGENT_MAX);
  });
});
