import type {
  DownloadLog,
  OrderDetail,
  OrderDetailProduct,
  OrderDetailResponse,
  OrderHistoryEntry,
  OrderHistoryResponse,
  OrderImage,
} from '@chitra/contract/orders';
import type { OrderLicence, OrderTaxDocument } from '@chitra/contract/licences';

import { createImageSet } from '../../test/fixtures';

/** Order shapes for the storefront's tests, each overridable (docs/layout-and-habits.md habit 9). */

export const ORDER_ID = '7d4f7c36-3c43-4a43-9d4e-6f6f5b0e2b11';

function createOrderImage(id: string, original: Partial<OrderImage['original']> = {}): OrderImage {
  return {
    ...createImageSet(id, { _id: id, alt: `Picture ${id}` }),
    original: { width: 6000, height: 4000, bytes: 25_690_112, fileName: `${id}.jpg`, ...original },
  };
}

type ProductOverrides = {
  _id?: string;
  title?: string;
  price?: number;
  salePrice?: number;
  images?: OrderImage[];
  /** The title in Hindi and Marathi (issue 29); none when absent. */
  translations?: OrderDetailProduct['_id']['translations'];
};

export function createOrderProduct({
  _id = 'p-1',
  title = 'Sunrise over Boisar',
  price = 499,
  salePrice = 399,
  images,
  translations,
}: ProductOverrides = {}): OrderDetailProduct {
  const pictures = images ?? [createOrderImage(`${_id}-img`)];
  return {
    image: pictures.map((image) => image.url),
    _id: { _id, title, price, salePrice, ...(translations ? { translations } : {}) },
    images: pictures,
  };
}

export function createDownloadLog(n: number, overrides: Partial<DownloadLog> = {}): DownloadLog {
  return {
    _id: `log-${n}`,
    source: { ip: `203.0.113.${n}`, os: 'Android 14', browser: 'Chrome 131.0.0.0' },
    createdAt: '2026-11-02T10:15:00Z',
    file: 'Chitra CH-2026-000123.zip',
    ...overrides,
  };
}

export function createOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const product = overrides.product ?? [
    createOrderProduct({ _id: 'p-1', title: 'Sunrise over Boisar', images: [createOrderImage('sunrise', { fileName: 'Sunrise over Boisar.jpg' })] }),
    createOrderProduct({
      _id: 'p-2',
      title: 'Monsoon at Satpati',
      price: 599,
      salePrice: 599,
      images: [createOrderImage('monsoon-1', { bytes: 1536 }), createOrderImage('monsoon-2', { width: 4000, height: 6000 })],
    }),
  ];
  return {
    _id: ORDER_ID,
    orderID: 'CH-2026-000123',
    product,
    productCount: product.length,
    totalPrice: 898.2,
    subtotalPrice: 998,
    discount: 99.8,
    couponCode: 'MONSOON10',
    createdAt: '2026-11-02T09:00:00Z',
    downloadLogs: [createDownloadLog(2, { createdAt: '2026-11-03T04:30:00Z' }), createDownloadLog(1)],
    downloadCount: 2,
    archive: { name: 'Chitra CH-2026-000123.zip', bytes: 100 },
    licences: [],
    documents: [],
    ...overrides,
  };
}

/** One line's licence as the order keeps it (issue 27). */
export function createOrderLicence(overrides: Partial<OrderLicence> = {}): OrderLicence {
  const licenceId = overrides.licenceId ?? 'LIC-7K3M-Q9TX-2HBW-R4NP';
  return {
    productID: 'p-1',
    licenceId,
    tier: 'Personal',
    summary: 'Prints, wallpapers and sharing with friends; no commercial use.',
    terms: '# Personal licence\n\nFor your own use.',
    version: 1,
    verifyPath: `/licence/${licenceId}`,
    certificatePath: `users/licence-certificate/${licenceId}`,
    ...overrides,
  };
}

/** An invoice or credit note as the order lists it (issue 27). */
export function createTaxDocument(overrides: Partial<OrderTaxDocument> = {}): OrderTaxDocument {
  const _id = overrides._id ?? '5a0f6c1e-3b7d-4c2a-9e41-0d6b8f2a7c11';
  return {
    _id,
    kind: 'invoice',
    number: 'CH/26-27/000123',
    title: 'Tax Invoice',
    issuedAt: '2026-11-02T09:00:00Z',
    total: 898.2,
    pdfPath: `users/tax-document/${_id}`,
    ...overrides,
  };
}

export const detailResponse = (detail: OrderDetail = createOrderDetail()): OrderDetailResponse => ({ success: true, data: detail });

/** The n-th order of a history: its own id and number. */
export function createHistoryEntry(n: number, overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  const product = overrides.product ?? [createOrderProduct({ _id: `p-${n}`, title: `Photograph ${n}` })];
  return {
    _id: `order-${n}`,
    orderID: `CH-2026-${String(n).padStart(6, '0')}`,
    product: product.map(({ image, _id }) => ({ image, _id })),
    productCount: product.length,
    totalPrice: 399,
    createdAt: '2026-11-02T09:00:00Z',
    downloadLogs: [],
    ...overrides,
  };
}

export const historyResponse = (entries: OrderHistoryEntry[]): OrderHistoryResponse => ({ success: true, data: entries });
