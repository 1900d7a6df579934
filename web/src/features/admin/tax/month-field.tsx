import { FieldFrame } from '../../../lib/forms/field-frame';

/**
 * A month picker that sets a list's month at once (its value lives in the
 * address). Emptied, it goes back to this month (the page's default).
 */
export function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <FieldFrame label={label} className="admin-filter">
      {(control) => (
        <div className="field__control">
          <input className="field__input" type="month" min="2000-01" {...control} value={value} onChange={(event) => onChange(event.target.value)} />
        </div>
      )}
    </FieldFrame>
  );
}
