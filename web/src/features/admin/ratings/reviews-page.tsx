import { adminPaths } from '../admin-paths';
import { useId, useState } from 'react';
import { Link } from '../../../lib/link';
import { Star } from 'lucide-react';
import type { AdminRating } from '@chitra/contract/admin-ratings';
import { ADMIN_REASON_MAX } from '@chitra/contract/admin-rules';
import { paths } from '../../../lib/paths';
import { useAdminPageTitle } from '../admin-context';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { useGetAdminRatingsQuery, useSetRatingVisibilityMutation } from './ratings-api';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ReasonForm } from '../../../components/reason-form';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { useAdminFormat } from '../format';
import { useListParams, withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './ratings.css';

const STAR_COUNT = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Stars({ star }: { star: number }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  return (
    <span className="admin-stars" role="img" aria-label={t('reviewStars', { star: digits(star), total: digits(STAR_COUNT) })}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Star key={i} aria-hidden="true" size={16} data-filled={i < star ? '' : undefined} />
      ))}
    </span>
  );
}

/** The reason, checked as RatingVisibilityBody checks it (contract/src/admin-ratings.ts), then the request to hide the review. */
function HideReviewForm({ rating, onDone }: { rating: AdminRating; onDone: () => void }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const [setVisibility, { isLoading }] = useSetRatingVisibilityMutation();
  return (
    <ReasonForm
      label={t('reviewReason')}
      hint={t('reviewReasonHint')}
      name="reason"
      rows={3}
      maxLength={ADMIN_REASON_MAX}
      requiredMessage={t('reviewReasonRequired')}
      tooLongMessage={t('tooLong', { max: digits(ADMIN_REASON_MAX) })}
      submitLabel={t('reviewHide')}
      cancelLabel={t('cancel')}
      submitClassName="button button--small admin-button--danger"
      busy={isLoading}
      onSubmit={async (reason) =>
        toastOutcome(await setVisibility({ id: rating._id, body: { hidden: true, reason } }), { done: t('doneReviewHidden'), failed: t('saveFailed') })
      }
      onDone={onDone}
    />
  );
}

function ReviewCard({ rating, onlyThis }: { rating: AdminRating; onlyThis: string | undefined }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const headingId = useId();
  const [hiding, setHiding] = useState(false);
  const [setVisibility, { isLoading }] = useSetRatingVisibilityMutation();

  const show = async () => {
    const result = await setVisibility({ id: rating._id, body: { hidden: false } });
    toastOutcome(result, { done: t('doneReviewShown'), failed: t('saveFailed') });
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId} data-hidden={rating.hidden ? '' : undefined}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {rating.product.title}
        </h2>
        <Badge tone={rating.hidden ? 'danger' : 'success'}>{rating.hidden ? t('hidden') : t('reviewShown')}</Badge>
      </header>
      <p className="admin-card__meta">
        <Stars star={rating.star} />
        {` ${t('reviewBy', { name: rating.customer.name })} · `}
        <time dateTime={rating.createdAt}>{format.dateTime(rating.createdAt)}</time>
        {rating.verifiedPurchase && (
          <>
            {' · '}
            <Badge tone="neutral">{t('reviewVerified')}</Badge>
          </>
        )}
      </p>
      {rating.comment ? <blockquote className="admin-quote">{rating.comment}</blockquote> : <p className="admin-note">{t('reviewNoComment')}</p>}
      {rating.hidden && (
        <p className="admin-note">
          <strong>{t('reviewHiddenBecause')}</strong>
          {rating.hiddenReason}
          {rating.hiddenAt && (
            <>
              {` · ${t('reviewHiddenOn')} `}
              <time dateTime={rating.hiddenAt}>{format.dateTime(rating.hiddenAt)}</time>
            </>
          )}
        </p>
      )}
      <p className="admin-card__links">
        <Link to={paths.product(rating.product._id)}>{t('reviewViewInShop')}</Link>
        {onlyThis === undefined && <Link to={withQuery(adminPaths.adminReviews(), { productId: rating.product._id })}>{t('reviewOnlyThis')}</Link>}
      </p>
      {hiding ? (
        <HideReviewForm rating={rating} onDone={() => setHiding(false)} />
      ) : (
        <div className="admin-actions">
          {rating.hidden ? (
            <BusyButton className="button button--small" pending={isLoading} onClick={() => void show()}>
              {t('reviewShowAgain')}
            </BusyButton>
          ) : (
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setHiding(true)}>
              {t('hide')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** Every review, shown or hidden, of every photograph or one, with the way to hide one (with a reason) or show it again. */
export function ReviewsPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('reviewsTitle'));
  const { page, values, setFilter, setPage } = useListParams(['hidden', 'productId']);
  const hidden = values.hidden === 'true' || values.hidden === 'false' ? values.hidden : undefined;
  const productId = UUID.test(values.productId) ? values.productId : undefined;
  const result = useGetAdminRatingsQuery({ page, ...(hidden ? { hidden } : {}), ...(productId ? { productId } : {}) }, { refetchOnMountOrArgChange: true });
  const visibilityOptions = [
    { value: '', label: t('reviewsAll') },
    { value: 'false', label: t('reviewShown') },
    { value: 'true', label: t('hidden') },
  ];
  const productTitle = result.currentData?.data[0]?.product.title ?? t('reviewThisPhotograph');

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('reviewsTitle')}</h1>
        <p className="admin-page__intro">{t('reviewsIntro')}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={t('visibility')} value={hidden ?? ''} options={visibilityOptions} onChange={(value) => setFilter('hidden', value)} />
        {productId && (
          <p className="admin-filter-chip">
            <span>{t('reviewsOf', { title: productTitle })}</span>
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setFilter('productId', '')}>
              {t('reviewAllPhotographs')}
            </button>
          </p>
        )}
      </div>
      <ListFrame result={result} loadingLabel={t('reviewsLoading')} emptyText={t('noData')} onPage={setPage}>
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
