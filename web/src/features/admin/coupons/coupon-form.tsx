import { useState } from 'react';
import type { AdminCoupon, CreateCouponBody, UpdateCouponBody } from '@chitra/contract/admin-coupons';
import { couponProblems, type CouponRules } from '@chitra/contract/admin-rules';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { COUPON_CODE_PATTERN, digitsIn, ruleProblemsIn } from '../admin-words';
import { useCreateCouponMutation, useUpdateCouponMutation } from './coupons-api';
import { BusyButton } from '../../../components/busy-button';
import { toastOutcome } from '../toast-outcome';

export type CouponValues = {
  code: string;
  kind: string;
  value: string;
  maxDiscount: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
};

const BLANK: CouponValues = {
  code: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
};

/** The shop's time zone (India, no daylight saving): the form's dates and times are its wall clock. */
const IST_OFFSET = '+05:30';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-12-01T09:30' (a datetime-local field, read as India time) as the API's ISO 8601 with its offset. */
export function istToIso(local: string): string | null {
  const text = local.trim();
  if (text === '') return null;
  return LOCAL_MINUTE.test(text) ? `${text}:00${IST_OFFSET}` : text;
}

/** An ISO 8601 moment as a datetime-local value on India's clock. */
export function isoToIst(iso: string | null): string {
  if (iso === null) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A number as typed; empty is null; anything but digits (a sign, a decimal point) is NaN, which the rules refuse with their words. */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form's text as the rules the API takes (docs/architecture.md §3 item 12). */
function rulesOf(values: CouponValues): CouponRules {
  const kind = values.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    kind,
    value: numberOrNull(values.value) ?? Number.NaN,
    maxDiscount: kind === 'percent' ? numberOrNull(values.maxDiscount) : null,
    minOrder: numberOrNull(values.minOrder) ?? 0,
    startsAt: istToIso(values.startsAt),
    endsAt: istToIso(values.endsAt),
    maxUses: numberOrNull(values.maxUses),
    maxUsesPerCustomer: numberOrNull(values.maxUsesPerCustomer),
  };
}

/** A stored coupon as the form's text. */
function valuesOf(coupon: AdminCoupon): CouponValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    maxDiscount: text(coupon.maxDiscount),
    minOrder: coupon.minOrder === 0 ? '' : String(coupon.minOrder),
    startsAt: isoToIst(coupon.startsAt),
    endsAt: isoToIst(coupon.endsAt),
    maxUses: text(coupon.maxUses),
    maxUsesPerCustomer: text(coupon.maxUsesPerCustomer),
  };
}

const sameMoment = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/** The rules that differ between two versions of the form: what PATCH is sent. */
function changedRules(before: CouponValues, after: CouponValues): UpdateCouponBody {
  const was = rulesOf(before);
  const now = rulesOf(after);
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof CouponRules)[]) {
    const differs = key === 'startsAt' || key === 'endsAt' ? !sameMoment(was[key], now[key]) : !Object.is(was[key], now[key]);
    if (differs) change[key] = now[key];
  }
  return change as UpdateCouponBody;
}

/** CouponCode's checks (COUPON_CODE_MESSAGES are its English words). */
function codeProblem(code: string, t: Translate<'adminCatalogue'>, digits: (value: number) => string): string | undefined {
  const text = code.trim();
  if (text === '') return t('couponCodeRequired');
  if (text.length > COUPON_CODE_MAX) return t('couponCodeTooLong', { max: digits(COUPON_CODE_MAX) });
  if (!COUPON_CODE_PATTERN.test(text)) return t('couponCodeCharacters');
  return undefined;
}

/**
 * The checks the API makes (CreateCouponBody, or UpdateCouponBody on the
 * coupon as it will be), with the same words (`couponProblems` of
 * admin-rules.ts is shared with the server), in the page's language. A new
 * coupon, or a changed end, must lie ahead.
 */
function couponFormProblems(
  values: CouponValues,
  original: CouponValues | undefined,
  now: Date,
  t: Translate<'adminCatalogue'>,
  digits: (value: number) => string,
): FieldErrors<CouponValues> {
  const endChanged = original === undefined || !sameMoment(istToIso(original.endsAt), istToIso(values.endsAt));
  const problems: FieldErrors<CouponValues> = { ...ruleProblemsIn(couponProblems(rulesOf(values), endChanged ? now : undefined), t, digits) };
  if (original === undefined) {
    const code = codeProblem(values.code, t, digits);
    if (code) problems.code = code;
  }
  return problems;
}

type CouponFormProps = {
  /** The coupon to edit; absent for a new one. */
  coupon?: AdminCoupon;
  onDone: () => void;
};

/** Creates a coupon, or changes one's rules (its code stays), with every field of the contract. */
export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const original = coupon ? valuesOf(coupon) : undefined;
  const [create, creating] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<CouponValues>(original ?? BLANK, (values) => couponFormProblems(values, original, new Date(), t, digits));
  const pending = form.pending || creating.isLoading || updating.isLoading;
  const percent = form.values.kind === 'percent';

  const send = async (values: CouponValues) => {
    setProblem(undefined);
    let result;
    if (coupon && original) {
      const change = changedRules(original, values);
      if (Object.keys(change).length === 0) {
        setProblem(t('nothingToChange'));
        return;
      }
      result = await update({ id: coupon._id, body: change });
    } else {
      const body: CreateCouponBody = { code: values.code.trim(), ...rulesOf(values) };
      result = await create(body);
    }
    const failure = toastOutcome(result, { done: t(coupon ? 'doneCouponUpdated' : 'doneCouponCreated'), failed: t('saveFailed') });
    if (failure) {
      // A taken code is a 409 without field messages: it is the code's problem all the same.
      const shown = form.showServerErrors(failure.reason === 'admin.couponCodeTaken' ? { code: failure.message } : failure.errors);
      if (!shown) setProblem(failure.message);
      return;
    }
    onDone();
  };

  return (
    <form className="admin-form admin-coupon-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      {!coupon && (
        <TextField
          label={t('couponCode')}
          hint={t('couponCodeHint')}
          maxLength={COUPON_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field('code')}
        />
      )}
      <fieldset className="admin-choices">
        <legend className="field__label">{t('discount')}</legend>
        {(['percent', 'fixed'] as const).map((kind) => (
          <label key={kind} className="admin-choice">
            <input type="radio" name="kind" value={kind} checked={form.values.kind === kind} onChange={() => form.setValue('kind', kind)} />
            <span>{kind === 'percent' ? t('couponPercent') : t('couponFixed')}</span>
          </label>
        ))}
      </fieldset>
      <div className="admin-form__grid">
        <TextField
          label={percent ? t('couponValuePercent') : t('couponValueFixed')}
          hint={percent ? t('couponValuePercentHint') : undefined}
          inputMode={percent ? 'numeric' : 'decimal'}
          autoComplete="off"
          {...form.field('value')}
        />
        {percent && (
          <TextField label={t('couponMaxDiscount')} hint={t('couponMaxDiscountHint')} inputMode="decimal" autoComplete="off" {...form.field('maxDiscount')} />
        )}
        <TextField label={t('couponMinOrder')} hint={t('couponMinOrderHint')} inputMode="decimal" autoComplete="off" {...form.field('minOrder')} />
        <TextField label={t('couponStarts')} hint={t('couponStartsHint')} type="datetime-local" {...form.field('startsAt')} />
        <TextField label={t('couponEnds')} hint={t('couponEndsHint')} type="datetime-local" {...form.field('endsAt')} />
        <TextField label={t('couponMaxUses')} hint={t('couponUsesHint')} inputMode="numeric" autoComplete="off" {...form.field('maxUses')} />
        <TextField
          label={t('couponMaxUsesPerCustomer')}
          hint={t('couponUsesHint')}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('maxUsesPerCustomer')}
        />
      </div>
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {coupon ? t('saveChanges') : t('couponCreate')}
        </BusyButton>
        <button type="button" className="button button--small admin-button--quiet" disabled={pending} onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
