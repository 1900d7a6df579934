import { Link } from 'react-router';
import { ShoppingCart, type LucideIcon } from 'lucide-react';
import { paths } from '../lib/paths';
import './cart-link.css';

type BadgeLinkProps = {
  to: string;
  /** What the link leads to: its name, followed by the count while the badge shows. */
  what: string;
  /** The counted thing, one and many ('item', 'items'). */
  units: readonly [string, string];
  Icon: LucideIcon;
  count: number;
  showBadge: boolean;
};

/** A header icon that leads to a cart, its count in a badge; the count is part of the link's name for screen readers. */
export function BadgeLink({ to, what, units: [one, many], Icon, count, showBadge }: BadgeLinkProps) {
  return (
    <Link className="icon-button cart-link" to={to} aria-label={showBadge ? `${what}, ${count} ${count === 1 ? one : many}` : what}>
      <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
      {showBadge && (
        <span className="cart-link__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

/** The header's cart icon (docs/spec.md §2): the digital cart, /cart. */
export function CartLink({ count, showBadge }: { count: number; showBadge: boolean }) {
  return <BadgeLink to={paths.cart()} what="Cart" units={['item', 'items']} Icon={ShoppingCart} count={count} showBadge={showBadge} />;
}
