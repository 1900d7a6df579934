import { Link } from '../lib/link';
import { ShoppingCart, type LucideIcon } from 'lucide-react';
import { paths } from '../lib/paths';
import { useMessages } from '../i18n/i18n';
import './cart-link.css';

/** Where the badge shows: at every width, or below 768 px only (CSS hides it, and its words, from there). */
export type BadgeShown = 'always' | 'narrow';

type BadgeLinkProps = {
  to: string;
  /** What the link leads to: its name, followed by the count while the badge shows. */
  what: string;
  /** The count in words ('2 items'), read after the name while the badge shows. */
  counted: string;
  Icon: LucideIcon;
  count: number;
  badge: BadgeShown;
};

/**
 * A header icon that leads to a cart, its count in a badge. The link is named
 * by its text: its name, then the count (', 2 items') while the badge shows.
 * One markup at every width: where the badge is hidden (`narrow`, from
 * 768 px) CSS hides the badge and the count's words, and a name computed
 * from what is displayed leaves the count out (decision 046).
 */
export function BadgeLink({ to, what, counted, Icon, count, badge }: BadgeLinkProps) {
  return (
    <Link className={badge === 'narrow' ? 'icon-button cart-link cart-link--badge-narrow' : 'icon-button cart-link'} to={to}>
      <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
      <span className="cart-link__name">
        {what}
        <span className="cart-link__count">{`, ${counted}`}</span>
      </span>
      <span className="cart-link__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

/** The header's cart icon (docs/spec.md §2): the digital cart, /cart. */
export function CartLink({ count, badge }: { count: number; badge: BadgeShown }) {
  const t = useMessages('shell');
  return <BadgeLink to={paths.cart()} what={t('cart')} counted={t('cartCount', { count })} Icon={ShoppingCart} count={count} badge={badge} />;
}
