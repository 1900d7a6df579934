import { FieldFrame } from '../../../lib/forms/field-frame';

export type FilterOption = { value: string; label: string };

/** A labelled select that filters a list at once (its value lives in the address). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame label={label} className="admin-filter">
      {(control) => (
        <div className="field__control">
          <select className="field__input" {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
