import { useEffect, useId, useRef, useState } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { Link } from '../../lib/link';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { WISHLIST_REFRESH_MS } from '@chitra/contract/constants';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { EmptyPageState, LoadFailedState } from '../../lib/page-state';
import { ProductPicture } from '../../lib/picture';
import { failureMessage } from '../../lib/api-error';
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from '../../lib/wishlist-api';
import { useContent, useMessages } from '../../i18n/i18n';
import './wishlist-page.css';

const SKELETON_COUNT = 4;

type CardProps = {
  product: WishlistProduct;
  leaving: boolean;
  failure: string | undefined;
  onRemove: () => void;
};

function WishlistCard({ product, leaving, failure, onRemove }: CardProps) {
  const t = useMessages('cart');
  const format = useFormat();
  const onSale = product.salePrice < product.price;
  const failureId = useId();
  // In the page's language when translated; else English, marked so.
  const title = useContent()(product.title, product.translations, 'title');
  const removeLabel = t('wishlistRemove', { title: title.text });
  return (
    <article className="wishlist-card" data-leaving={leaving || undefined}>
      <div className="wishlist-card__media">
        <ProductPicture
          image={product.images[0]}
          alt={title.text}
          imgProps={{ lang: title.lang }}
          sizes={PICTURE_SIZES.card}
          className="wishlist-card__picture"
        />
        <button
          type="button"
          className="icon-action icon-action--floating wishlist-card__remove"
          aria-label={removeLabel}
          title={removeLabel}
          aria-describedby={failure !== undefined ? failureId : undefined}
          disabled={leaving}
          onClick={onRemove}
        >
          {leaving ? <LoaderCircle className="spinner" aria-hidden="true" size={18} /> : <Trash2 aria-hidden="true" size={18} />}
        </button>
      </div>
      <h2 className="wishlist-card__title">
        <Link className="wishlist-card__link" to={paths.product(product._id)} lang={title.lang}>
          {title.text}
        </Link>
      </h2>
      <p className="wishlist-card__price">
        {onSale && <span className="visually-hidden">{`${t('salePrice')} `}</span>}
        <span className="wishlist-card__now">{format.rupees(product.salePrice)}</span>
        {onSale && (
          <>
            {' '}
            <s className="wishlist-card__was">
              <span className="visually-hidden">{`${t('originalPrice')} `}</span>
              {format.rupees(product.price)}
            </s>
          </>
        )}
      </p>
      {failure !== undefined && (
        <p className="wishlist-card__error" id={failureId} role="alert">
          {t('wishlistRemoveFailed', { reason: failure })}
        </p>
      )}
    </article>
  );
}

/**
 * docs/spec.md §2 Wishlist: the saved products, each with a remove control. A
 * removal marks the card as leaving and reloads the list 0.3 s later (spec
 * §4), so the customer sees what went. docs/spec.md §8: a failed load is an error
 * state on the page, never a toast.
 */
export function WishlistPage() {
  const t = useMessages('cart');
  const pick = useContent();
  usePageTitle(t('wishlistTitle'));
  const headingId = useId();
  const { data, isError, isLoading, refetch } = useGetWishlistQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveFromWishlistMutation();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const onRemove = async (product: WishlistProduct) => {
    setLeaving((current) => new Set(current).add(product._id));
    setFailures(({ [product._id]: _dropped, ...rest }) => rest);
    const result = await remove(product._id);
    if ('error' in result) {
      setLeaving((current) => {
        const next = new Set(current);
        next.delete(product._id);
        return next;
      });
      setFailures((current) => ({ ...current, [product._id]: failureMessage(result.error, t('somethingWentWrong')) }));
      return;
    }
    setAnnouncement(t('wishlistRemoved', { title: pick(product.title, product.translations, 'title').text }));
    const timer = window.setTimeout(() => {
      timers.current = timers.current.filter((id) => id !== timer);
      void refetch().finally(() =>
        setLeaving((current) => {
          const next = new Set(current);
          next.delete(product._id);
          return next;
        }),
      );
    }, WISHLIST_REFRESH_MS);
    timers.current.push(timer);
  };

  let content;
  if (isError && data === undefined) {
    content = <LoadFailedState text={t('somethingWentWrong')} onRetry={() => void refetch()} />;
  } else if (isLoading || data === undefined) {
    content = (
      <div className="wishlist-grid" aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <div key={i} className="wishlist-card wishlist-card--skeleton" aria-hidden="true">
            <div className="wishlist-card__media skeleton" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        ))}
      </div>
    );
  } else if (data.wishlist.length === 0) {
    content = <EmptyPageState text={t('noData')} />;
  } else {
    content = (
      <ul className="wishlist-grid" aria-labelledby={headingId}>
        {data.wishlist.map((product) => (
          <li key={product._id}>
            <WishlistCard product={product} leaving={leaving.has(product._id)} failure={failures[product._id]} onRemove={() => void onRemove(product)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="wishlist-page">
      <h1 id={headingId} className="wishlist-page__title">
        {t('wishlistTitle')}
      </h1>
      {content}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
