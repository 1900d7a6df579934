import { Link } from '../../lib/link';
import type { ImageSet } from '@chitra/contract/catalogue';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { paths } from '../../lib/paths';
import { formatListingPrice, formatRupees } from '../../lib/prices';
import { ProductPicture } from '../../lib/picture';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { AddToCartButton, WishlistButton } from './action-buttons';
import { useContent, useLocale, useMessages } from '../../i18n/i18n';

type PriceProps = {
  price: number;
  salePrice: number;
  /** 'Rs. 1,999' in listings (docs/spec.md §9), '₹1,999' elsewhere. */
  style?: 'symbol' | 'listing';
  className?: string;
};

/** What the buyer pays, emphasised; the undiscounted price struck beside it while on sale. */
function Price({ price, salePrice, style = 'symbol', className = 'card-price' }: PriceProps) {
  const locale = useLocale();
  const format = (amount: number) => (style === 'listing' ? formatListingPrice : formatRupees)(amount, locale);
  const onSale = salePrice < price;
  const t = useMessages('catalogue');
  return (
    <p className={className}>
      {onSale && <span className="visually-hidden">{`${t('salePrice')} `}</span>}
      <span className="card-price__now">{format(salePrice)}</span>
      {onSale && (
        <>
          {' '}
          <s className="card-price__was">
            <span className="visually-hidden">{`${t('originalPrice')} `}</span>
            {format(price)}
          </s>
        </>
      )}
    </p>
  );
}

type ProductCardProps = {
  /** The product as the wishlist keeps it (cover first in `images`, its title's translations): the heart adds it as it is. */
  product: WishlistProduct;
  priceStyle?: PriceProps['style'];
  /** Above the fold: the picture loads at once and first; every other one lazily. */
  eager?: boolean;
  /** In the home page's compact grid: two a row already on phones. */
  compact?: boolean;
  /** In a category's masonry: the frame takes the photograph's own shape (its width and height) instead of 3:2. */
  natural?: boolean;
  /**
   * The title's heading level: 2 where the cards sit straight under the page's
   * h1 (the store, the search results, a category's page), 3 under a
   * section's h2 (the home page). Never a level skipped (axe's heading-order).
   */
  headingLevel?: 2 | 3;
};

/**
 * The one product card of every listing (home, store, a category, search
 * results; docs/decisions/047): the photograph first, in a frame whose shape
 * is known before it loads, then the title and the price on two short lines,
 * with the wishlist heart (over the picture) and 'Add to Cart'. The title's
 * link stretches over the whole card, so a click anywhere opens the product,
 * while each button stays its own target, after the link in the tab order.
 */
export function ProductCard({ product, priceStyle = 'symbol', eager = false, compact = false, natural = false, headingLevel = 3 }: ProductCardProps) {
  const { _id } = product;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // In the page's language when translated; else English, marked so.
  const title = useContent()(product.title, product.translations, 'title');
  return (
    <article className={natural ? 'product-card product-card--natural' : 'product-card'}>
      <div className="product-card__media">
        <ProductPicture
          image={product.images[0]}
          alt={title.text}
          imgProps={{ lang: title.lang }}
          sizes={compact ? PICTURE_SIZES.compactCard : PICTURE_SIZES.card}
          eager={eager}
          className="product-card__picture"
        />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__title">
          <Link className="card-link" to={paths.product(_id)} lang={title.lang}>
            {title.text}
          </Link>
        </Heading>
        <div className="product-card__footer">
          <Price price={product.price} salePrice={product.salePrice} style={priceStyle} />
          <WishlistButton product={product} className="icon-action icon-action--floating product-card__wishlist" />
          <AddToCartButton productId={_id} className="icon-action product-card__cart" />
        </div>
      </div>
    </article>
  );
}

/** A product that carries only its cover (the home page's, a search's) in the card's shape. */
export const withCover = ({
  _id,
  title,
  price,
  salePrice,
  cover,
  translations,
}: Omit<WishlistProduct, 'images'> & { cover: ImageSet | null }): WishlistProduct => ({
  _id,
  title,
  price,
  salePrice,
  images: cover === null ? [] : [cover],
  translations,
});

/** The card's shape with nothing in it, while the data is on its way (or its second of skeleton runs). */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media catalogue-skeleton" />
      {/* The card's own rows, the title's line and the footer's button, so the real card takes exactly its place. */}
      <div className="product-card__body">
        <span className="product-card__title">
          <span className="catalogue-skeleton catalogue-skeleton--title" />
        </span>
        <span className="product-card__footer">
          <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--price" />
          <span className="catalogue-skeleton catalogue-skeleton--action" />
        </span>
      </div>
    </div>
  );
}
