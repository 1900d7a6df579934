import type { Translation } from '../../i18n/areas';

/** The words of the customer's orders: Order History, an order's page, its downloads and tax documents, the licence's public page, in Marathi. */
export default {} satisfies Translation<'orders'>;
