import { Printer } from 'lucide-react';
import { paths } from '../lib/paths';
import { usePrintCount } from '../lib/print-cart-api';
import { BadgeLink } from './cart-link';
import { useMessages } from '../i18n/i18n';

/**
 * The header's print cart (the legacy flow's, docs/spec.md §1), beside the
 * cart, leading to /checkout, only while it holds prints: its badge counts
 * prints, as the product page's 'Checkout: n prints in your cart' does, and
 * updates as soon as an add refetches GET user/cart (decision 041). Loaded
 * for a signed-in customer only, outside a visitor's first load.
 */
export function PrintCartLink() {
  const count = usePrintCount();
  const t = useMessages('shell');
  if (count === 0) return null;
  return <BadgeLink to={paths.checkout()} what={t('printCart')} counted={t('printCount', { count })} Icon={Printer} count={count} badge="always" />;
}
