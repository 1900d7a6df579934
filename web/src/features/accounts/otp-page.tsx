import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@chitra/contract/constants';
import { useAppDispatch } from '../../app/hooks';
import { useMessages } from '../../i18n/i18n';
import { successWords, wordsOfReason } from '../../lib/api-error';
import { useFormat } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { resendOtp, verifyOtp } from './auth-thunks';
import { emptyOtp, OtpInput, otpBoxName, OTP_PATTERN } from './components/otp-input';
import { RichText } from '../../i18n/rich-text';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { readNavState, returnTrip, type AccountsNavState } from './nav-state';
import { formatCountdown, useCountdown } from './use-countdown';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useForm } from '../../lib/forms/use-form';
import { validateForgotPassword } from './validation';
import './accounts.css';

const noChecks = () => ({});

/**
 * docs/spec.md §2 and §4: the code mailed at sign-up (or at a login before the
 * address was verified). The address comes with the navigation; opened
 * without one (a closed tab, a new device) the page asks for it. A new code
 * can be asked for when the 90-second countdown ends.
 */
export function OtpPage() {
  const t = useMessages('accounts');
  const format = useFormat();
  usePageTitle(t('verifyOtp'));
  const dispatch = useAppDispatch();
  const navigateSoon = useDelayedNavigate();
  const [searchParams] = useSearchParams();
  const navState = readNavState(useLocation().state);
  const knownEmail = navState.email ?? searchParams.get('email')?.trim() ?? '';
  // Decided once: the field must not vanish while someone types into it.
  const [askEmail] = useState(knownEmail === '');
  const form = useForm({ email: knownEmail }, askEmail ? (values) => validateForgotPassword(values, t) : noChecks);
  const [digits, setDigits] = useState(emptyOtp);
  const [verified, setVerified] = useState(false);
  const [resending, setResending] = useState(false);
  const resendingRef = useRef(false);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const formRef = useRef<HTMLFormElement>(null);

  const focusBox = (index: number) => {
    const box = formRef.current?.elements.namedItem(otpBoxName(index));
    if (box instanceof HTMLInputElement) box.focus();
  };

  const send = async ({ email }: typeof form.values) => {
    const otp = digits.join('');
    if (!OTP_PATTERN.test(otp)) {
      toast.error(t('otpInvalid'));
      focusBox(
        Math.max(
          0,
          digits.findIndex((digit) => digit === ''),
        ),
      );
      return;
    }
    const action = await dispatch(verifyOtp({ email: email.trim(), otp }));
    if (verifyOtp.rejected.match(action)) {
      toast.error(action.payload?.message ?? t('verificationFailed'));
      setDigits(emptyOtp());
      focusBox(0);
      return;
    }
    toast.success(successWords(action.payload.message, wordsOfReason('account.otpVerified')));
    setVerified(true);
    const state: AccountsNavState = { email: email.trim(), ...returnTrip(navState) };
    navigateSoon(paths.login(), { state });
  };

  const resend = async () => {
    if (resendingRef.current) return;
    const email = form.values.email.trim();
    if (askEmail && validateForgotPassword(form.values).email !== undefined) {
      // Let the form say what is wrong with the address.
      formRef.current?.requestSubmit();
      return;
    }
    resendingRef.current = true;
    setResending(true);
    const action = await dispatch(resendOtp({ email }));
    resendingRef.current = false;
    setResending(false);
    if (resendOtp.rejected.match(action)) {
      toast.error(action.payload?.message ?? t('otpResendFailed'));
      // A 429 says how long the server wants us to wait: count that down instead.
      if (action.payload?.retryAfter) countdown.restart(action.payload.retryAfter);
      return;
    }
    toast.success(successWords(action.payload.message, wordsOfReason('account.otpSent') ?? t('otpResent')));
    setDigits(emptyOtp());
    countdown.restart(OTP_RESEND_SECONDS);
    focusBox(0);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (verified) {
      event.preventDefault();
      return;
    }
    void form.submit(event, send);
  };

  return (
    <>
      <h1>{t('verifyOtp')}</h1>
      <p className="account-intro">
        {askEmail ? (
          t('otpIntroAsk', { length: format.number(OTP_LENGTH) })
        ) : (
          <RichText text={t('otpIntroKnown', { length: format.number(OTP_LENGTH) })} parts={{ email: () => <strong>{knownEmail}</strong> }} />
        )}
      </p>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        {askEmail && (
          <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} maxLength={254} {...form.field('email')} />
        )}
        <fieldset className="otp-fieldset">
          <legend>{t('verificationCode')}</legend>
          <OtpInput digits={digits} onChange={setDigits} readOnly={form.pending || verified} />
        </fieldset>
        {countdown.secondsLeft > 0 ? (
          <p className="otp-resend" role="timer" aria-atomic="true">
            <RichText text={t('resendOtpIn')} parts={{ time: () => <time>{formatCountdown(countdown.secondsLeft, format.locale)}</time> }} />
          </p>
        ) : (
          <p className="otp-resend">
            {t('didNotGetIt')}{' '}
            <button type="button" className="link-button" disabled={resending || verified} onClick={() => void resend()}>
              {t('resendOtp')}
            </button>
          </p>
        )}
        <SubmitButton pending={form.pending || verified}>{t('submit')}</SubmitButton>
      </form>
      <p className="account-links">
        {t('alreadyVerified')} <Link to={paths.login()}>{t('login')}</Link>
      </p>
    </>
  );
}
