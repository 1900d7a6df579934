import { Readable } from 'node:stream';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { bufferReader, type ObjectReader, type Storage } from '../../platform/storage/storage';
import type { LicenceCertificateContent } from '../tax/tax-document';
import { renderLicenceCertificatePdf } from './licence-certificate-pdf';

/**
 * Licence certificates (issue 27, decision 053): one PDF per order line,
 * drawn once from what the order keeps and then served from the private
 * store. A certificate never changes (the licence's status lives on the
 * public page it points at, not on the paper), so the first request that
 * needs one draws it and stores it under `certificate-<licence id>.pdf`;
 * every later one, on any server, reads it back. Two servers that draw the
 * same certificate at once write the same bytes (the PDF depends only on its
 * content), so the second write is harmless.
 *
 * A certificate for a buyer who reads Hindi or Marathi carries their words
 * beside the English (decision 065): it is stored under a key of its own
 * (`certificate-<licence id>.mr.pdf`), so a buyer who changes their language
 * is given the certificate in the new one, and an English buyer's keeps the
 * key it always had.
 */

/** What a certificate is drawn from: an order line and its order, as the orders repository reads them. */
export type CertificateSource = {
  licenceId: string;
  buyerName: string;
  title: string;
  tierName: string;
  tierSummary: string;
  tierVersion: number;
  /** When the order was paid. */
  issuedAt: Date;
  orderNumber: string;
  /** The line's first picture's thumbnail in the media store (a JPEG); null when it has none. */
  thumbName: string | null;
  /** The buyer's language, as their profile has it now: Hindi or Marathi is printed beside the English. */
  language: Locale;
};

/** A certificate ready to send (`open`) or to put in a ZIP (`openReader`): its exact size and the ways to read it. */
export type Certificate = { licenceId: string; size: number; open: () => Readable; openReader: () => Promise<ObjectReader> };

/** The certificate's key in the private store (flat, as every storage key is): one per language it is drawn in. */
export const certificateKey = (licenceId: string, language: Locale = DEFAULT_LOCALE) =>
  language === DEFAULT_LOCALE ? `certificate-${licenceId}.pdf` : `certificate-${licenceId}.${language}.pdf`;

/** The public verification page of a licence (the web route /licence/:licenceId). */
export const licenceVerifyPath = (licenceId: string) => `/licence/${encodeURIComponent(licenceId)}`;

export function createLicenceCertificates(deps: {
  /** The private store (the originals'): a certificate names its buyer, so it is never public media. */
  store: Storage;
  media: Storage;
  publicUrl: string;
  shopName: string;
  log: { warn(obj: object, msg: string): void };
}) {
  const { store, media } = deps;
  /** Draws in progress on this server, by key: concurrent requests for one certificate share one draw. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function thumbnail(name: string | null): Promise<Buffer | null> {
    if (!name) return null;
    try {
      return await media.read(name);
    } catch (err) {
      // A certificate without its thumbnail is still the licence: drawn without it rather than refused.
      deps.log.warn({ err, name }, 'licence certificate drawn without its thumbnail');
      return null;
    }
  }

  async function content(source: CertificateSource): Promise<LicenceCertificateContent> {
    return {
      licenceId: source.licenceId,
      shopName: deps.shopName,
      buyerName: source.buyerName,
      title: source.title,
      tierName: source.tierName,
      tierSummary: source.tierSummary,
      termsVersion: source.tierVersion,
      issuedAt: source.issuedAt.toISOString(),
      orderNumber: source.orderNumber,
      verifyUrl: `${deps.publicUrl}${licenceVerifyPath(source.licenceId)}`,
      thumbnail: await thumbnail(source.thumbName),
    };
  }

  /** Draws the certificate and stores it; answers its bytes even when storing fails (the next request draws it again). */
  function draw(source: CertificateSource): Promise<Buffer> {
    const key = certificateKey(source.licenceId, source.language);
    const pending = drawing.get(key);
    if (pending) return pending;
    const work = (async () => {
      const bytes = await renderLicenceCertificatePdf(await content(source), source.language);
      try {
        await store.put(key, bytes);
      } catch (err) {
        deps.log.warn({ err, licenceId: source.licenceId }, 'licence certificate drawn but not stored');
      }
      return bytes;
    })();
    drawing.set(key, work);
    void work.finally(() => drawing.delete(key)).catch(() => {});
    return work;
  }

  /** The stored certificate, or a new one drawn and stored: its size known before a byte is sent. */
  async function certificate(source: CertificateSource): Promise<Certificate> {
    const key = certificateKey(source.licenceId, source.language);
    const stat = await store.stat(key);
    if (stat) return { licenceId: source.licenceId, size: stat.size, open: () => store.createReadStream(key), openReader: () => store.openReader(key) };
    const bytes = await draw(source);
    return { licenceId: source.licenceId, size: bytes.length, open: () => Readable.from([bytes]), openReader: async () => bufferReader(bytes) };
  }

  return {
    certificate,

    /** Every line's certificate, in order, a few at a time (a ZIP, an order page's archive size). */
    async certificates(sources: CertificateSource[]): Promise<Certificate[]> {
      const result: Certificate[] = [];
      for (let start = 0; start < sources.length; start += 4) {
        result.push(...(await Promise.all(sources.slice(start, start + 4).map(certificate))));
      }
      return result;
    },
  };
}
