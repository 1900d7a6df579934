import { BILLING_ADDRESS_MAX, BUSINESS_NAME_MAX, GST_STATES, gstStateName } from '@chitra/contract/gst-rules';
import type { BillingValues } from '../billing';
import type { FieldErrors } from './use-form';
import { FieldFrame } from './field-frame';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const BILLING_LABELS = {
  state: 'State',
  gstin: 'GSTIN (for a business invoice)',
  businessName: 'Business name',
  address: 'Billing address',
} as const;

const CHOOSE_STATE = 'Choose a state';
const GSTIN_HINT = 'Leave empty for a personal purchase.';
const ADDRESS_HINT = 'Printed on the invoice.';

/** 'Maharashtra (27)': the state with its GST code, as a GSTIN begins. */
const stateOption = (code: string): string => `${gstStateName(code) ?? code} (${code})`;

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
export function BillingFields({
  values,
  errors,
  onChange,
  onBlur,
  stateLabel = BILLING_LABELS.state,
  readOnly = false,
  askAddress = false,
  namePrefix = '',
  className,
}: Props) {
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
      <FieldFrame label={stateLabel} error={errors.state}>
        {(control) => (
          <div className="field__control">
            {readOnly ? (
              <input className="field__input" name={name('state')} readOnly value={values.state === '' ? '' : stateOption(values.state)} {...control} />
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
                  {CHOOSE_STATE}
                </option>
                {GST_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {stateOption(state.code)}
                  </option>
                ))}
              </select>
            )}
          </div>
        )}
      </FieldFrame>
      <TextField
        label={BILLING_LABELS.gstin}
        hint={readOnly ? undefined : GSTIN_HINT}
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
          label={BILLING_LABELS.businessName}
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
          label={BILLING_LABELS.address}
          hint={readOnly ? undefined : ADDRESS_HINT}
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
