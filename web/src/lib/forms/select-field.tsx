import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

/** A choice: its value, shown as it is, or a value sent with a label shown in the page's language ('Gujarat' shown as 'गुजरात'). */
type SelectOption = string | { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select…'): the field is unanswered until one of `options` is picked. */
  placeholder?: string;
  /** Shown under the field, tied to it with aria-describedby, and marks it invalid. */
  error?: string | undefined;
};

/** A labelled select with its message beneath: the TextField of a fixed list of choices. */
export function SelectField({ label, name, options, placeholder, error, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className="field__control">
          <select name={name} className="field__input" {...control} {...select}>
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => {
              const { value, label: shown } = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={value} value={value}>
                  {shown}
                </option>
              );
            })}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
