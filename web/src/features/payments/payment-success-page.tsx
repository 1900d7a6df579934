import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Payment Success';

/** A plain heading until the payments issue builds this page. */
export function PaymentSuccessPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
