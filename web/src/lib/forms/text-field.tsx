import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import './forms.css';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className={action ? 'field__control field__control--with-action' : 'field__control'}>
        <input
          id={id}
          name={name}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          <CircleAlert aria-hidden="true" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
