import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminCoupon, AdminCouponUse } from '@chitra/contract/admin-coupons';
import { CUSTOMER_SEARCH_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
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
import { formatDateTime, formatRupees } from '../format';
import { useListParams } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './coupons.css';

const TITLE = 'Coupons';
const INTRO = 'Discounts buyers enter in the cart: a fixed amount or a percent, with an optional cap, smallest order, dates and limits.';
const LOADING = 'Loading coupons…';
export const COUPON_WORDS = {
  create: 'New coupon',
  newTitle: 'New coupon',
  editTitle: (code: string) => `Change ${code}`,
  search: 'Search by code',
  find: 'Search',
  clear: 'Clear',
  noMatch: (words: string) => `No coupon code contains “${words}”.`,
  discount: 'Discount',
  percentOff: (value: number, cap: number | null) => (cap === null ? `${value}% off` : `${value}% off, at most ${formatRupees(cap)}`),
  fixedOff: (value: number) => `${formatRupees(value)} off`,
  minOrder: 'Smallest order',
  anyOrder: 'Any',
  valid: 'Valid',
  always: 'Always',
  from: (at: string) => `From ${at}`,
  until: (at: string) => `Until ${at}`,
  between: (from: string, to: string) => `${from} to ${to}`,
  limits: 'Limits',
  noLimit: 'None',
  inAll: (n: number) => `${n} in all`,
  perCustomer: (n: number) => `${n} per customer`,
  uses: 'Uses',
  usesCount: (used: number, held: number) => `${used} used · ${held} held by open payments`,
  state: { active: 'Active', withdrawn: 'Withdrawn', scheduled: 'Scheduled', ended: 'Ended', usedUp: 'Used up' },
  edit: 'Edit',
  withdraw: 'Withdraw',
  enable: 'Enable again',
  showUses: 'Who used it',
  hideUses: 'Hide uses',
  usesCaption: (code: string) => `Payments that held or used ${code}`,
  loadingUses: 'Loading uses…',
  noUses: 'Nobody has used this coupon yet.',
  useColumns: { order: 'Order', customer: 'Customer', discount: 'Discount', state: 'State', when: 'When' },
  useStates: { held: 'Held', used: 'Used', released: 'Released' },
  openPayment: 'Payment open',
} as const;
const W = COUPON_WORDS;

type CouponState = keyof typeof W.state;
const STATE_TONES: Record<CouponState, BadgeTone> = { active: 'success', withdrawn: 'danger', scheduled: 'info', ended: 'neutral', usedUp: 'neutral' };

function stateOf(coupon: AdminCoupon, now: number): CouponState {
  if (coupon.disabled) return 'withdrawn';
  if (coupon.endsAt !== null && Date.parse(coupon.endsAt) <= now) return 'ended';
  if (coupon.startsAt !== null && Date.parse(coupon.startsAt) > now) return 'scheduled';
  if (coupon.maxUses !== null && coupon.uses.used + coupon.uses.held >= coupon.maxUses) return 'usedUp';
  return 'active';
}

function validity(coupon: AdminCoupon): string {
  const from = coupon.startsAt ? formatDateTime(coupon.startsAt) : undefined;
  const to = coupon.endsAt ? formatDateTime(coupon.endsAt) : undefined;
  if (from && to) return W.between(from, to);
  if (from) return W.from(from);
  if (to) return W.until(to);
  return W.always;
}

function limits(coupon: AdminCoupon): string {
  const parts = [coupon.maxUses !== null ? W.inAll(coupon.maxUses) : '', coupon.maxUsesPerCustomer !== null ? W.perCustomer(coupon.maxUsesPerCustomer) : ''];
  return parts.filter(Boolean).join(' · ') || W.noLimit;
}

function whenOf(use: AdminCouponUse): string {
  return formatDateTime(use.usedAt ?? use.releasedAt ?? use.createdAt);
}

function CouponUses({ coupon }: { coupon: AdminCoupon }) {
  const [page, setPage] = useState(1);
  const result = useGetCouponUsesQuery({ id: coupon._id, page }, { refetchOnMountOrArgChange: true });
  const answer = result.currentData;
  if (answer === undefined) {
    return result.isError ? <LoadFailedState error={result.error} onRetry={() => void result.refetch()} /> : <ListSkeleton rows={2} label={W.loadingUses} />;
  }
  if (answer.total === 0) return <p className="admin-note">{W.noUses}</p>;
  return (
    <>
      <StackedTable caption={W.usesCaption(coupon.code)} columns={Object.values(W.useColumns)}>
        {answer.data.map((use) => (
          <tr key={use.paymentId} role="row">
            <th role="rowheader" scope="row" className="admin-table__key">
              {use.orderID ?? W.openPayment}
            </th>
            <td role="cell" data-label={W.useColumns.customer}>
              <span className="admin-table__stack">
                <span className="admin-table__strong">{use.customer.name}</span>
                <span className="admin-table__muted">{use.customer.email}</span>
              </span>
            </td>
            <td role="cell" data-label={W.useColumns.discount} className="stacked-table__number">
              {formatRupees(use.discount)}
            </td>
            <td role="cell" data-label={W.useColumns.state}>
              {W.useStates[use.state]}
            </td>
            <td role="cell" data-label={W.useColumns.when}>
              {whenOf(use)}
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
  const headingId = useId();
  const usesId = useId();
  const [editing, setEditing] = useState(false);
  const [showingUses, setShowingUses] = useState(false);
  const [setDisabled, { isLoading }] = useSetCouponDisabledMutation();
  const state = stateOf(coupon, now);

  const toggleDisabled = async () => {
    const result = await setDisabled({ id: coupon._id, disabled: !coupon.disabled });
    toastOutcome(result);
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title admin-card__title--code">
          {coupon.code}
        </h2>
        <Badge tone={STATE_TONES[state]}>{W.state[state]}</Badge>
      </header>
      {editing ? (
        <>
          <h3 className="admin-section__subtitle">{W.editTitle(coupon.code)}</h3>
          <CouponForm coupon={coupon} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          <Facts
            items={[
              [W.discount, coupon.kind === 'percent' ? W.percentOff(coupon.value, coupon.maxDiscount) : W.fixedOff(coupon.value)],
              [W.minOrder, coupon.minOrder > 0 ? formatRupees(coupon.minOrder) : W.anyOrder],
              [W.valid, validity(coupon)],
              [W.limits, limits(coupon)],
              [W.uses, W.usesCount(coupon.uses.used, coupon.uses.held)],
            ]}
          />
          <div className="admin-actions">
            <button type="button" className="button button--small admin-button--quiet" onClick={() => setEditing(true)}>
              {W.edit}
            </button>
            <BusyButton
              className={coupon.disabled ? 'button button--small' : 'button button--small admin-button--caution'}
              pending={isLoading}
              onClick={() => void toggleDisabled()}
            >
              {coupon.disabled ? W.enable : W.withdraw}
            </BusyButton>
            <button
              type="button"
              className="button button--small admin-button--quiet"
              aria-expanded={showingUses}
              aria-controls={usesId}
              onClick={() => setShowingUses((shown) => !shown)}
            >
              {showingUses ? W.hideUses : W.showUses}
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
  useAdminPageTitle(TITLE);
  const newId = useId();
  const { page, values, setFilter, setPage } = useListParams(['search']);
  const search = appliedSearch(values.search, CUSTOMER_SEARCH_MAX);
  const [creating, setCreating] = useState(false);
  const result = useGetAdminCouponsQuery({ page, ...(search ? { search } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--split">
        <div className="admin-page__header">
          <h1 className="admin-page__title">{TITLE}</h1>
          <p className="admin-page__intro">{INTRO}</p>
        </div>
        {!creating && (
          <button type="button" className="button button--small" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" size={18} />
            {W.create}
          </button>
        )}
      </header>
      {creating && (
        <section className="panel admin-panel" aria-labelledby={newId}>
          <h2 id={newId} className="panel__title">
            {W.newTitle}
          </h2>
          <CouponForm onDone={() => setCreating(false)} />
        </section>
      )}
      <SearchForm
        label={W.search}
        maxLength={CUSTOMER_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={W.find}
        clearLabel={W.clear}
      />
      <ListFrame result={result} loadingLabel={LOADING} emptyText={search ? W.noMatch(search) : MESSAGES.noData} onPage={setPage}>
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
