import type { OrderTaxDocument } from '@chitra/contract/licences';
import { TaxDocuments } from '../features/orders/tax-documents';
import { MyOrdersPage } from '../features/prints/my-orders-page';

/**
 * My Orders (prints) with each order's invoice and credit notes drawn by the
 * orders feature's own section, PDFs and all (issue 27): the two features
 * meet here, in app/, never by importing each other (docs/layout-and-habits.md habit 6).
 */
export function MyOrdersRoute() {
  return <MyOrdersPage TaxDocuments={CardTaxDocuments} />;
}

/** Inside an order's card, below its own heading. */
function CardTaxDocuments({ documents }: { documents: OrderTaxDocument[] }) {
  return <TaxDocuments documents={documents} level={3} />;
}
