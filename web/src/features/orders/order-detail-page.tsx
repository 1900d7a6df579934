import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Order Detail';

/** A plain heading until the orders issue builds this page. */
export function OrderDetailPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
