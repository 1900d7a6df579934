import type { ChangeEvent, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> & {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

/** TextField (text-field.tsx) for several lines: a label, the box, its message beneath. */
export function TextAreaField({ label, error, hint, className, onChange, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="field__control">
          <textarea
            className="field__input field__textarea"
            rows={rows}
            {...control}
            {...textarea}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
