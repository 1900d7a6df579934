import type { Translation } from '../../i18n/areas';

/** The words of the admin area's frame, dashboard, orders, print orders, customers, enquiries, tax and audit, in Hindi. */
export default {} satisfies Translation<'admin'>;
