import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import './forms.css';

type FieldFrameProps = {
  label: string;
  /** Shown under the control, tied to it with aria-describedby, and marks it invalid. */
  error?: string | undefined;
  /** A quiet line of help under the label. */
  hint?: ReactNode;
  className?: string | undefined;
  /** The control, given its id and the attributes that tie it to the label, hint and message. */
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
};

/** A label, an optional hint, the control and its message beneath: what every field of a form is. */
export function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
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
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p className="field__error" id={errorId}>
          <CircleAlert aria-hidden="true" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
