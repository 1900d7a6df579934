import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ImageSet } from '@chitra/contract/catalogue';
import { paths } from '../../lib/paths';
import { formatListingPrice, formatRupees } from '../../lib/format';
import { ProductPicture } from '../../lib/picture';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';

type PriceProps = {
  price: number;
  salePrice: number;
  /** 'Rs. 1,999' in listings (docs/spec.md §9), '₹1,999' elsewhere. */
  style?: 'symbol' | 'listing';
  className?: string;
};

const SALE_PRICE = 'Sale price';
const ORIGINAL_PRICE = 'Original price';

/** What the buyer pays, emphasised; the undiscounted price struck beside it while on sale. */
export function Price({ price, salePrice, style = 'symbol', className = 'card-price' }: PriceProps) {
  const format = style === 'listing' ? formatListingPrice : formatRupees;
  const onSale = salePrice < price;
  return (
    <p className={className}>
      {onSale && <span className="visually-hidden">{`${SALE_PRICE} `}</span>}
      <span className="card-price__now">{format(salePrice)}</span>
      {onSale && (
        <>
          {' '}
          <s className="card-price__was">
            <span className="visually-hidden">{`${ORIGINAL_PRICE} `}</span>
            {format(price)}
          </s>
        </>
      )}
    </p>
  );
}

type ProductCardProps = {
  id: string;
  title: string;
  image: ImageSet | null | undefined;
  price: number;
  salePrice: number;
  priceStyle?: PriceProps['style'];
  /** A small line above the title, e.g. the category. */
  eyebrow?: string;
  /** An icon button over the picture (wishlist) or beside the price (cart). */
  action: ReactNode;
  actionPlacement?: 'picture' | 'price';
  eager?: boolean;
  /** In the home page's compact grid: two a row already on phones. */
  compact?: boolean;
  /**
   * The title's heading level: 2 where the cards sit straight under the page's
   * h1 (the store, the search results, as the category page's cards), 3 under
   * a section's h2 (the home page). Never a level skipped (axe's heading-order).
   */
  headingLevel?: 2 | 3;
};

/**
 * A product in an even grid: the picture in a fixed 3:2 frame, the title and
 * the price. The title's link stretches over the whole card, so a click
 * anywhere opens the product, while the action button stays its own target.
 */
export function ProductCard({
  id,
  title,
  image,
  price,
  salePrice,
  priceStyle = 'symbol',
  eyebrow,
  action,
  actionPlacement = 'price',
  eager = false,
  compact = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="product-card">
      <div className="product-card__media">
        <ProductPicture
          image={image}
          alt={title}
          sizes={compact ? PICTURE_SIZES.compactCard : PICTURE_SIZES.card}
          eager={eager}
          className="product-card__picture"
        />
        {actionPlacement === 'picture' && <div className="product-card__overlay-action">{action}</div>}
      </div>
      <div className="product-card__body">
        {eyebrow !== undefined && eyebrow !== '' && <p className="product-card__eyebrow">{eyebrow}</p>}
        <Heading className="product-card__title">
          <Link className="card-link" to={paths.product(id)}>
            {title}
          </Link>
        </Heading>
        <div className="product-card__footer">
          <Price price={price} salePrice={salePrice} style={priceStyle} />
          {actionPlacement === 'price' && <div className="product-card__inline-action">{action}</div>}
        </div>
      </div>
    </article>
  );
}

/** The card's shape with nothing in it, while the data is on its way (or its second of skeleton runs). */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media catalogue-skeleton" />
      <div className="product-card__body">
        <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--short" />
        <span className="catalogue-skeleton catalogue-skeleton--line" />
        <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--price" />
      </div>
    </div>
  );
}
