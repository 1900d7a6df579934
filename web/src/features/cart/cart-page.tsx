import { useId, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { CartItem } from '@chitra/contract/cart';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { failureMessage } from '../../lib/api-error';
import { useGetCartQuery } from '../../lib/cart-api';
import { formatRupees } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { EmptyPageState, LoadFailedState } from '../../lib/page-state';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { showToast } from '../../lib/toast';
import { Totals } from '../../lib/totals';
import { useRemoveFromCartMutation } from './api';
import { CouponForm } from './coupon-form';
import { CouponLapsed } from './coupon-lapsed';
import { overlapSentences } from './picture-overlaps';
import { useCoupon } from './use-coupon';
import './cart-page.css';

const TITLE = 'Cart';
const EMPTY = 'Your cart is empty.';
const ITEMS = 'Items in your cart';
const SUMMARY = 'Order summary';
const SALE_PRICE = 'Sale price';
const ORIGINAL_PRICE = 'Original price';
const TOTAL_PRICE = 'Total price';
const SALE_TOTAL = 'Sale total';
const COUPON_DISCOUNT = 'Coupon discount';
const TO_PAY = 'To pay';
const SKELETON_ROWS = 3;
const THUMB_PX = 96;

const removeLabel = (title: string): string => `Remove ${title}`;
const itemCount = (count: number): string => `${count} ${count === 1 ? 'photograph' : 'photographs'}`;

/** What the payments feature puts under the totals (composed in app/cart-route.tsx). */
type BuyNowProps = {
  /** The applied coupon's code, sent with the payment; absent for none. */
  couponCode: string | undefined;
  /** While the coupon is being checked, the price is not settled. */
  disabled: boolean;
};

function CartRow({ item, removing, onRemove }: { item: CartItem; removing: boolean; onRemove: () => void }) {
  const { productID: product } = item;
  const image = item.images[0];
  const onSale = product.salePrice < product.price;
  const overlaps = overlapSentences(item);
  return (
    <li className="line-item cart-item" data-busy={removing || undefined}>
      {image !== undefined ? (
        <Picture image={image} alt="" sizes={thumbnailSizes(THUMB_PX)} className="line-item__thumb" />
      ) : (
        <span className="line-item__thumb" aria-hidden="true" data-empty="" />
      )}
      <div className="line-item__body">
        <h2 className="line-item__title">
          <Link to={paths.product(product._id)}>{product.title}</Link>
        </h2>
        <p className="cart-item__price">
          {onSale && <span className="visually-hidden">{`${SALE_PRICE} `}</span>}
          <span className="cart-item__now">{formatRupees(product.salePrice)}</span>
          {onSale && (
            <>
              {' '}
              <s className="cart-item__was">
                <span className="visually-hidden">{`${ORIGINAL_PRICE} `}</span>
                {formatRupees(product.price)}
              </s>
            </>
          )}
        </p>
        {overlaps.length > 0 && (
          <div className="cart-item__overlap">
            {overlaps.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="icon-action cart-item__remove"
        aria-label={removeLabel(product.title)}
        title={removeLabel(product.title)}
        disabled={removing}
        onClick={onRemove}
      >
        {removing ? <LoaderCircle className="spinner" aria-hidden="true" size={18} /> : <Trash2 aria-hidden="true" size={18} />}
      </button>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-layout" aria-busy="true">
      <ul className="line-items" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="line-item cart-item">
            <span className="line-item__thumb skeleton" />
            <div className="line-item__body">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
      <div className="panel cart-summary cart-summary--skeleton skeleton" aria-hidden="true" />
    </div>
  );
}

type Props = {
  /** The payments feature's Buy Now (app/cart-route.tsx). */
  BuyNow: ComponentType<BuyNowProps>;
};

/**
 * docs/spec.md §2 Cart: the items (price, sale price, remove), the coupon form, the
 * totals and Buy Now. Every amount is the server's: the cart's totals, and
 * the coupon it keeps with its discount and what is left to pay, from GET
 * users/getcart (check-coupon-discount's answer until the cart is read again). docs/spec.md §8: a failed load is an error state, no toast.
 */
export function CartPage({ BuyNow }: Props) {
  usePageTitle(TITLE);
  const headingId = useId();
  const summaryId = useId();
  // Read afresh on every visit: back from a failed payment, the cart and the coupon it keeps are the server's (decision 039).
  const { data: cart, error, isError, isLoading, isFetching, refetch } = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const [removeItem] = useRemoveFromCartMutation();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const coupon = useCoupon(cart?.coupon, isFetching);

  const onRemove = async (item: CartItem) => {
    setRemoving((current) => new Set(current).add(item._id));
    const result = await removeItem(item._id);
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(item._id);
      return next;
    });
    // docs/spec.md §8: the server's message either way, else the spec's words. The cart refetches itself (tag 'Cart').
    if ('error' in result) showToast('error', failureMessage(result.error, MESSAGES.cartRemoveFailed));
    else showToast('success', result.data.message || MESSAGES.cartRemoved);
  };

  let content;
  if (cart === undefined && isError) {
    content = <LoadFailedState error={error} onRetry={() => void refetch()} />;
  } else if (isLoading || cart === undefined) {
    content = <CartSkeleton />;
  } else if (cart.items.length === 0) {
    content = <EmptyPageState text={EMPTY} />;
  } else {
    const { applied } = coupon;
    const discount = applied?.discountAmount ?? 0;
    const payable = applied?.payable ?? cart.totalsalePrice;
    content = (
      <div className="cart-layout">
        <div className="cart-layout__items">
          <p className="cart-count">{itemCount(cart.items.length)}</p>
          <ul className="line-items" aria-label={ITEMS}>
            {cart.items.map((item) => (
              <CartRow key={item._id} item={item} removing={removing.has(item._id)} onRemove={() => void onRemove(item)} />
            ))}
          </ul>
        </div>
        <section className="panel cart-summary" aria-labelledby={summaryId}>
          <h2 id={summaryId} className="panel__title">
            {SUMMARY}
          </h2>
          <CouponLapsed coupon={coupon} />
          <CouponForm coupon={coupon} />
          <Totals
            className="cart-totals"
            busy={coupon.checking}
            lines={[
              [TOTAL_PRICE, formatRupees(cart.totalPrice)],
              [SALE_TOTAL, formatRupees(cart.totalsalePrice)],
              [COUPON_DISCOUNT, discount > 0 ? `−${formatRupees(discount)}` : formatRupees(0)],
            ]}
            grand={[TO_PAY, formatRupees(payable)]}
          />
          <BuyNow couponCode={applied?.code} disabled={coupon.checking} />
        </section>
      </div>
    );
  }

  return (
    <section className="cart-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cart-page__title">
        {TITLE}
      </h1>
      {content}
    </section>
  );
}
