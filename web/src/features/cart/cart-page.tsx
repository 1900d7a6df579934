import { useId, useState, type ComponentType } from 'react';
import { Link } from '../../lib/link';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { CartItem } from '@chitra/contract/cart';
import type { Billing } from '@chitra/contract/gst';
import { paths } from '../../lib/paths';
import { failureMessage, successWords } from '../../lib/api-error';
import { useGetCartQuery, type Cart } from '../../lib/cart-api';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { EmptyPageState, LoadFailedState } from '../../lib/page-state';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { showToast } from '../../lib/toast';
import { Totals } from '../../lib/totals';
import { useChangeLicenceMutation, useRemoveFromCartMutation } from './api';
import { BillingBlock, useBillingForm } from './billing-block';
import { CouponForm } from './coupon-form';
import { CouponLapsed } from './coupon-lapsed';
import { overlapSentences } from './picture-overlaps';
import { useCoupon, type CouponState } from './use-coupon';
import { useContent, useMessages } from '../../i18n/i18n';
import './cart-page.css';

const SKELETON_ROWS = 3;
const THUMB_PX = 96;

/** What the payments feature puts under the totals (composed in app/cart-route.tsx). */
type BuyNowProps = {
  /** The applied coupon's code, sent with the payment; absent for none. */
  couponCode: string | undefined;
  /** While the coupon is being checked, the price is not settled. */
  disabled: boolean;
  /**
   * The billing block's check (issue 27): the billing to send with the payment,
   * or undefined when the form stopped it (its problem announced, the field focused).
   */
  billing?: () => Billing | undefined;
};

/**
 * The line's licence (issue 27): a choice among the tiers on sale, priced for
 * this photograph (PATCH users/cart/{id}); an upgrade of one the buyer holds says so.
 */
function LineLicence({ item, title }: { item: CartItem; title: string }) {
  const selectId = useId();
  const t = useMessages('cart');
  const format = useFormat();
  const [change, { isLoading }] = useChangeLicenceMutation();
  const { licence, licences = [], upgradeFrom } = item;
  if (licence === undefined) return null;
  const onChange = async (tier: string) => {
    const result = await change({ id: item._id, licence: tier });
    if ('error' in result) showToast('error', failureMessage(result.error, t('licenceFailed')));
    else showToast('success', successWords(result.data.message, t('licenceUpdated')));
  };
  return (
    <div className="cart-item__licence">
      {licences.length > 1 ? (
        <>
          <label htmlFor={selectId} className="cart-item__licence-label">
            {t('licence')} <span className="visually-hidden">{t('licenceFor', { title })}</span>
          </label>
          <select
            id={selectId}
            className="cart-item__licence-select"
            value={licence._id}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            onChange={(event) => void onChange(event.target.value)}
          >
            {licences.map((tier) => (
              <option key={tier._id} value={tier._id}>
                {t('tierOption', { name: tier.name, price: format.rupees(tier.salePrice) })}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="cart-item__licence-name">{t('licenceNamed', { name: licence.name })}</p>
      )}
      {upgradeFrom !== undefined && <p className="cart-item__upgrade">{t('upgradeFrom', { tier: upgradeFrom.name })}</p>}
    </div>
  );
}

function CartRow({ item, removing, onRemove }: { item: CartItem; removing: boolean; onRemove: () => void }) {
  const { productID: product } = item;
  const image = item.images[0];
  const t = useMessages('cart');
  const format = useFormat();
  const onSale = product.salePrice < product.price;
  const content = useContent();
  const overlaps = overlapSentences(item, t, content);
  // In the page's language when translated; else English, marked so.
  const title = content(product.title, product.translations, 'title');
  const removeLabel = t('remove', { title: title.text });
  return (
    <li className="line-item cart-item" data-busy={removing || undefined}>
      {image !== undefined ? (
        <Picture image={image} alt="" sizes={thumbnailSizes(THUMB_PX)} className="line-item__thumb" />
      ) : (
        <span className="line-item__thumb" aria-hidden="true" data-empty="" />
      )}
      <div className="line-item__body">
        <h2 className="line-item__title">
          <Link to={paths.product(product._id)} lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        <p className="cart-item__price">
          {onSale && <span className="visually-hidden">{`${t('salePrice')} `}</span>}
          <span className="cart-item__now">{format.rupees(product.salePrice)}</span>
          {onSale && (
            <>
              {' '}
              <s className="cart-item__was">
                <span className="visually-hidden">{`${t('originalPrice')} `}</span>
                {format.rupees(product.price)}
              </s>
            </>
          )}
        </p>
        <LineLicence item={item} title={title.text} />
        {overlaps.length > 0 && (
          <div className="cart-item__overlap">
            {overlaps.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
      </div>
      <button type="button" className="icon-action cart-item__remove" aria-label={removeLabel} title={removeLabel} disabled={removing} onClick={onRemove}>
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

/** The summary beside the items: coupon, totals, who the invoice is for, and Buy Now. */
function CartSummary({ cart, coupon, BuyNow }: { cart: Cart; coupon: CouponState; BuyNow: ComponentType<BuyNowProps> }) {
  const summaryId = useId();
  const t = useMessages('cart');
  const format = useFormat();
  const { applied } = coupon;
  const discount = applied?.discountAmount ?? 0;
  const payable = applied?.payable ?? cart.totalsalePrice;
  const billing = useBillingForm(cart.billing, payable);
  return (
    <section className="panel cart-summary" aria-labelledby={summaryId}>
      <h2 id={summaryId} className="panel__title">
        {t('summary')}
      </h2>
      <CouponLapsed coupon={coupon} />
      <CouponForm coupon={coupon} />
      <Totals
        className="cart-totals"
        busy={coupon.checking}
        lines={[
          [t('totalPrice'), format.rupees(cart.totalPrice)],
          [t('saleTotal'), format.rupees(cart.totalsalePrice)],
          [t('couponDiscount'), discount > 0 ? `−${format.rupees(discount)}` : format.rupees(0)],
        ]}
        grand={[t('toPay'), format.rupees(payable)]}
      />
      <BillingBlock form={billing} />
      <BuyNow couponCode={applied?.code} disabled={coupon.checking} billing={billing.prepare} />
    </section>
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
  const t = useMessages('cart');
  usePageTitle(t('title'));
  const headingId = useId();
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
    if ('error' in result) showToast('error', failureMessage(result.error, t('cartRemoveFailed')));
    else showToast('success', successWords(result.data.message, t('cartRemoved')));
  };

  let content;
  if (cart === undefined && isError) {
    content = <LoadFailedState error={error} onRetry={() => void refetch()} />;
  } else if (isLoading || cart === undefined) {
    content = <CartSkeleton />;
  } else if (cart.items.length === 0) {
    content = <EmptyPageState text={t('empty')} />;
  } else {
    content = (
      <div className="cart-layout">
        <div className="cart-layout__items">
          <p className="cart-count">{t('itemCount', { count: cart.items.length })}</p>
          <ul className="line-items" aria-label={t('items')}>
            {cart.items.map((item) => (
              <CartRow key={item._id} item={item} removing={removing.has(item._id)} onRemove={() => void onRemove(item)} />
            ))}
          </ul>
        </div>
        <CartSummary cart={cart} coupon={coupon} BuyNow={BuyNow} />
      </div>
    );
  }

  return (
    <section className="cart-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cart-page__title">
        {t('title')}
      </h1>
      {content}
    </section>
  );
}
