import { usePageTitle } from '../../lib/page-title';

const TITLE = 'My Orders';

/** A plain heading until the prints (legacy) issue builds this page. */
export function MyOrdersPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
