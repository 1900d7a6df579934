import { useState } from 'react';
import { Link } from '../../lib/link';
import { toast } from 'react-toastify';
import { MailCheck } from 'lucide-react';
import { useAppDispatch } from '../../app/hooks';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { forgotPassword } from './auth-thunks';
import { FormProblem } from './components/form-problem';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { useForm } from '../../lib/forms/use-form';
import { validateForgotPassword } from './validation';
import './accounts.css';

type Outcome = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * docs/spec.md §2: one e-mail field. The server answers the same whether or not the
 * address has an account (decision 007), and so does this page.
 */
export function ForgotPasswordPage() {
  const t = useMessages('accounts');
  usePageTitle(t('forgotPassword'));
  const dispatch = useAppDispatch();
  const form = useForm({ email: '' }, (values) => validateForgotPassword(values, t));
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async ({ email }: typeof form.values) => {
    setOutcome(null);
    const action = await dispatch(forgotPassword({ email: email.trim() }));
    if (forgotPassword.rejected.match(action)) {
      toast.error(t('somethingWentWrongBang'));
      const failure = action.payload;
      const onField = form.showServerErrors(failure?.errors ?? {});
      // A refusal the fields cannot show (too many requests, say) is still worth reading.
      if (failure?.fromServer && !onField) setOutcome({ kind: 'failed', text: failure.message });
      return;
    }
    toast.success(t('forgotPasswordSent'));
    setOutcome({ kind: 'sent', text: action.payload.message });
  };

  return (
    <>
      <h1>{t('forgotPassword')}</h1>
      <p className="account-intro">{t('forgotIntro')}</p>
      <form className="account-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
        <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} maxLength={254} {...form.field('email')} />
        <div className="account-status" role="status">
          {outcome?.kind === 'sent' && (
            <p className="account-notice account-notice--success">
              <MailCheck aria-hidden="true" size={18} />
              <span>{outcome.text}</span>
            </p>
          )}
        </div>
        <FormProblem problem={outcome?.kind === 'failed' ? outcome.text : null} />
        <SubmitButton pending={form.pending}>{t('sendResetLink')}</SubmitButton>
      </form>
      <p className="account-links">
        {t('rememberedIt')} <Link to={paths.login()}>{t('login')}</Link>
      </p>
    </>
  );
}
