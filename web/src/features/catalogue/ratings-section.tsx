import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { BadgeCheck, LoaderCircle, Star } from 'lucide-react';
import type { ProductRating } from '@chitra/contract/catalogue';
import type { RatingBody, RatingResponse } from '@chitra/contract/ratings';
import { selectIsSignedIn } from '../../lib/state';
import type { FromState } from '../../lib/sign-in-redirect';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { api } from '../../lib/api';
import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { useFormat } from '../../lib/format';
import { useMessages } from '../../i18n/i18n';
import { failureMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import './ratings-section.css';

const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT product/rating; the product is fetched again for its new average and reviews. */
    rateProduct: build.mutation<RatingResponse, RatingBody>({
      query: (body) => ({ url: 'product/rating', method: 'PUT', body }),
      invalidatesTags: (_result, error, { prodId }) => (error ? [] : [{ type: 'Product', id: prodId }, 'Rating']),
    }),
  }),
});

const { useRateProductMutation } = ratingsApi;

/**
 * The API's limit (contract/src/ratings.ts). Copied, not imported: that module
 * builds zod schemas, which would ship zod to the browser. A test checks it.
 */
export const RATING_COMMENT_MAX = 1000;

const STARS = [1, 2, 3, 4, 5] as const;

/** Numbers the format helpers do not shape, made once per language: the average always with one decimal ('4.0'), the counter ungrouped ('0/1000'). */
const numbers = new Map<Locale, { average: Intl.NumberFormat; plain: Intl.NumberFormat }>();
function numbersIn(locale: Locale) {
  let made = numbers.get(locale);
  if (made === undefined) {
    made = {
      average: new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      plain: new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false }),
    };
    numbers.set(locale, made);
  }
  return made;
}

/** Five stars, filled to `value` (halves round down to keep it honest), hidden from screen readers. */
function StarRow({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="star-row" aria-hidden="true">
      {STARS.map((star) => (
        <Star key={star} size={size} className={star <= Math.floor(value + 0.25) ? 'star-row__on' : 'star-row__off'} fill="currentColor" />
      ))}
    </span>
  );
}

/** docs/spec.md §2 Product detail: the average in stars and words, and how many rated it. */
export function RatingSummary({ totalrating, ratingsCount }: { totalrating: number; ratingsCount: number }) {
  const t = useMessages('product');
  const { locale } = useFormat();
  if (ratingsCount === 0) return null;
  return (
    <p className="rating-summary">
      <StarRow value={totalrating} />
      <span>{t('average', { rating: numbersIn(locale).average.format(totalrating), count: ratingsCount })}</span>
    </p>
  );
}

function RatingForm({ productId }: { productId: string }) {
  const [star, setStar] = useState(0);
  const [comment, setComment] = useState('');
  const [showError, setShowError] = useState(false);
  const [rate, { isLoading }] = useRateProductMutation();
  // A second click can land before the disabled state renders.
  const sending = useRef(false);
  const id = useId();
  const t = useMessages('product');
  const words = useMessages('catalogue');
  const { locale } = useFormat();
  const { plain } = numbersIn(locale);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (star === 0) {
      setShowError(true);
      const first = event.currentTarget.elements.namedItem('star');
      if (first instanceof RadioNodeList) (first[0] as HTMLInputElement | undefined)?.focus();
      return;
    }
    sending.current = true;
    const trimmed = comment.trim();
    const result = await rate({ prodId: productId, star, ...(trimmed === '' ? {} : { comment: trimmed }) });
    sending.current = false;
    if ('error' in result) {
      showToast('error', failureMessage(result.error, words('somethingWentWrong')));
      return;
    }
    // The server's message is always the spec's 'Rating Added Successfully': said in the page's language.
    showToast('success', t('ratingAdded'));
    setStar(0);
    setComment('');
    setShowError(false);
  };

  const errorId = `${id}-star-error`;
  const counterId = `${id}-counter`;
  return (
    <form className="rating-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="rating-form__stars" aria-describedby={showError && star === 0 ? errorId : undefined}>
        <legend className="rating-form__label">{t('yourRating')}</legend>
        <div className="rating-form__choices">
          {STARS.map((value) => (
            <label key={value} className="rating-form__star" data-on={value <= star || undefined}>
              <input type="radio" name="star" value={value} className="visually-hidden" checked={star === value} onChange={() => setStar(value)} />
              <Star aria-hidden="true" size={28} fill="currentColor" />
              <span className="visually-hidden">{t('stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {showError && star === 0 && (
          <p className="rating-form__error" id={errorId}>
            {t('starRequired')}
          </p>
        )}
      </fieldset>
      <div className="rating-form__field">
        <label className="rating-form__label" htmlFor={`${id}-comment`}>
          {t('comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          className="rating-form__comment"
          rows={4}
          maxLength={RATING_COMMENT_MAX}
          value={comment}
          aria-describedby={counterId}
          onChange={(event) => setComment(event.target.value)}
        />
        <p className="rating-form__counter" id={counterId}>
          {`${plain.format(comment.length)}/${plain.format(RATING_COMMENT_MAX)}`}
        </p>
      </div>
      <button type="submit" className="button rating-form__submit" disabled={isLoading} aria-busy={isLoading || undefined}>
        {isLoading && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
        {t('submitRating')}
      </button>
    </form>
  );
}

function Review({ rating }: { rating: ProductRating }) {
  const t = useMessages('product');
  const format = useFormat();
  return (
    <li className="review">
      <p className="review__head">
        <StarRow value={rating.star} size={14} />
        <span className="visually-hidden">{`${t('stars', { count: rating.star })}, `}</span>
        <span className="review__name">{rating.name}</span>
        {rating.verified && (
          <span className="review__verified">
            <BadgeCheck aria-hidden="true" size={14} />
            {t('verifiedPurchase')}
          </span>
        )}
      </p>
      <p className="review__date">
        <time dateTime={rating.createdAt}>{format.date(rating.createdAt)}</time>
      </p>
      {/* Plain text: React escapes it, so markup in a comment stays words. */}
      {rating.comment !== null && rating.comment !== '' && <p className="review__comment">{rating.comment}</p>}
    </li>
  );
}

type RatingsSectionProps = {
  productId: string;
  totalrating: number;
  ratingsCount: number;
  /** Newest first, as the server sends them. */
  ratings: ProductRating[];
};

/** The product page's ratings: the average, the form for a signed-in customer, and the reviews. */
export function RatingsSection({ productId, totalrating, ratingsCount, ratings }: RatingsSectionProps) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  const headingId = useId();
  const t = useMessages('product');
  const from: FromState = { from: { pathname, search } };
  return (
    <section className="ratings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ratings-section__heading">
        {t('ratingsHeading')}
      </h2>
      <RatingSummary totalrating={totalrating} ratingsCount={ratingsCount} />
      {isSignedIn ? (
        <RatingForm productId={productId} />
      ) : (
        <p className="ratings-section__sign-in">
          <Link to={paths.login()} state={from}>
            {t('signInToRate')}
          </Link>
        </p>
      )}
      {ratings.length === 0 ? (
        <p className="ratings-section__empty">{t('noReviews')}</p>
      ) : (
        <ul className="reviews" aria-label={t('reviews')}>
          {ratings.map((rating, index) => (
            <Review key={`${rating.createdAt}-${index}`} rating={rating} />
          ))}
        </ul>
      )}
    </section>
  );
}
