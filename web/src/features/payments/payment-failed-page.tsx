import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Payment Failed';

/** A plain heading until the payments issue builds this page. */
export function PaymentFailedPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
