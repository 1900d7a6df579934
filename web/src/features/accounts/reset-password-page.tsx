import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { CircleAlert } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { resetPassword } from './auth-thunks';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { useForm } from '../../lib/forms/use-form';
import { validateResetPassword } from './validation';
import './accounts.css';

const TITLE = 'Reset Password';

/**
 * docs/spec.md §2: the page the mailed link opens: one new password and Ok. A link
 * that has expired or was used says so, with the way to a fresh one.
 */
export function ResetPasswordPage() {
  usePageTitle(TITLE);
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm({ password: '' }, validateResetPassword);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async ({ password }: typeof form.values) => {
    setProblem(null);
    const action = await dispatch(resetPassword({ token, password }));
    if (resetPassword.rejected.match(action)) {
      toast.error(MESSAGES.somethingWentWrongBang);
      const failure = action.payload;
      const onField = form.showServerErrors(failure?.errors ?? {});
      if (failure?.fromServer && !onField) setProblem(failure.message);
      return;
    }
    toast.success(MESSAGES.passwordChanged);
    await navigate(paths.login(), { replace: true });
  };

  return (
    <div className="account-page">
      <section className="account-card" aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">{TITLE}</h1>
        <p className="account-intro">Choose a new password for your account. You will log in with it next.</p>
        <form className="account-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            maxLength={128}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...form.field('password')}
          />
          <div className="account-status" role="alert">
            {problem !== null && (
              <div className="account-notice account-notice--error">
                <CircleAlert aria-hidden="true" size={18} />
                <div>
                  <p>{problem}</p>
                  <p>
                    <Link to={paths.forgotPassword()}>Ask for a new link</Link>
                  </p>
                </div>
              </div>
            )}
          </div>
          <SubmitButton pending={form.pending}>{MESSAGES.ok}</SubmitButton>
        </form>
      </section>
    </div>
  );
}
