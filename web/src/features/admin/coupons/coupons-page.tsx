import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminCoupon, AdminCouponUse } from '@chitra/contract/admin-coupons';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { LoadFailedState } from '../../../lib/page-state';
import { useAdminPageTitle } from '../admin-context';
import { useGetAdminCouponsQuery, useGetCouponUsesQuery, useSetCouponDisabledMutation } from './coupons-api';
import { StackedTable } from '../../../components/stacked-table';
import { Badge, type BadgeTone } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ListFrame } from '../components/list-frame';
import { appliedSearch, SearchForm } from '../components/search-form';
import { ListSkeleton } from '../components/list-states';
import { Pager } from '../../../components/pager';
import { Facts } from '../components/panel-section';
import { CouponForm } from './coupon-form';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { type AdminFormat, useAdminFormat } from '../format';
import { useListParams } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './coupons.css';

type CouponState = 'active' | 'withdrawn' | 'scheduled' | 'ended' | 'usedUp';
const STATE_TONES: Record<CouponState, BadgeTone> = { active: 'success', withdrawn: 'danger', scheduled: 'info', ended: 'neutral', usedUp: 'neutral' };
const STATE_KEYS = {
  active: 'couponActive',
  withdrawn: 'couponWithdrawn',
  scheduled: 'couponScheduled',
  ended: 'couponEnded',
  usedUp: 'couponUsedUp',
} as const satisfies Record<CouponState, string>;
const USE_STATE_KEYS = { held: 'couponUseHeld', used: 'couponUseUsed', released: 'couponUseReleased' } as const satisfies Record<
  AdminCouponUse['state'],
  string
>;

function stateOf(coupon: AdminCoupon, now: number): CouponState {
  if (coupon.disabled) return 'withdrawn';
  if (coupon.endsAt !== null && Date.parse(coupon.endsAt) <= now) return 'ended';
  if (coupon.startsAt !== null && Date.parse(coupon.startsAt) > now) return 'scheduled';
  if (coupon.maxUses !== null && coupon.uses.used + coupon.uses.held >= coupon.maxUses) return 'usedUp';
  return 'active';
}

function validity(coupon: AdminCoupon, t: Translate<'adminCatalogue'>, format: AdminFormat): string {
  const from = coupon.startsAt ? format.dateTime(coupon.startsAt) : undefined;
  const to = coupon.endsAt ? format.dateTime(coupon.endsAt) : undefined;
  if (from && to) return t('couponBetween', { from, to });
  if (from) return t('couponFrom', { at: from });
  if (to) return t('couponUntil', { at: to });
  return t('couponAlways');
}

function limits(coupon: AdminCoupon, t: Translate<'adminCatalogue'>, digits: (value: number) => string): string {
  const parts = [
    coupon.maxUses !== null ? t('couponInAll', { n: digits(coupon.maxUses) }) : '',
    coupon.maxUsesPerCustomer !== null ? t('couponPerCustomer', { n: digits(coupon.maxUsesPerCustomer) }) : '',
  ];
  return parts.filter(Boolean).join(' · ') || t('couponNoLimit');
}

function whenOf(use: AdminCouponUse, format: AdminFormat): string {
  return format.dateTime(use.usedAt ?? use.releasedAt ?? use.createdAt);
}

function CouponUses({ coupon }: { coupon: AdminCoupon }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const [page, setPage] = useState(1);
  const result = useGetCouponUsesQuery({ id: coupon._id, page }, { refetchOnMountOrArgChange: true });
  const answer = result.currentData;
  if (answer === undefined) {
    return result.isError ? (
      <LoadFailedState error={result.error} onRetry={() => void result.refetch()} />
    ) : (
      <ListSkeleton rows={2} label={t('couponLoadingUses')} />
    );
  }
  if (answer.total === 0) return <p className="admin-note">{t('couponNoUses')}</p>;
  return (
    <>
      <StackedTable
        caption={t('couponUsesCaption', { code: coupon.code })}
        columns={[t('columnOrder'), t('columnCustomer'), t('discount'), t('columnState'), t('columnWhen')]}
      >
        {answer.data.map((use) => (
          <tr key={use.paymentId} role="row">
            <th role="rowheader" scope="row" className="admin-table__key">
              {use.orderID ?? t('couponOpenPayment')}
            </th>
            <td role="cell" data-label={t('columnCustomer')}>
              <span className="admin-table__stack">
                <span className="admin-table__strong">{use.customer.name}</span>
                <span className="admin-table__muted">{use.customer.email}</span>
              </span>
            </td>
            <td role="cell" data-label={t('discount')} className="stacked-table__number">
              {format.rupees(use.discount)}
            </td>
            <td role="cell" data-label={t('columnState')}>
              {t(USE_STATE_KEYS[use.state])}
            </td>
            <td role="cell" data-label={t('columnWhen')}>
              {whenOf(use, format)}
            </td>
          </tr>
        ))}
      </StackedTable>
      <Pager page={answer.page} limit={answer.limit} total={answer.total} onPage={setPage} />
    </>
  );
}

/** `now`: when the list was read, which the coupon's state (scheduled, ended) is told against. */
function CouponCard({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const digits = digitsIn(useLocale());
  const headingId = useId();
  const usesId = useId();
  const [editing, setEditing] = useState(false);
  const [showingUses, setShowingUses] = useState(false);
  const [setDisabled, { isLoading }] = useSetCouponDisabledMutation();
  const state = stateOf(coupon, now);
  const percentOff = (cap: number | null) =>
    cap === null
      ? t('couponPercentOff', { value: digits(coupon.value) })
      : t('couponPercentOffCapped', { value: digits(coupon.value), cap: format.rupees(cap) });
  const discount = coupon.kind === 'percent' ? percentOff(coupon.maxDiscount) : t('couponFixedOff', { amount: format.rupees(coupon.value) });

  const toggleDisabled = async () => {
    const disabling = !coupon.disabled;
    const result = await setDisabled({ id: coupon._id, disabled: disabling });
    toastOutcome(result, { done: t(disabling ? 'doneCouponDisabled' : 'doneCouponEnabled'), failed: t('saveFailed') });
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title admin-card__title--code">
          {coupon.code}
        </h2>
        <Badge tone={STATE_TONES[state]}>{t(STATE_KEYS[state])}</Badge>
      </header>
      {editing ? (
        <>
          <h3 className="admin-section__subtitle">{t('changeTitle', { name: coupon.code })}</h3>
          <CouponForm coupon={coupon} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <Facts
            items={[
              [t('discount'), discount],
              [t('couponSmallestOrder'), coupon.minOrder > 0 ? format.rupees(coupon.minOrder) : t('any')],
              [t('couponValid'), validity(coupon, t, format)],
              [t('couponLimits'), limits(coupon, t, digits)],
              [t('couponUses'), t('couponUsesCount', { used: digits(coupon.uses.used), held: digits(coupon.uses.held) })],
            ]}
          />
          <div className="admin-actions">
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
            <BusyButton
              className={coupon.disabled ? 'button button--small' : 'button button--small admin-button--caution'}
              pending={isLoading}
              onClick={() => void toggleDisabled()}
            >
              {coupon.disabled ? t('couponEnable') : t('couponWithdraw')}
            </BusyButton>
            <button
              type="button"
              className="button button--small admin-button--quiet"
              aria-expanded={showingUses}
              aria-controls={usesId}
              onClick={() => setShowingUses((shown) => !shown)}
            >
              {showingUses ? t('couponHideUses') : t('couponShowUses')}
            </button>
          </div>
        </>
      )}
      <div id={usesId} hidden={!showingUses}>
        {showingUses && <CouponUses coupon={coupon} />}
      </div>
    </article>
  );
}

/** The shop's coupons: new ones, changes to their rules, withdrawing them, and who used them. */
export function CouponsPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('couponsTitle'));
  const newId = useId();
  const { page, values, setFilter, setPage } = useListParams(['search']);
  const search = appliedSearch(values.search, CUSTOMER_SEARCH_MAX);
  const [creating, setCreating] = useState(false);
  const result = useGetAdminCouponsQuery({ page, ...(search ? { search } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{t('couponsTitle')}</h1>
          <p className="admin-page__intro">{t('couponsIntro')}</p>
        </div>
        {!creating && (
          <button type="button" className="button button--small" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" size={18} />
            {t('couponsCreate')}
          </button>
        )}
      </header>
      {creating && (
        <section className="panel admin-panel" aria-labelledby={newId}>
          <h2 id={newId} className="panel__title">
            {t('couponsCreate')}
          </h2>
          <CouponForm onDone={() => setCreating(false)} />
        </section>
      )}
      <SearchForm
        label={t('couponsSearch')}
        maxLength={CUSTOMER_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={t('search')}
        clearLabel={t('clear')}
      />
      <ListFrame result={result} loadingLabel={t('couponsLoading')} emptyText={search ? t('couponsNoMatch', { words: search }) : t('noData')} onPage={setPage}>
        {(coupons) => (
          <div className="admin-cards">
            {coupons.map((coupon) => (
              <CouponCard key={coupon._id} coupon={coupon} now={result.fulfilledTimeStamp ?? 0} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
