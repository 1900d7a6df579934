import { lazy, Suspense, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { Maximize2 } from 'lucide-react';
import { PRODUCT_NAME, THUMBNAIL_PX } from '@chitra/contract/constants';
import type { ImageSet, OriginalFacts, ProductDetailCategory, ProductResponse } from '@chitra/contract/catalogue';
import type { ContentText } from '@chitra/contract/content-translations';
import { summary } from '@chitra/contract/route-meta';
import { rupeesDifference } from '@chitra/contract/money';
import { paths } from '../../lib/paths';
import { useShopConfig } from '../../app/shell-data';
import { isNotFound } from '../../lib/api-error';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { PICTURE_SIZES, thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { productLicences } from '../../lib/licences-api';
import { type Content, useContent, useMessages } from '../../i18n/i18n';
import { AddToCartButton, DownloadButton, WishlistButton } from './action-buttons';
import { LicenceChoice } from './licence-choice';
import { OrderPrintSection } from './order-print-section';
import { useGetProductQuery } from './api';
import { MoreLikeThis } from './more-like-this';
import { RatingSummary, RatingsSection } from './ratings-section';
import { EmptyState, ErrorState } from './states';
import { ShareButtons } from './share-buttons';
import { readStoreFilters, storeSearch } from './store-params';
import './catalogue.css';
import './product-page.css';

const thumbStyle = { '--thumb-size': `${THUMBNAIL_PX}px` } as CSSProperties;

// The full-screen viewer is its own chunk, fetched when the picture is first
// pointed at, focused or pressed: the page's first load does not carry it.
const loadViewer = () => import('./picture-viewer');
const PictureViewer = lazy(() => loadViewer().then((module) => ({ default: module.PictureViewer })));
const preloadViewer = () => void loadViewer();

/** Paragraphs of plain text: a blank line separates them. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/**
 * The main picture in a fixed 3:2 frame, a button that opens the viewer
 * full screen (the one way to zoom: picture-viewer.tsx), and a pack's
 * thumbnails. Closing the viewer shows here the picture it ended on and
 * gives the focus back to the button.
 */
function Gallery({ images, title }: { images: ImageSet[]; title: ContentText }) {
  const t = useMessages('product');
  const format = useFormat();
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const current = Math.min(selected, images.length - 1);
  const shown = images[current];
  return (
    <div className="product-gallery">
      {shown !== undefined ? (
        <button
          ref={opener}
          type="button"
          className="product-zoom"
          aria-label={t('viewFullScreen', { title: title.text })}
          aria-haspopup="dialog"
          onClick={() => setViewing(true)}
          onPointerEnter={preloadViewer}
          onPointerDown={preloadViewer}
          onFocus={preloadViewer}
        >
          <Picture
            image={shown}
            alt={title.text}
            sizes={PICTURE_SIZES.product}
            eager
            className="product-zoom__picture"
            imgProps={{ draggable: false, lang: title.lang }}
          />
          <span className="product-zoom__hint" aria-hidden="true">
            <Maximize2 size={18} />
          </span>
        </button>
      ) : (
        <div className="product-zoom product-zoom--empty" aria-hidden="true" />
      )}
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t('pictures')} style={thumbStyle}>
          {images.map((image, index) => (
            <li key={image._id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('pictureOf', { index: format.number(index + 1), count: format.number(images.length) })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => setSelected(index)}
              >
                <Picture image={image} alt="" sizes={thumbnailSizes(THUMBNAIL_PX)} className="product-gallery__thumb-picture" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <Suspense fallback={<div className="product-viewer-loading" aria-hidden="true" />}>
          <PictureViewer
            images={images}
            startIndex={current}
            title={title.text}
            onClose={(last) => {
              setViewing(false);
              setSelected(last);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What a buyer downloads: the originals' size, and the licence in one line (the chosen tier's, when the shop sells tiers). */
function WhatYouGet({ originals, licence }: { originals: OriginalFacts[]; licence: { name: string; summary: string } | undefined }) {
  const headingId = useId();
  const t = useMessages('product');
  const format = useFormat();
  if (originals.length === 0) return null;
  const largest = originals.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  const bytes = format.bytes(originals.reduce((sum, o) => sum + o.bytes, 0));
  const size = `${format.dimensions(largest.width, largest.height)} (${format.megapixels(largest.width, largest.height)})`;
  const files = originals.length === 1 ? t('oneOriginal', { size, bytes }) : t('originals', { count: format.number(originals.length), size, bytes });
  return (
    <section className="product-detail__get" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-detail__get-title">
        {t('whatYouGet')}
      </h2>
      <ul>
        <li>{files}</li>
        <li>
          {licence === undefined ? t('licenceLine') : t('tierLicenceLine', { name: licence.name, summary: licence.summary })}{' '}
          <Link to={paths.compareProduct()}>{t('compareLicences')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** A product's categories, each a link to its page, its name in the page's language (else English, marked so). */
function CategoryLinks({ categories, separator, content }: { categories: ProductDetailCategory[]; separator: string; content: Content }) {
  return categories.map((category, index) => {
    const name = content(category.catogeryname, category.translations, 'name');
    return (
      <span key={category._id}>
        {index > 0 && separator}
        <Link to={paths.category(category._id)} lang={name.lang}>
          {name.text}
        </Link>
      </span>
    );
  });
}

function ProductDetails({ response }: { response: ProductResponse }) {
  const { product } = response;
  const content = useContent();
  const title = content(product.title, product.translations, 'title');
  const description = content(product.description, product.translations, 'description');
  const tags = content.list(product.tags, product.translations, 'tags');
  // contentListIn answers the English list itself where it falls back to it.
  const translatedTags = tags.items !== product.tags;
  const shopName = useShopConfig()?.shop.name ?? PRODUCT_NAME;
  const t = useMessages('product');
  const words = useMessages('catalogue');
  const format = useFormat();
  // The contract's pageDescriptions.product: the description's first paragraph, or a line in the page's language
  // (also where the description is only in English on a Hindi or Marathi page).
  const described = description.lang === undefined ? summary(description.text) : '';
  usePageTitle(title.text, described || t('description', { title: title.text, shop: shopName }), title.lang);
  // childProduct lists the pack's pictures (docs/spec.md §3); `images` carries the same list.
  const images = response.childProduct.length > 0 ? response.childProduct : product.images;
  // The licence tiers (issue 27): the first is the photograph's own price, chosen at first,
  // so the prices below are the spec's until another tier is chosen.
  const licences = productLicences(product);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const tier = licences.find((t) => t._id === chosen) ?? licences[0];
  const isFirstTier = tier === undefined || tier._id === licences[0]?._id;
  const price = isFirstTier ? product.price : tier.price;
  const salePrice = isFirstTier ? product.salePrice : tier.salePrice;
  const onSale = salePrice < price;
  // In paise, not on the rupee floats: 199.99 − 99.99 is ₹100, never ₹100.00000000000001.
  const saving = rupeesDifference(price, salePrice);
  const noFilters = readStoreFilters(new URLSearchParams());

  return (
    <>
      <article className="product-detail">
        <Gallery key={product._id} images={images} title={title} />
        <div className="product-detail__info">
          {product.category.length > 0 && (
            <p className="product-detail__categories">
              <CategoryLinks categories={product.category} separator=" · " content={content} />
            </p>
          )}
          <h1 className="product-detail__title" lang={title.lang}>
            {title.text}
          </h1>
          <RatingSummary totalrating={product.totalrating} ratingsCount={product.ratingsCount} />

          <div className="product-price">
            <p className="product-price__row">
              <span className="visually-hidden">{`${words('salePrice')} `}</span>
              <span className="product-price__sale">{format.rupees(salePrice)}</span>
              {onSale && (
                <>
                  {' '}
                  <s className="product-price__total">
                    <span className="visually-hidden">{`${t('totalPrice')} `}</span>
                    {format.rupees(price)}
                  </s>{' '}
                  <span className="product-price__saving">{t('save', { amount: format.rupees(saving) })}</span>
                </>
              )}
            </p>
            <p className="product-price__note">{t('taxes')}</p>
          </div>

          {licences.length > 0 && tier !== undefined && <LicenceChoice licences={licences} value={tier._id} onChange={setChosen} />}

          <div className="product-detail__actions">
            <AddToCartButton productId={product._id} licence={tier?._id} labelled className="button product-detail__cart" />
            <WishlistButton product={product} className="icon-action product-detail__icon" />
            <DownloadButton productId={product._id} className="icon-action product-detail__icon" />
          </div>

          <ShareButtons title={title.text} path={paths.product(product._id)} />

          <WhatYouGet originals={product.images.map((image) => image.original)} licence={tier} />

          <section className="product-detail__section" aria-label={t('aboutPhotograph')}>
            {paragraphs(description.text).map((text, index) => (
              <p key={index} lang={description.lang}>
                {text}
              </p>
            ))}
          </section>

          <dl className="product-detail__facts">
            <div>
              <dt>{t('format')}</dt>
              <dd>{images.length > 1 ? t('formatPack', { count: format.number(images.length) }) : t('formatOne')}</dd>
            </div>
            {product.category.length > 0 && (
              <div>
                <dt>{t('category')}</dt>
                <dd>
                  <CategoryLinks categories={product.category} separator=", " content={content} />
                </dd>
              </div>
            )}
            {tags.items.length > 0 && (
              <div>
                <dt>{t('tags')}</dt>
                <dd>
                  <ul className="tag-chips" lang={tags.lang}>
                    {tags.items.map((tag) => (
                      <li key={tag}>
                        {/* An English tag filters the store by it; a translated one (the store's filter knows the English tags only) searches for its words. */}
                        <Link
                          className="tag-chip"
                          to={translatedTags ? paths.search(tag) : { pathname: paths.store(), search: storeSearch(noFilters, { tags: [tag] }) }}
                        >
                          {tag}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>

          {product.printPrice !== null && product.color.length > 0 && (
            <OrderPrintSection productId={product._id} printPrice={product.printPrice} colours={product.color} />
          )}
        </div>

        <div className="product-detail__ratings">
          <RatingsSection productId={product._id} totalrating={product.totalrating} ratingsCount={product.ratingsCount} ratings={product.ratings} />
        </div>
      </article>
      <MoreLikeThis productId={product._id} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <div className="product-detail" aria-busy="true">
      <div className="product-gallery">
        <div className="product-zoom catalogue-skeleton" aria-hidden="true" />
      </div>
      <div className="product-detail__info" aria-hidden="true">
        <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--short" />
        <span className="catalogue-skeleton catalogue-skeleton--line product-detail__skeleton-title" />
        <span className="catalogue-skeleton catalogue-skeleton--line catalogue-skeleton--price" />
        <span className="catalogue-skeleton catalogue-skeleton--line" />
        <span className="catalogue-skeleton catalogue-skeleton--line" />
      </div>
    </div>
  );
}

/** The heading while the product is unknown is the area, as on every page. */
function TitledState({ title, hideHeading = false, children }: { title: string; hideHeading?: boolean; children: ReactNode }) {
  const t = useMessages('product');
  usePageTitle(title);
  return (
    <section className="product-state">
      <h1 className={hideHeading ? 'visually-hidden' : undefined}>{t('areaTitle')}</h1>
      {children}
    </section>
  );
}

/** docs/spec.md §2 Product detail. An unknown or malformed id is a not-found state, not the error screen. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { currentData, error, isError, refetch } = useGetProductQuery(id);
  const t = useMessages('product');

  if (isError && isNotFound(error)) {
    return (
      <TitledState title={t('notFoundTitle')}>
        <EmptyState
          action={
            <Link className="button button--small button--quiet" to={paths.store()}>
              {t('browseStore')}
            </Link>
          }
        >
          {t('notFoundText')}
        </EmptyState>
      </TitledState>
    );
  }
  if (isError) {
    return (
      <TitledState title={t('areaTitle')}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </TitledState>
    );
  }
  if (currentData === undefined) {
    return (
      // The heading is for screen readers only, so the page does not shift when the title arrives.
      <TitledState title={t('areaTitle')} hideHeading>
        <ProductSkeleton />
      </TitledState>
    );
  }
  return <ProductDetails response={currentData} />;
}
