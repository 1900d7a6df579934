import { adminPaths } from '../admin-paths';
import { useId, useState } from 'react';
import { Link } from '../../../lib/link';
import { Star } from 'lucide-react';
import type { AdminRating } from '@chitra/contract/admin-ratings';
import { ADMIN_REASON_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../../lib/paths';
import { useAdminPageTitle } from '../admin-context';
import { ADMIN_MESSAGES, tooLong } from '../admin-words';
import { useGetAdminRatingsQuery, useSetRatingVisibilityMutation } from './ratings-api';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ReasonForm } from '../../../components/reason-form';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { formatDateTime } from '../format';
import { useListParams, withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './ratings.css';

const TITLE = 'Reviews';
const INTRO = 'Customers’ ratings and reviews, newest first. A hidden review leaves the shop and its photograph’s average; the reason stays here.';
const LOADING = 'Loading reviews…';
const STAR_COUNT = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REVIEW_WORDS = {
  visibility: 'Visibility',
  all: 'All reviews',
  shown: 'Shown',
  hidden: 'Hidden',
  stars: (star: number) => `${star} of ${STAR_COUNT} stars`,
  verified: 'Verified purchase',
  noComment: 'No written review.',
  onlyThis: 'Only this photograph’s reviews',
  filteredBy: (title: string) => `Reviews of ${title}`,
  thisPhotograph: 'one photograph',
  allPhotographs: 'All photographs',
  hiddenBecause: 'Hidden because: ',
  hiddenOn: 'Hidden on',
  hide: 'Hide',
  reason: 'Reason for hiding',
  reasonHint: 'Kept for the shop; the customer is not told.',
  hideReview: 'Hide review',
  cancel: 'Cancel',
  show: 'Show again',
  posted: 'Posted',
  viewInShop: 'View in the shop',
  by: (name: string) => `by ${name}`,
} as const;

const VISIBILITY_OPTIONS = [
  { value: '', label: REVIEW_WORDS.all },
  { value: 'false', label: REVIEW_WORDS.shown },
  { value: 'true', label: REVIEW_WORDS.hidden },
];

function Stars({ star }: { star: number }) {
  return (
    <span className="admin-stars" role="img" aria-label={REVIEW_WORDS.stars(star)}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Star key={i} aria-hidden="true" size={16} data-filled={i < star ? '' : undefined} />
      ))}
    </span>
  );
}

/** The reason, checked as RatingVisibilityBody checks it (contract/src/admin-ratings.ts), then the request to hide the review. */
function HideReviewForm({ rating, onDone }: { rating: AdminRating; onDone: () => void }) {
  const [setVisibility, { isLoading }] = useSetRatingVisibilityMutation();
  return (
    <ReasonForm
      label={REVIEW_WORDS.reason}
      hint={REVIEW_WORDS.reasonHint}
      name="reason"
      rows={3}
      maxLength={ADMIN_REASON_MAX}
      requiredMessage={ADMIN_MESSAGES.hideReasonRequired}
      tooLongMessage={tooLong(ADMIN_REASON_MAX)}
      submitLabel={REVIEW_WORDS.hideReview}
      cancelLabel={REVIEW_WORDS.cancel}
      submitClassName="button button--small admin-button--danger"
      busy={isLoading}
      onSubmit={async (reason) => toastOutcome(await setVisibility({ id: rating._id, body: { hidden: true, reason } }))}
      onDone={onDone}
    />
  );
}

function ReviewCard({ rating, onlyThis }: { rating: AdminRating; onlyThis: string | undefined }) {
  const headingId = useId();
  const [hiding, setHiding] = useState(false);
  const [setVisibility, { isLoading }] = useSetRatingVisibilityMutation();

  const show = async () => {
    const result = await setVisibility({ id: rating._id, body: { hidden: false } });
    toastOutcome(result);
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId} data-hidden={rating.hidden ? '' : undefined}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {rating.product.title}
        </h2>
        <Badge tone={rating.hidden ? 'danger' : 'success'}>{rating.hidden ? REVIEW_WORDS.hidden : REVIEW_WORDS.shown}</Badge>
      </header>
      <p className="admin-card__meta">
        <Stars star={rating.star} />
        {` ${REVIEW_WORDS.by(rating.customer.name)} · `}
        <time dateTime={rating.createdAt}>{formatDateTime(rating.createdAt)}</time>
        {rating.verifiedPurchase && (
          <>
            {' · '}
            <Badge tone="neutral">{REVIEW_WORDS.verified}</Badge>
          </>
        )}
      </p>
      {rating.comment ? <blockquote className="admin-quote">{rating.comment}</blockquote> : <p className="admin-note">{REVIEW_WORDS.noComment}</p>}
      {rating.hidden && (
        <p className="admin-note">
          <strong>{REVIEW_WORDS.hiddenBecause}</strong>
          {rating.hiddenReason}
          {rating.hiddenAt && (
            <>
              {` · ${REVIEW_WORDS.hiddenOn} `}
              <time dateTime={rating.hiddenAt}>{formatDateTime(rating.hiddenAt)}</time>
            </>
          )}
        </p>
      )}
      <p className="admin-card__links">
        <Link to={paths.product(rating.product._id)}>{REVIEW_WORDS.viewInShop}</Link>
        {onlyThis === undefined && <Link to={withQuery(adminPaths.adminReviews(), { productId: rating.product._id })}>{REVIEW_WORDS.onlyThis}</Link>}
      </p>
      {hiding ? (
        <HideReviewForm rating={rating} onDone={() => setHiding(false)} />
      ) : (
        <div className="admin-actions">
          {rating.hidden ? (
            <BusyButton className="button button--small" pending={isLoading} onClick={() => void show()}>
              {REVIEW_WORDS.show}
            </BusyButton>
          ) : (
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setHiding(true)}>
              {REVIEW_WORDS.hide}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Every review, shown or hidden, of every photograph or one, with the way to hide one (with a reason) or show it again. */
export function ReviewsPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['hidden', 'productId']);
  const hidden = values.hidden === 'true' || values.hidden === 'false' ? values.hidden : undefined;
  const productId = UUID.test(values.productId) ? values.productId : undefined;
  const result = useGetAdminRatingsQuery({ page, ...(hidden ? { hidden } : {}), ...(productId ? { productId } : {}) }, { refetchOnMountOrArgChange: true });
  const productTitle = result.currentData?.data[0]?.product.title ?? REVIEW_WORDS.thisPhotograph;

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={REVIEW_WORDS.visibility} value={hidden ?? ''} options={VISIBILITY_OPTIONS} onChange={(value) => setFilter('hidden', value)} />
        {productId && (
          <p className="admin-filter-chip">
            <span>{REVIEW_WORDS.filteredBy(productTitle)}</span>
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setFilter('productId', '')}>
              {REVIEW_WORDS.allPhotographs}
            </button>
          </p>
        )}
      </div>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={MESSAGES.noData} onPage={setPage}>
        {(ratings) => (
          <div className="admin-cards">
            {ratings.map((rating) => (
              <ReviewCard key={rating._id} rating={rating} onlyThis={productId} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
