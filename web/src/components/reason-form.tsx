import { hasControlCharacters } from '@chitra/contract/text';
import { useMessages } from '../i18n/i18n';
import type { ApiFailure } from '../lib/api-error';
import { TextAreaField } from '../lib/forms/text-area-field';
import { useForm } from '../lib/forms/use-form';
import { BusyButton } from './busy-button';
import './reason-form.css';

type ReasonFormProps = {
  /** The text's label and its line of help. */
  label: string;
  hint: string;
  /** The request's field the text is sent as: the server's message for it shows under the text. */
  name: string;
  rows?: number;
  /** The most characters the API takes. */
  maxLength: number;
  /** What an empty text is told, and one longer than maxLength. */
  requiredMessage: string;
  tooLongMessage: string;
  submitLabel: string;
  cancelLabel: string;
  /** The send button's classes (default the small primary button; a page may make it a warning). */
  submitClassName?: string;
  /** More classes for the form. */
  className?: string;
  /** The request is out (the page's own mutation state): both buttons wait. */
  busy?: boolean;
  /** Sends the trimmed text: resolves with why it failed, or undefined when it is done. */
  onSubmit: (text: string) => Promise<ApiFailure | undefined>;
  /** After a send that worked, and on Cancel. */
  onDone: () => void;
};

/**
 * One text and its reason to be sent, checked before it is (required, at
 * most maxLength, no control characters; line breaks allowed), then Send and
 * Cancel: the admin area's reply to an enquiry and reason for hiding a review.
 * The text field takes the focus when the form opens.
 */
export function ReasonForm({
  label,
  hint,
  name,
  rows,
  maxLength,
  requiredMessage,
  tooLongMessage,
  submitLabel,
  cancelLabel,
  submitClassName = 'button button--small',
  className,
  busy = false,
  onSubmit,
  onDone,
}: ReasonFormProps) {
  const t = useMessages('common');
  const form = useForm<Record<string, string>>({ [name]: '' }, (values) => {
    const text = (values[name] ?? '').trim();
    if (text === '') return { [name]: requiredMessage };
    if (text.length > maxLength) return { [name]: tooLongMessage };
    if (hasControlCharacters(text, { multiline: true })) return { [name]: t('controlCharacters') };
    return {};
  });
  const field = form.field(name);
  const waiting = form.pending || busy;
  return (
    <form
      className={className === undefined ? 'reason-form' : `reason-form ${className}`}
      noValidate
      onSubmit={(event) =>
        void form.submit(event, async (values) => {
          const failure = await onSubmit((values[name] ?? '').trim());
          if (failure) {
            form.showServerErrors(failure.errors);
            return;
          }
          onDone();
        })
      }
    >
      <TextAreaField
        label={label}
        hint={hint}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={field.value ?? ''}
        error={field.error}
        onChange={(value) => form.setValue(name, value)}
        onBlur={field.onBlur}
        autoFocus
      />
      <div className="reason-form__actions">
        <BusyButton type="submit" className={submitClassName} pending={waiting}>
          {submitLabel}
        </BusyButton>
        <button type="button" className="button button--small button--quiet" disabled={waiting} onClick={onDone}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
