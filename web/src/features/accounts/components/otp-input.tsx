import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@chitra/contract/constants';
import { useMessages } from '../../../i18n/i18n';
import { useFormat } from '../../../lib/format';

type OtpInputProps = {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** While the code is being checked: readable, not editable, still focusable. */
  readOnly?: boolean;
};

/** The form control name of box `index` (0-based), for focusing it from the form. */
export const otpBoxName = (index: number) => `otp-${index + 1}`;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** A whole code: exactly OTP_LENGTH digits (docs/spec.md §5). */
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * docs/spec.md §2's four single-digit boxes. Each holds one digit; typing one moves
 * on, Backspace in an empty box goes back, and a pasted or autofilled code
 * spreads across the boxes. The first box offers the browser's one-time-code
 * autofill (the code arrives by e-mail, but phones offer it from either).
 */
export function OtpInput({ digits, onChange, readOnly }: OtpInputProps) {
  const t = useMessages('accounts');
  const format = useFormat();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text`'s digits into the boxes from `start` on and moves past them. */
  const fill = (start: number, text: string) => {
    if (readOnly) return;
    const incoming = onlyDigits(text).slice(0, OTP_LENGTH - start);
    if (incoming === '') return;
    const next = [...digits];
    for (let i = 0; i < incoming.length; i += 1) next[start + i] = incoming[i] ?? '';
    onChange(next);
    focusBox(start + incoming.length);
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    const typed = onlyDigits(raw);
    if (typed === '') return; // a letter: the box keeps what it had
    const current = digits[index] ?? '';
    if (current !== '' && typed.length === 2) {
      // Typed into a full box whose text was not selected: keep the new digit.
      fill(index, typed[0] === current ? typed.slice(1) : typed.slice(0, 1));
      return;
    }
    fill(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !readOnly && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box, whichever box had the cursor.
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className="otp-input">
      {digits.map((digit, index) => (
        <input
          // The boxes never move or change in number, so the index is a stable key.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otpDigit', { digit: format.number(index + 1), count: format.number(OTP_LENGTH) })}
          name={otpBoxName(index)}
          value={digit}
          readOnly={readOnly}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
