import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../lib/paths';
import './cart-link.css';

type Props = { count: number; showBadge: boolean };

const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's cart icon; the badge's count is part of the link's name for screen readers. */
export function CartLink({ count, showBadge }: Props) {
  return (
    <Link className="icon-button cart-link" to={paths.cart()} aria-label={showBadge ? `Cart, ${itemCount(count)}` : 'Cart'}>
      <ShoppingCart aria-hidden="true" size={24} strokeWidth={1.75} />
      {showBadge && (
        <span className="cart-link__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
