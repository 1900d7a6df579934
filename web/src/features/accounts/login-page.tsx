import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { CircleAlert } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { useLocale, useMessages } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { resumeSignInIntent } from '../../lib/resume-sign-in-intent';
import { loginUser } from './auth-thunks';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { readNavState, returnTrip, type AccountsNavState } from './nav-state';
import { localeAtSignIn, openInLocale } from './sign-in-locale';
import { useForm } from '../../lib/forms/use-form';
import { validateLogin } from './validation';
import './accounts.css';

/**
 * docs/spec.md §2 and §4: e-mail and password. A verified customer is signed in and
 * sent home, or back to the signed-in page that sent them here, in their
 * account's language (issue 29: sign-in-locale.ts); an address not verified
 * yet gets no session and goes to the OTP page with its e-mail.
 */
export function LoginPage() {
  const t = useMessages('accounts');
  usePageTitle(t('login'));
  const pageLocale = useLocale();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const navState = readNavState(useLocation().state);
  const form = useForm({ email: navState.email ?? '', password: '' }, (values) => validateLogin(values, t));
  const [held, setHeld] = useState<string | null>(null);

  const send = async ({ email, password }: typeof form.values) => {
    setHeld(null);
    const action = await dispatch(loginUser({ email: email.trim(), password }));
    if (loginUser.rejected.match(action)) {
      const failure = action.payload;
      form.showServerErrors(failure?.errors ?? {});
      toast.error(failure?.message ?? t('loginFailed'));
      // A refusal to let them try now says how long to wait or what to do instead (the slowdown
      // points at Forgot Password): too much to read in a toast's five seconds, so it stays here too.
      if (failure?.status === 429 && failure.fromServer) setHeld(failure.message);
      return;
    }
    const { data, message } = action.payload;
    if (!data.isOtpVerify) {
      toast.info(message);
      const state: AccountsNavState = { email: data.email, ...returnTrip(navState) };
      await navigate(paths.otp(), { state });
      return;
    }
    const from = navState.from;
    const destination = from ? `${from.pathname}${from.search}` : paths.home();
    // The account's language, or the one chosen in this visit (decision 062, "At sign-in").
    const locale = localeAtSignIn(data.locale, pageLocale);
    if (locale !== pageLocale) {
      // Another language is a whole page load, as the switcher's is: what they were doing is finished first,
      // so the add is not cut off by it.
      if (navState.intent) await dispatch(resumeSignInIntent(navState.intent)).catch(() => undefined);
      openInLocale(locale, destination);
      return;
    }
    toast.success(t('userLoggedIn'));
    // Sent here by "Add to Cart" or a wishlist heart: that add is done now, its toasts on the page returned to.
    if (navState.intent) void dispatch(resumeSignInIntent(navState.intent));
    // The sign-in guard already heads home once the user is in the state;
    // this second navigation, later, wins and returns to where they were.
    await navigate(destination, { replace: true });
  };

  return (
    <>
      <h1>{t('login')}</h1>
      <p className="account-intro">{t('loginIntro')}</p>
      <form className="account-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
        <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} maxLength={254} {...form.field('email')} />
        <PasswordField label={t('password')} autoComplete="current-password" maxLength={128} {...form.field('password')} />
        <div className="account-row">
          <Link className="account-inline-link" to={paths.forgotPassword()}>
            {t('forgotPassword')}
          </Link>
        </div>
        {/* Not a live region: the toast already said it aloud. */}
        {held !== null && (
          <p className="account-notice account-notice--error">
            <CircleAlert aria-hidden="true" size={18} />
            <span>{held}</span>
          </p>
        )}
        <SubmitButton pending={form.pending}>{t('login')}</SubmitButton>
      </form>
      <p className="account-links">
        {t('newToShop')} <Link to={paths.signup()}>{t('signUp')}</Link>
      </p>
    </>
  );
}
