/** The words of the customer's orders: Order History, an order's page, its downloads and tax documents, the licence's public page, in English: the spec's from MESSAGES, ours beside them. */
export default {};
