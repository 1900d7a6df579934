import { useState } from 'react';
import type { AdminCoupon, CreateCouponBody, UpdateCouponBody } from '@chitra/contract/admin-coupons';
import { couponProblems, type CouponRules } from '@chitra/contract/admin-rules';
import { COUPON_CODE_MAX } from '@chitra/contract/constants';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { ADMIN_MESSAGES, COUPON_CODE_MESSAGES, COUPON_CODE_PATTERN } from '../admin-words';
import { useCreateCouponMutation, useUpdateCouponMutation } from './coupons-api';
import { BusyButton } from '../../../components/busy-button';
import { toastOutcome } from '../toast-outcome';

export const COUPON_FORM_WORDS = {
  code: 'Code',
  codeHint: 'Letters, digits, - and _. Buyers type it in the cart; it cannot be changed later.',
  kind: 'Discount',
  fixed: 'A fixed amount (₹)',
  percent: 'A percent',
  valueFixed: 'Amount off (₹)',
  valuePercent: 'Percent off',
  valuePercentHint: 'A whole percent from 1 to 100.',
  maxDiscount: 'Most it takes off (₹)',
  empty: {
    maxDiscount: 'Leave empty for no cap.',
    minOrder: 'Leave empty for any order.',
    startsAt: 'India time (IST). Leave empty to start at once.',
    endsAt: 'India time (IST). Leave empty for no end.',
    uses: 'Leave empty for no limit.',
  },
  minOrder: 'Smallest order (₹)',
  startsAt: 'Starts',
  endsAt: 'Ends',
  maxUses: 'Uses in all',
  maxUsesPerCustomer: 'Uses per customer',
  create: 'Create coupon',
  save: 'Save changes',
  cancel: 'Cancel',
} as const;
const W = COUPON_FORM_WORDS;

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

function codeProblem(code: string): string | undefined {
  const text = code.trim();
  if (text === '') return COUPON_CODE_MESSAGES.required;
  if (text.length > COUPON_CODE_MAX) return COUPON_CODE_MESSAGES.tooLong;
  if (!COUPON_CODE_PATTERN.test(text)) return COUPON_CODE_MESSAGES.characters;
  return undefined;
}

/**
 * The checks the API makes (CreateCouponBody, or UpdateCouponBody on the
 * coupon as it will be), with the same words: `couponProblems` of
 * admin-rules.ts is shared with the server. A new coupon, or a changed end,
 * must lie ahead.
 */
function couponFormProblems(values: CouponValues, original: CouponValues | undefined, now: Date): FieldErrors<CouponValues> {
  const endChanged = original === undefined || !sameMoment(istToIso(original.endsAt), istToIso(values.endsAt));
  const problems: FieldErrors<CouponValues> = { ...couponProblems(rulesOf(values), endChanged ? now : undefined) };
  if (original === undefined) {
    const code = codeProblem(values.code);
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
  const original = coupon ? valuesOf(coupon) : undefined;
  const [create, creating] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<CouponValues>(original ?? BLANK, (values) => couponFormProblems(values, original, new Date()));
  const pending = form.pending || creating.isLoading || updating.isLoading;
  const percent = form.values.kind === 'percent';

  const send = async (values: CouponValues) => {
    setProblem(undefined);
    let result;
    if (coupon && original) {
      const change = changedRules(original, values);
      if (Object.keys(change).length === 0) {
        setProblem(ADMIN_MESSAGES.nothingToChange);
        return;
      }
      result = await update({ id: coupon._id, body: change });
    } else {
      const body: CreateCouponBody = { code: values.code.trim(), ...rulesOf(values) };
      result = await create(body);
    }
    const failure = toastOutcome(result);
    if (failure) {
      // A taken code is a 409 without field messages: it is the code's problem all the same.
      const shown = form.showServerErrors(failure.message === ADMIN_MESSAGES.couponCodeTaken ? { code: failure.message } : failure.errors);
      if (!shown) setProblem(failure.message);
      return;
    }
    onDone();
  };

  return (
    <form className="admin-form admin-coupon-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      {!coupon && (
        <TextField
          label={W.code}
          hint={W.codeHint}
          maxLength={COUPON_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field('code')}
        />
      )}
      <fieldset className="admin-choices">
        <legend className="field__label">{W.kind}</legend>
        {(['percent', 'fixed'] as const).map((kind) => (
          <label key={kind} className="admin-choice">
            <input type="radio" name="kind" value={kind} checked={form.values.kind === kind} onChange={() => form.setValue('kind', kind)} />
            <span>{kind === 'percent' ? W.percent : W.fixed}</span>
          </label>
        ))}
      </fieldset>
      <div className="admin-form__grid">
        <TextField
          label={percent ? W.valuePercent : W.valueFixed}
          hint={percent ? W.valuePercentHint : undefined}
          inputMode={percent ? 'numeric' : 'decimal'}
          autoComplete="off"
          {...form.field('value')}
        />
        {percent && <TextField label={W.maxDiscount} hint={W.empty.maxDiscount} inputMode="decimal" autoComplete="off" {...form.field('maxDiscount')} />}
        <TextField label={W.minOrder} hint={W.empty.minOrder} inputMode="decimal" autoComplete="off" {...form.field('minOrder')} />
        <TextField label={W.startsAt} hint={W.empty.startsAt} type="datetime-local" {...form.field('startsAt')} />
        <TextField label={W.endsAt} hint={W.empty.endsAt} type="datetime-local" {...form.field('endsAt')} />
        <TextField label={W.maxUses} hint={W.empty.uses} inputMode="numeric" autoComplete="off" {...form.field('maxUses')} />
        <TextField label={W.maxUsesPerCustomer} hint={W.empty.uses} inputMode="numeric" autoComplete="off" {...form.field('maxUsesPerCustomer')} />
      </div>
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {coupon ? W.save : W.create}
        </BusyButton>
        <button type="button" className="button button--small admin-button--quiet" disabled={pending} onClick={onDone}>
          {W.cancel}
        </button>
      </div>
    </form>
  );
}
