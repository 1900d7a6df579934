import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  name: string;
  /** Shown under the field, tied to it with aria-describedby, and marks it invalid. */
  error?: string | undefined;
  /** A quiet line of help under the label. */
  hint?: ReactNode;
  /** A control inside the field's right edge (the password toggle). */
  action?: ReactNode;
};

/** A labelled input with its message beneath: every form of the shop is made of these. */
export function TextField({ label, name, error, hint, action, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className={action ? 'field__control field__control--with-action' : 'field__control'}>
          <input name={name} className="field__input" {...control} {...input} />
          {action}
        </div>
      )}
    </FieldFrame>
  );
}
