import { MESSAGES } from '@chitra/contract/messages';
import { usePageTitle } from '../../lib/page-title';

const TITLE = MESSAGES.orderHistory;

/** A plain heading until the orders issue builds this page. */
export function OrderHistoryPage() {
  usePageTitle(TITLE);
  return <h1>{TITLE}</h1>;
}
