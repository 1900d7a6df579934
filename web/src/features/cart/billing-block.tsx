import { useCallback, useId, useState } from 'react';
import type { SavedBilling } from '@chitra/contract/accounts';
import type { Billing } from '@chitra/contract/gst';
import { BILLING_FIELDS, billingBody, billingValues, validateBilling, addressNeededFor, type BillingValues } from '../../lib/billing';
import { BillingFields } from '../../lib/forms/billing-fields';
import { useMessages } from '../../i18n/i18n';

const FIELD_PREFIX = 'billing-';

export type BillingForm = {
  values: BillingValues;
  errors: Partial<Record<keyof BillingValues, string>>;
  setValue: (field: keyof BillingValues, value: string) => void;
  touch: (field: keyof BillingValues) => void;
  /** The problem announced by the last Buy Now that the form stopped, if any. */
  announced: string | null;
  /** Counts the stopped Buy Nows: each one announces its problem afresh. */
  attempt: number;
  askAddress: boolean;
  /**
   * Buy Now's check: the billing to send, or undefined when a field is wrong,
   * its message announced and the first such field focused.
   */
  prepare: () => Billing | undefined;
};

/** The cart's billing form, filled from what the profile remembers (the cart's `billing`). */
export function useBillingForm(saved: SavedBilling | null, payableRupees: number): BillingForm {
  const [values, setValues] = useState(() => billingValues(saved));
  const [touched, setTouched] = useState<Partial<Record<keyof BillingValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [announced, setAnnounced] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const all = validateBilling(values, { payableRupees });
  const errors: BillingForm['errors'] = {};
  for (const field of BILLING_FIELDS) if (all[field] !== undefined && (submitted || touched[field])) errors[field] = all[field];

  const setValue = useCallback((field: keyof BillingValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setAnnounced(null);
  }, []);

  const touch = useCallback((field: keyof BillingValues) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })), []);

  const prepare = () => {
    setSubmitted(true);
    const problems = validateBilling(values, { payableRupees });
    const first = BILLING_FIELDS.find((field) => problems[field] !== undefined);
    if (first === undefined) {
      setAnnounced(null);
      return billingBody(values);
    }
    setAnnounced(problems[first] ?? null);
    setAttempt((n) => n + 1);
    // The fields' names are the page's own (namePrefix): the first wrong one takes the focus.
    document.querySelector<HTMLElement>(`[name="${FIELD_PREFIX}${first}"]`)?.focus();
    return undefined;
  };

  return { values, errors, setValue, touch, announced, attempt, askAddress: addressNeededFor(payableRupees), prepare };
}

/**
 * Who the tax invoice is made out to (issue 27, decision 054), before Buy
 * Now: the state (required, all 36 with their GST codes), and for a
 * business its GSTIN, name and address, checked with the server's own rules
 * and words. A Buy Now the form stops announces the first problem.
 */
export function BillingBlock({ form }: { form: BillingForm }) {
  const headingId = useId();
  const t = useMessages('cart');
  return (
    <section className="cart-billing" aria-labelledby={headingId}>
      <h3 id={headingId} className="cart-billing__title">
        {t('billing')}
      </h3>
      <p className="cart-billing__note">{t('billingNote')}</p>
      <BillingFields
        className="cart-billing__fields"
        namePrefix={FIELD_PREFIX}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        onBlur={form.touch}
        askAddress={form.askAddress}
      />
      {form.announced !== null && (
        <p key={form.attempt} className="visually-hidden" role="alert">
          {form.announced}
        </p>
      )}
    </section>
  );
}
