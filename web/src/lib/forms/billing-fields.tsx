import { BILLING_ADDRESS_MAX, BUSINESS_NAME_MAX, GST_STATES } from '@chitra/contract/gst-rules';
import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { useLocale, useMessages } from '../../i18n/i18n';
import { stateName, type BillingValues } from '../billing';
import type { FieldErrors } from './use-form';
import { FieldFrame } from './field-frame';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

/** A collator per language: the states' list in the order its readers look for a name. */
const collators = new Map<Locale, Intl.Collator>();
const collatorOf = (locale: Locale): Intl.Collator => {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(LOCALE_TAGS[locale]);
    collators.set(locale, collator);
  }
  return collator;
};

/**
 * The states as the page's language names and orders them, each 'Maharashtra (27)':
 * its name with its GST code, as a GSTIN begins (the code in Latin digits, as a GSTIN is written).
 */
function useStateOptions(): { label: (code: string) => string; codes: readonly string[] } {
  const t = useMessages('common');
  const collator = collatorOf(useLocale());
  const label = (code: string) => `${stateName(t, code)} (${code})`;
  const codes = GST_STATES.map((state) => state.code).sort((a, b) => collator.compare(stateName(t, a), stateName(t, b)));
  return { label, codes };
}

type Props = {
  values: BillingValues;
  errors: FieldErrors<BillingValues>;
  onChange: (field: keyof BillingValues, value: string) => void;
  onBlur?: (field: keyof BillingValues) => void;
  /** The state's label ('State', or the profile's 'State (for GST invoices)'). */
  stateLabel?: string;
  /** Shown as they are, not editable (the profile before its pencil is pressed). */
  readOnly?: boolean;
  /** The address is asked for without a GSTIN too (an invoice above ₹50,000). */
  askAddress?: boolean;
  /** Names the fields of one form apart from another's on the same page. */
  namePrefix?: string;
  className?: string;
};

/**
 * The state (all 36 states and union territories with their GST codes), the
 * optional GSTIN and, once one is typed, the business name and address a
 * B2B invoice carries. Each field's message beneath it (FieldFrame).
 */
export function BillingFields({ values, errors, onChange, onBlur, stateLabel, readOnly = false, askAddress = false, namePrefix = '', className }: Props) {
  const t = useMessages('common');
  const states = useStateOptions();
  const business = values.gstin.trim() !== '';
  const name = (field: keyof BillingValues) => `${namePrefix}${field}`;
  const common = (field: keyof BillingValues) => ({
    name: name(field),
    error: errors[field],
    readOnly,
    onBlur: onBlur ? () => onBlur(field) : undefined,
  });
  return (
    <div className={className}>
      <FieldFrame label={stateLabel ?? t('stateLabel')} error={errors.state}>
        {(control) => (
          <div className="field__control">
            {readOnly ? (
              <input className="field__input" name={name('state')} readOnly value={values.state === '' ? '' : states.label(values.state)} {...control} />
            ) : (
              <select
                className="field__input"
                name={name('state')}
                required
                autoComplete="address-level1"
                value={values.state}
                onChange={(event) => onChange('state', event.target.value)}
                onBlur={onBlur ? () => onBlur('state') : undefined}
                {...control}
              >
                <option value="" disabled>
                  {t('chooseState')}
                </option>
                {states.codes.map((code) => (
                  <option key={code} value={code}>
                    {states.label(code)}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
      </FieldFrame>
      <TextField
        label={t('gstinLabel')}
        hint={readOnly ? undefined : t('gstinHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={values.gstin}
        onChange={(event) => onChange('gstin', event.target.value)}
        {...common('gstin')}
      />
      {business && (
        <TextField
          label={t('businessNameLabel')}
          autoComplete="organization"
          maxLength={BUSINESS_NAME_MAX}
          required
          value={values.businessName}
          onChange={(event) => onChange('businessName', event.target.value)}
          {...common('businessName')}
        />
      )}
      {(business || askAddress || (readOnly && values.address !== '')) && (
        <TextAreaField
          label={t('addressLabel')}
          hint={readOnly ? undefined : t('addressHint')}
          autoComplete="street-address"
          maxLength={BILLING_ADDRESS_MAX}
          rows={3}
          required
          value={values.address}
          onChange={(value) => onChange('address', value)}
          {...common('address')}
        />
      )}
    </div>
  );
}
