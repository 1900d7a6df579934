import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Checkout';

/** A plain heading until the prints (legacy) issue builds this page. */
export function CheckoutPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
