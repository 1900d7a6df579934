import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { CircleAlert } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@chitra/contract/constants';
import { useAppDispatch } from '../../app/hooks';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { resetPassword } from './auth-thunks';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { useForm } from '../../lib/forms/use-form';
import { validateResetPassword } from './validation';
import './accounts.css';

/**
 * docs/spec.md §2: the page the mailed link opens: one new password and Ok. A link
 * that has expired or was used says so, with the way to a fresh one.
 */
export function ResetPasswordPage() {
  const t = useMessages('accounts');
  usePageTitle(t('resetPassword'));
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm({ password: '' }, (values) => validateResetPassword(values, t));
  const [problem, setProblem] = useState<string | null>(null);

  const send = async ({ password }: typeof form.values) => {
    setProblem(null);
    const action = await dispatch(resetPassword({ token, password }));
    if (resetPassword.rejected.match(action)) {
      toast.error(t('somethingWentWrongBang'));
      const failure = action.payload;
      const onField = form.showServerErrors(failure?.errors ?? {});
      if (failure?.fromServer && !onField) setProblem(failure.message);
      return;
    }
    toast.success(t('passwordChanged'));
    await navigate(paths.login(), { replace: true });
  };

  return (
    <div className="account-page">
      <section className="account-card" aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">{t('resetPassword')}</h1>
        <p className="account-intro">{t('resetIntro')}</p>
        <form className="account-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
          <PasswordField
            label={t('newPassword')}
            autoComplete="new-password"
            maxLength={128}
            hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
            {...form.field('password')}
          />
          <div className="account-status" role="alert">
            {problem !== null && (
              <div className="account-notice account-notice--error">
                <CircleAlert aria-hidden="true" size={18} />
                <div>
                  <p>{problem}</p>
                  <p>
                    <Link to={paths.forgotPassword()}>{t('askNewLink')}</Link>
                  </p>
                </div>
              </div>
            )}
          </div>
          <SubmitButton pending={form.pending}>{t('ok')}</SubmitButton>
        </form>
      </section>
    </div>
  );
}
