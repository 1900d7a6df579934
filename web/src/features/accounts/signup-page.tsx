import { useState } from 'react';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { MailCheck } from 'lucide-react';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@chitra/contract/constants';
import { useAppDispatch } from '../../app/hooks';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { registerUser } from './auth-thunks';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import type { AccountsNavState } from './nav-state';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useForm } from '../../lib/forms/use-form';
import { normaliseMobile, validateSignup } from './validation';
import './accounts.css';

/**
 * docs/spec.md §2 and §4: full name, e-mail, mobile number and password. The server
 * mails a 4-digit code; two seconds after the success toast the customer is
 * on the OTP page with the address filled in.
 */
export function SignupPage() {
  const t = useMessages('accounts');
  const format = useFormat();
  usePageTitle(t('signUp'));
  const dispatch = useAppDispatch();
  const navigateSoon = useDelayedNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useForm({ name: '', email: '', mobileNo: '', password: '' }, (values) => validateSignup(values, t));

  const send = async ({ name, email, mobileNo, password }: typeof form.values) => {
    const action = await dispatch(registerUser({ name: name.trim(), email: email.trim(), mobileNo: normaliseMobile(mobileNo), password }));
    if (registerUser.rejected.match(action)) {
      form.showServerErrors(action.payload?.errors ?? {});
      toast.error(action.payload?.message ?? t('somethingWentWrongBang'));
      return;
    }
    toast.success(t('userRegistered'));
    const address = action.payload.data.email;
    setRegisteredEmail(address);
    const state: AccountsNavState = { email: address };
    navigateSoon(paths.otp(), { state });
  };

  const done = registeredEmail !== null;

  return (
    <>
      <h1>{t('signUp')}</h1>
      <p className="account-intro">{t('signupIntro')}</p>
      <form className="account-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
        <TextField label={t('fullName')} autoComplete="name" maxLength={100} readOnly={done} {...form.field('name')} />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={254}
          readOnly={done}
          {...form.field('email')}
        />
        <TextField
          label={t('mobileNumber')}
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={16}
          hint={t('mobileHint')}
          readOnly={done}
          {...form.field('mobileNo')}
        />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
          readOnly={done}
          {...form.field('password')}
        />
        <div className="account-status" role="status">
          {done && (
            <p className="account-notice account-notice--success">
              <MailCheck aria-hidden="true" size={18} />
              <span>{t('codeSent', { length: format.number(OTP_LENGTH), email: registeredEmail })}</span>
            </p>
          )}
        </div>
        <SubmitButton pending={form.pending || done}>{t('signUp')}</SubmitButton>
      </form>
      <p className="account-links">
        {t('haveAccount')} <Link to={paths.login()}>{t('login')}</Link>
      </p>
    </>
  );
}
