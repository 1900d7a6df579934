import { useState } from 'react';
import { FieldFrame } from '../../../lib/forms/field-frame';
import { isMonth } from './tax-month';

/**
 * A month picker that sets a list's month at once (its value lives in the
 * address). Where the browser has no month picker (Firefox and Safari on a
 * desktop show a text box), what is typed is passed on only once it is a
 * whole month, YYYY-MM; emptied, the page goes back to this month.
 */
export function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The address moved (back, a link): show its month.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <FieldFrame label={label} className="admin-filter">
      {(control) => (
        <div className="field__control">
          <input
            className="field__input"
            type="month"
            min="2000-01"
            placeholder="2026-11"
            pattern="\d{4}-\d{2}"
            {...control}
            value={draft}
            onChange={(event) => {
              const next = event.target.value.trim();
              setDraft(event.target.value);
              if (next === '' || isMonth(next)) onChange(next);
            }}
            // Left half typed (or empty): it shows the month the page shows.
            onBlur={() => setDraft(value)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
