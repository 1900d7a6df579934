import { usePageTitle } from '../../lib/page-title';

const TITLE = 'Cart';

/** A plain heading until the cart issue builds this page. */
export function CartPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
