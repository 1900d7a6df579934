import { Readable, type Writable } from 'node:stream';
import { LICENCE_MESSAGES, type OrderLicence, type OrderTaxDocument } from '@chitra/contract/licences';
import { paiseToRupees } from '@chitra/contract/money';
import { type DownloadLog, type OrderDetail, type OrderHistoryEntry, type OrderImage } from '@chitra/contract/orders';
import { DOWNLOAD_LINK_SECONDS } from '@chitra/contract/constants';
import { ORDER_MESSAGES } from '@chitra/contract/messages';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { attachmentDisposition } from '../../platform/storage/content-disposition';
import type { Storage } from '../../platform/storage/storage';
import { type MediaUrl, prices, titleTranslations, toImageSet, withTranslations } from '../catalogue/catalogue.presenters';
import { type Certificate, type CertificateSource, createLicenceCertificates, licenceVerifyPath } from '../licences/licence-certificates';
import { LICENCE_ID_PATTERN } from '../licences/licence-id';
import { renderTaxDocumentPdf } from '../tax/tax-document-pdf';
import { taxDocumentTitle } from '../tax/tax-document';
import { type TaxDocumentRow, TaxDocumentsRepository } from '../tax/tax-documents';
import { createDownloadLinkSigner, type DownloadLinkClaims } from './download-links';
import { extensionFor, safeStem, UniqueNames } from './file-names';
import { type OrderImageRow, type OrderItemRow, type OrderRow, OrdersRepository } from './orders.repository';
import { describeUserAgent } from '../../platform/user-agent';
import { type ArchiveEntry, archiveSize, writeArchive } from './zip-archive';

/** Where a signed link points (the route in orders.routes.ts). */
const DOWNLOAD_LINK_PATH = '/api/v1/downloads/';

/** How many originals are stat'ed at once before a ZIP starts. */
const STAT_CONCURRENCY = 16;

/**
 * How long the store's own URL for a picture works, from the moment a signed
 * link is redeemed: the browser follows the redirect at once, and a download
 * that has started runs to its end.
 */
export const PRESIGNED_DOWNLOAD_SECONDS = 5 * 60;

/** One bought picture with the name it is saved under, unique in its order; `alone` when its product is a single photograph. */
type OrderFile = { productId: string; image: OrderImageRow; fileName: string; alone: boolean };

/**
 * The files of an order, in order: a product's one picture is saved under
 * its title; a pack's pictures under the title and a number ("Monsoon - 01").
 */
function filesOf(order: OrderRow): OrderFile[] {
  const names = new UniqueNames();
  return order.items.flatMap((item) => {
    const stem = safeStem(item.title);
    const width = String(item.images.length).length;
    return item.images.map((image, index) => {
      const numbered = item.images.length > 1 ? `${stem} - ${String(index + 1).padStart(Math.max(2, width), '0')}` : stem;
      return {
        productId: item.productId,
        image,
        fileName: names.take(numbered, extensionFor(image.originalType, image.originalName)),
        alone: item.images.length === 1,
      };
    });
  });
}

const archiveName = (order: Pick<OrderRow, 'orderNumber'>) => `${safeStem(order.orderNumber, 'order')}.zip`;

/** The folder of the ZIP that holds the licence certificates, one per line. */
const LICENCES_FOLDER = 'licences/';

/** A line's certificate is saved as "<title> - <tier> licence.pdf". */
const certificateStem = (item: Pick<OrderItemRow, 'title' | 'tierName'>) => `${safeStem(item.title)} - ${safeStem(item.tierName, 'Licence')} licence`;

/** The certificate names of an order's lines, in order, unique in the ZIP's licences folder. */
function certificateNames(order: OrderRow): string[] {
  const names = new UniqueNames();
  return order.items.map((item) => names.take(certificateStem(item), '.pdf'));
}

/** What a certificate is drawn from. */
const certificateSource = (order: OrderRow, item: OrderItemRow): CertificateSource => ({
  licenceId: item.licenceId,
  buyerName: order.buyerName,
  title: item.title,
  tierName: item.tierName,
  tierSummary: item.tierSummary,
  tierVersion: item.tierVersion,
  issuedAt: order.createdAt,
  orderNumber: order.orderNumber,
  thumbName: item.images[0]?.thumbName ?? null,
  language: order.buyerLocale,
});

/** The tax document's PDF is saved as "Tax Invoice CH-26-27-000123.pdf". */
const taxDocumentFileName = (document: TaxDocumentRow) => `${safeStem(`${taxDocumentTitle(document)} ${document.number.replace(/\//g, '-')}`, 'Document')}.pdf`;

/** The one refusal of a tax document that is not the caller's. */
const TAX_DOCUMENT_NOT_FOUND = 'Document not found';

/** Writes a download's bytes into the response itself (the ZIP's own buffers); stops when the signal aborts (the client went away). */
export type WriteBody = (out: Writable, signal: AbortSignal) => Promise<void>;

/** A file ready to send: headers, and the bytes as a stream or as a writer of its own. */
export type Download = {
  fileName: string;
  contentType: string;
  size: number;
  disposition: string;
} & ({ stream: Readable } | { write: WriteBody });

/** A picture the browser fetches from the store itself (a presigned URL), logged and counted like any download. */
export type DownloadRedirect = { fileName: string; url: string };

/** Who asked, for the log: the request's IP (after the trusted proxies) and user agent. */
export type Requester = { ip: string; userAgent: string | undefined; via: 'direct' | 'link' };

export function createOrdersService(deps: {
  db: Db;
  originals: Storage;
  /** Public media: a certificate's thumbnail is read from it. */
  media: Storage;
  mediaUrl: MediaUrl;
  tokenSecret: string;
  /** The shop's address and name, as a certificate prints them. */
  publicUrl: string;
  shopName: string;
  now: () => Date;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}) {
  const { db, originals, mediaUrl, now } = deps;
  const repository = new OrdersRepository(db);
  const taxDocuments = new TaxDocumentsRepository(db);
  const links = createDownloadLinkSigner(deps.tokenSecret);
  // Certificates name their buyer: kept with the originals, in the private store.
  const certificates = createLicenceCertificates({ store: originals, media: deps.media, publicUrl: deps.publicUrl, shopName: deps.shopName, log: deps.log });

  /** Every line's certificate, drawn (and stored) the first time it is needed. */
  const certificatesOf = (order: OrderRow): Promise<Certificate[]> => certificates.certificates(order.items.map((item) => certificateSource(order, item)));

  const toLicence = (item: OrderItemRow): OrderLicence => ({
    productID: item.productId,
    licenceId: item.licenceId,
    tier: item.tierName,
    summary: item.tierSummary,
    terms: item.tierTerms,
    version: item.tierVersion,
    ...(item.upgradeFromName ? { upgradedFrom: item.upgradeFromName } : {}),
    verifyPath: licenceVerifyPath(item.licenceId),
    certificatePath: `users/licence-certificate/${encodeURIComponent(item.licenceId)}`,
  });

  const toTaxDocument = (document: TaxDocumentRow): OrderTaxDocument => ({
    _id: document.id,
    kind: document.kind,
    number: document.number,
    title: taxDocumentTitle(document),
    issuedAt: document.issuedAt.toISOString(),
    total: paiseToRupees(document.totalPaise),
    pdfPath: `users/tax-document/${document.id}`,
  });

  const toLog = (row: OrderRow['logs'][number]): DownloadLog => ({
    _id: row.id,
    source: { ip: row.ip, os: row.os, browser: row.browser },
    createdAt: new Date(row.createdAt).toISOString(),
    file: row.fileName,
  });

  function toImage(file: OrderFile, alt: string): OrderImage {
    const { image } = file;
    return {
      ...toImageSet(image, alt, mediaUrl),
      original: { width: image.width, height: image.height, bytes: image.originalBytes, fileName: file.fileName },
    };
  }

  function toHistoryEntry(order: OrderRow): OrderHistoryEntry {
    return {
      _id: order.id,
      orderID: order.orderNumber,
      product: order.items.map((item) => ({
        image: item.images.map((image) => mediaUrl(image.thumbName)),
        _id: { _id: item.productId, title: item.title, ...prices(item), ...withTranslations(titleTranslations(item.translations)) },
      })),
      productCount: order.items.length,
      totalPrice: paiseToRupees(order.totalPaise),
      createdAt: order.createdAt.toISOString(),
      downloadLogs: order.logs.map(toLog),
      ...(order.refundedAt
        ? { refund: { status: order.refund?.state ?? 'pending', amount: paiseToRupees(order.refund?.amountPaise ?? 0), at: order.refundedAt.toISOString() } }
        : {}),
    };
  }

  async function toDetail(order: OrderRow): Promise<OrderDetail> {
    const files = filesOf(order);
    const [drawn, documents] = await Promise.all([certificatesOf(order), taxDocuments.forOrder(order.id)]);
    const names = certificateNames(order);
    return {
      ...toHistoryEntry(order),
      product: order.items.map((item) => ({
        image: item.images.map((image) => mediaUrl(image.thumbName)),
        _id: { _id: item.productId, title: item.title, ...prices(item), ...withTranslations(titleTranslations(item.translations)) },
        images: files.filter((f) => f.productId === item.productId).map((f) => toImage(f, item.title)),
      })),
      subtotalPrice: paiseToRupees(order.subtotalPaise),
      discount: paiseToRupees(order.discountPaise),
      couponCode: order.couponCode,
      downloadCount: order.downloadCount,
      archive: {
        name: archiveName(order),
        bytes: archiveSize([
          ...files.map((f) => ({ name: f.fileName, size: f.image.originalBytes })),
          ...drawn.map((certificate, i) => ({ name: `${LICENCES_FOLDER}${names[i] ?? ''}`, size: certificate.size })),
        ]),
      },
      licences: order.items.map(toLicence),
      documents: documents.map(toTaxDocument),
    };
  }

  /** The caller's order, refunded or not; 404 for any other. */
  async function ownOrder(customerId: string, orderId: string): Promise<OrderRow> {
    const order = await repository.find(customerId, orderId);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * The caller's order whose files may be had: a refunded one's downloads
   * ended with the refund (decisions 026, 037), so its ZIP, its pictures, new
   * links and links issued before are refused with the same 404 as before,
   * now saying why (only its buyer gets this far).
   */
  async function downloadableOrder(customerId: string, orderId: string): Promise<OrderRow> {
    const order = await ownOrder(customerId, orderId);
    if (order.refundedAt) throw notFound(ORDER_MESSAGES.refunded);
    return order;
  }

  /**
   * The file a picture of the order is served, and logged, as. An order can
   * hold one picture twice, in a pack and as a single (decision 044): the
   * request may name the product it downloads the picture as (the order
   * page's row does), and gets that product's file and name; without one, the
   * single's file, under the name the single's product page gave (`owned`).
   */
  function fileOf(order: OrderRow, imageId: string, productId?: string): OrderFile {
    const files = filesOf(order).filter((f) => f.image.id === imageId);
    const file = productId === undefined ? (files.find((f) => f.alone) ?? files[0]) : files.find((f) => f.productId === productId);
    if (!file) throw notFound(ORDER_MESSAGES.imageNotFound);
    return file;
  }

  /** Each file with its exact size, from the storage itself (the Content-Length must be what is sent). */
  async function sizesOf(files: OrderFile[]): Promise<{ file: OrderFile; size: number }[]> {
    const sized: { file: OrderFile; size: number }[] = [];
    for (let start = 0; start < files.length; start += STAT_CONCURRENCY) {
      const batch = files.slice(start, start + STAT_CONCURRENCY);
      const stats = await Promise.all(batch.map(async (file) => ({ file, stat: await originals.stat(file.image.originalKey) })));
      for (const { file, stat } of stats) {
        if (!stat) {
          deps.log.error({ key: file.image.originalKey, imageId: file.image.id }, 'original missing from storage');
          throw new AppError('UNAVAILABLE', ORDER_MESSAGES.fileMissing);
        }
        sized.push({ file, size: stat.size });
      }
    }
    return sized;
  }

  async function log(customerId: string, orderId: string, imageId: string | null, fileName: string, requester: Requester) {
    const agent = describeUserAgent(requester.userAgent);
    await repository.addLog({
      orderId,
      customerId,
      imageId,
      fileName,
      ip: requester.ip,
      os: agent.os,
      browser: agent.browser,
      userAgent: agent.userAgent,
      via: requester.via,
      createdAt: now(),
    });
  }

  async function zip(customerId: string, orderId: string, requester: Requester): Promise<Download> {
    const order = await downloadableOrder(customerId, orderId);
    const files = filesOf(order);
    // The certificates are drawn (or found stored) before the first byte: their sizes are part of the Content-Length.
    const [sized, drawn] = await Promise.all([sizesOf(files), certificatesOf(order)]);
    const names = certificateNames(order);
    const fileName = archiveName(order);
    const entries: ArchiveEntry[] = [
      ...sized.map(({ file: f, size }) => ({ name: f.fileName, size, open: () => originals.openReader(f.image.originalKey) })),
      ...drawn.map((certificate, i) => ({ name: `${LICENCES_FOLDER}${names[i] ?? ''}`, size: certificate.size, open: certificate.openReader })),
    ];
    const size = archiveSize(entries);
    await log(customerId, order.id, null, fileName, requester);
    return {
      fileName,
      contentType: 'application/zip',
      size,
      disposition: attachmentDisposition(fileName),
      write: (out, signal) => writeArchive(entries, order.createdAt, out, { signal }),
    };
  }

  /** One picture of the order; `productId`, the product it is downloaded as (see `fileOf`). */
  async function image(customerId: string, orderId: string, imageId: string, requester: Requester, productId?: string): Promise<Download> {
    const order = await downloadableOrder(customerId, orderId);
    const file = fileOf(order, imageId, productId);
    const [sized] = await sizesOf([file]);
    if (!sized) throw new Error('sizesOf answered no size for the one file asked');
    await log(customerId, order.id, file.image.id, file.fileName, requester);
    return {
      fileName: file.fileName,
      contentType: file.image.originalType,
      size: sized.size,
      disposition: attachmentDisposition(file.fileName),
      stream: originals.createReadStream(file.image.originalKey),
    };
  }

  /**
   * One picture as a URL of the store, for a store that signs them: the
   * bytes go from the store to the browser, not through this server. The
   * same checks first (a missing original answers 503, not the store's 404),
   * and the same log row.
   */
  async function imageFromStore(
    customerId: string,
    orderId: string,
    imageId: string,
    requester: Requester,
    presign: NonNullable<Storage['presignedUrl']>,
    productId?: string,
  ): Promise<DownloadRedirect> {
    const order = await downloadableOrder(customerId, orderId);
    const file = fileOf(order, imageId, productId);
    await sizesOf([file]);
    const url = await presign(file.image.originalKey, {
      expiresInSeconds: PRESIGNED_DOWNLOAD_SECONDS,
      fileName: file.fileName,
      contentType: file.image.originalType,
    });
    await log(customerId, order.id, file.image.id, file.fileName, requester);
    return { fileName: file.fileName, url };
  }

  return {
    /** GET users/orderhistory: newest first. */
    async history(customerId: string): Promise<OrderHistoryEntry[]> {
      return (await repository.list(customerId)).map(toHistoryEntry);
    },

    /** GET users/getorder/{orderId}: 404 unless it is the caller's (paid) order; a refunded one carries its refund. */
    async detail(customerId: string, orderId: string): Promise<OrderDetail> {
      return toDetail(await ownOrder(customerId, orderId));
    },

    /**
     * GET users/licence-certificate/{licenceId}: one line's certificate, to its
     * buyer only (anyone else's, or an unknown id, is not found). A refunded
     * order's licences are revoked and its downloads have ended (decision 026):
     * its certificates are refused like its pictures.
     */
    async certificate(customerId: string, licenceId: string): Promise<Download> {
      const id = licenceId.trim().toUpperCase();
      const orderId = LICENCE_ID_PATTERN.test(id) ? await repository.orderOfLicence(customerId, id) : undefined;
      if (!orderId) throw notFound(LICENCE_MESSAGES.licenceNotFound);
      const order = await downloadableOrder(customerId, orderId);
      const item = order.items.find((line) => line.licenceId === id);
      if (!item) throw notFound(LICENCE_MESSAGES.licenceNotFound);
      const drawn = await certificates.certificate(certificateSource(order, item));
      const fileName = `${certificateStem(item)}.pdf`;
      return { fileName, contentType: 'application/pdf', size: drawn.size, disposition: attachmentDisposition(fileName), stream: drawn.open() };
    },

    /**
     * GET users/tax-document/{documentId}: an invoice or credit note of the
     * caller's, drawn from what was issued. Tax records: a refunded order's
     * stay downloadable.
     */
    async taxDocument(customerId: string, documentId: string): Promise<Download> {
      const document = await taxDocuments.byIdFor(documentId, customerId);
      if (!document) throw notFound(TAX_DOCUMENT_NOT_FOUND);
      const bytes = await renderTaxDocumentPdf(document.content, document.buyerLocale);
      const fileName = taxDocumentFileName(document);
      return {
        fileName,
        contentType: 'application/pdf',
        size: bytes.length,
        disposition: attachmentDisposition(fileName),
        stream: Readable.from([bytes]),
      };
    },

    /**
     * Draws and stores a new order's certificates (the receipt job, after the
     * mail), so the buyer's first look at the order, and its first ZIP, find
     * them ready instead of waiting for them. A refunded order's are not drawn.
     */
    async prepareCertificates(orderId: string): Promise<void> {
      const order = await repository.byId(orderId);
      if (!order || order.refundedAt) return;
      await certificatesOf(order);
    },

    /** The caller's order holding the product, and the product's pictures in it. */
    async owned(customerId: string, productId: string): Promise<{ orderId: string; images: OrderImage[] } | null> {
      const order = await repository.findOwning(customerId, productId);
      const item = order?.items.find((i) => i.productId === productId);
      if (!order || !item) return null;
      const files = filesOf(order).filter((f) => f.productId === productId);
      return { orderId: order.id, images: files.map((f) => toImage(f, item.title)) };
    },

    zip,
    image,

    /** A signed, single-use link to the order's ZIP or one of its pictures. */
    async createLink(customerId: string, orderId: string, picture: { imageId?: string; productId?: string }): Promise<{ url: string; expiresAt: string }> {
      const order = await downloadableOrder(customerId, orderId);
      const { imageId, productId } = picture;
      if (imageId) fileOf(order, imageId, productId);
      const expiresAt = new Date(now().getTime() + DOWNLOAD_LINK_SECONDS * 1000);
      const token = links.sign({ customerId, orderId: order.id, ...(imageId ? { imageId, ...(productId ? { productId } : {}) } : {}), expiresAt });
      return { url: `${DOWNLOAD_LINK_PATH}${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** The claims of a link that is genuine and unexpired (the caller still has to use it). */
    readLink(token: string): DownloadLinkClaims {
      const claims = links.verify(token);
      if (!claims) throw notFound(ORDER_MESSAGES.linkInvalid);
      if (claims.expiresAt.getTime() <= now().getTime()) throw new AppError('GONE', ORDER_MESSAGES.linkExpired);
      return claims;
    },

    /**
     * Serves a link once: the order must still be the customer's and not
     * refunded, and the link's nonce is recorded first, so a second fetch,
     * on any server, is refused. A ZIP streams from here; one picture is a redirect to the
     * store when the store signs URLs (S3), else it streams from here too.
     */
    async redeemLink(claims: DownloadLinkClaims, requester: Requester): Promise<Download | DownloadRedirect> {
      await downloadableOrder(claims.customerId, claims.orderId);
      if (!(await repository.useLink(claims.nonce, claims.expiresAt, now()))) throw new AppError('GONE', ORDER_MESSAGES.linkUsed);
      const { customerId, orderId, imageId, productId } = claims;
      if (!imageId) return zip(customerId, orderId, requester);
      const presign = originals.presignedUrl?.bind(originals);
      return presign ? imageFromStore(customerId, orderId, imageId, requester, presign, productId) : image(customerId, orderId, imageId, requester, productId);
    },
  };
}
