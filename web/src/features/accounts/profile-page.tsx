import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CircleAlert, MailWarning, MonitorSmartphone, Pencil } from 'lucide-react';
import type { Profile } from '@chitra/contract/accounts';
import { OTP_LENGTH } from '@chitra/contract/constants';
import { useAppDispatch } from '../../app/hooks';
import { useMessages, type Translate } from '../../i18n/i18n';
import { failureMessage, successWords, wordsOfReason } from '../../lib/api-error';
import { useFormat } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { signOutEverywhere } from '../../lib/session';
import { useConfirmEmailMutation, useGetMeQuery, useGetSessionsQuery, useResendEmailCodeMutation } from './api';
import { updateProfile } from './auth-thunks';
import { FormProblem } from './components/form-problem';
import { emptyOtp, OtpInput, OTP_PATTERN } from './components/otp-input';
import { PasswordField } from './components/password-field';
import { RichText } from '../../i18n/rich-text';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { BillingFields } from '../../lib/forms/billing-fields';
import { useForm, type FieldErrors } from '../../lib/forms/use-form';
import { BILLING_FIELDS, billingBody, billingValues, validateBilling, type BillingValues } from '../../lib/billing';
import { changesAddress, normaliseMobile, validateProfile, type ProfileValues } from './validation';
import './accounts.css';

/** The profile's own fields, then who its tax invoices are made out to (issue 27). */
type ProfileFormValues = ProfileValues & BillingValues;

const valuesOf = ({ firstname, lastname, email, mobile, billing }: Profile): ProfileFormValues => ({
  firstname,
  lastname,
  email,
  mobile,
  currentPassword: '',
  ...billingValues(billing),
});

/** The account's checks, and the billing's (the state may stay unset until a first purchase). */
const validateProfileForm =
  (savedEmail: string, t: Translate<'accounts'>) =>
  (values: ProfileFormValues): FieldErrors<ProfileFormValues> => ({
    ...validateProfile(savedEmail, t)(values),
    ...validateBilling(values, { stateOptional: true }),
  });

/**
 * docs/spec.md §2: the profile, read-only until the pencil is pressed, then saved
 * with Save. A new e-mail address needs the current password and stays
 * pending, the old one still the login, until the code mailed to it is
 * entered here (decision 007). Below, the devices signed in, and the way to
 * sign out of all of them.
 */
export function ProfilePage() {
  const t = useMessages('accounts');
  usePageTitle(t('myProfile'));
  const { data, error, isLoading, isFetching, refetch } = useGetMeQuery();
  const sessionEnded = typeof error === 'object' && 'status' in error && error.status === 401;

  // A token the server no longer knows (a password reset elsewhere, an expired
  // session) is a sign-out, done by the base query (lib/api.ts), which also
  // offers the login and returns here; until then the skeleton stays.

  let body;
  if (isLoading || sessionEnded) {
    body = <ProfileSkeleton />;
  } else if (data) {
    body = (
      <>
        <ProfileForm profile={data.data} />
        {data.data.pendingEmail !== undefined && <PendingEmail key={data.data.pendingEmail} current={data.data.email} pending={data.data.pendingEmail} />}
        <Devices />
      </>
    );
  } else {
    body = (
      <div className="account-notice account-notice--error" role="alert">
        <CircleAlert aria-hidden="true" size={18} />
        <div>
          <p>{t('profileLoadFailed')}</p>
          <p>
            <button type="button" className="link-button" disabled={isFetching} onClick={() => void refetch()}>
              {t('tryAgain')}
            </button>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="account-page">
      <section className="account-card account-card--wide" aria-labelledby="profile-title">
        {body}
      </section>
    </div>
  );
}

function ProfileSkeleton() {
  const t = useMessages('accounts');
  return (
    <div aria-busy="true">
      <div className="profile__head">
        <h1 id="profile-title">{t('myProfile')}</h1>
      </div>
      <p className="visually-hidden">{t('loadingProfile')}</p>
      <div className="profile__grid" aria-hidden="true">
        {['firstname', 'lastname', 'email', 'mobile'].map((name) => (
          <div key={name} className={name === 'email' ? 'profile__skeleton field--wide' : 'profile__skeleton'} />
        ))}
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const t = useMessages('accounts');
  const dispatch = useAppDispatch();
  const form = useForm(valuesOf(profile), validateProfileForm(profile.email, t));
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Where the cursor goes once the mode has changed and the controls exist.
  const focusNext = useRef<'first-field' | 'edit' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'first-field') {
      const first = formRef.current?.elements.namedItem('firstname');
      if (first instanceof HTMLInputElement) first.focus();
    } else if (focusNext.current === 'edit') {
      editRef.current?.focus();
    }
    focusNext.current = null;
  }, [editing]);

  const startEditing = () => {
    form.reset(valuesOf(profile));
    setProblem(null);
    focusNext.current = 'first-field';
    setEditing(true);
  };

  const stopEditing = (shown: Profile) => {
    form.reset(valuesOf(shown));
    focusNext.current = 'edit';
    setEditing(false);
  };

  const newAddress = changesAddress(form.values.email, profile.email);

  const save = async (values: typeof form.values) => {
    setProblem(null);
    const action = await dispatch(
      updateProfile({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        mobile: normaliseMobile(values.mobile),
        ...(changesAddress(values.email, profile.email) ? { currentPassword: values.currentPassword } : {}),
        // Without a state there is nothing to remember yet: the billing is left as it is.
        ...(values.state === '' ? {} : { billing: billingBody(values) }),
      }),
    );
    if (updateProfile.rejected.match(action)) {
      toast.error(t('somethingWentWrongBang'));
      const failure = action.payload;
      const onField = form.showServerErrors(failure?.errors ?? {});
      if (failure?.fromServer && !onField) setProblem(failure.message);
      return;
    }
    toast.success(t('profileUpdated'));
    stopEditing(action.payload.data);
  };

  const shown = valuesOf(profile);
  const fieldProps = (name: keyof ProfileValues) => (editing ? form.field(name) : { name, value: shown[name], readOnly: true });
  const billingErrors: FieldErrors<BillingValues> = {};
  if (editing) for (const name of BILLING_FIELDS) billingErrors[name] = form.field(name).error;

  return (
    <>
      <div className="profile__head">
        <h1 id="profile-title">{t('myProfile')}</h1>
        {!editing && (
          <button ref={editRef} type="button" className="icon-button profile__edit" aria-label={t('editProfile')} onClick={startEditing}>
            <Pencil aria-hidden="true" size={20} />
          </button>
        )}
      </div>
      <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void form.submit(event, save)} aria-label={t('profile')}>
        <div className="profile__grid">
          <TextField label={t('firstName')} autoComplete="given-name" maxLength={100} {...fieldProps('firstname')} />
          <TextField label={t('lastName')} autoComplete="family-name" maxLength={100} {...fieldProps('lastname')} />
          <TextField
            className="field--wide"
            label={t('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            {...fieldProps('email')}
          />
          <TextField
            className="field--wide"
            label={t('mobileNumber')}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={16}
            {...fieldProps('mobile')}
          />
          {editing && newAddress && (
            <PasswordField
              className="field--wide"
              label={t('currentPassword')}
              hint={t('currentPasswordHint')}
              autoComplete="current-password"
              {...form.field('currentPassword')}
            />
          )}
        </div>
        <fieldset className="profile__billing">
          <legend className="profile__section-title">{t('taxInvoices')}</legend>
          <BillingFields
            className="profile__grid"
            stateLabel={t('stateForGst')}
            values={editing ? form.values : shown}
            errors={billingErrors}
            readOnly={!editing}
            onChange={form.setValue}
            onBlur={(name) => form.field(name).onBlur()}
          />
        </fieldset>
        {editing && (
          <>
            <FormProblem problem={problem} />
            <div className="profile__actions">
              <button type="button" className="button account-button--quiet" disabled={form.pending} onClick={() => stopEditing(profile)}>
                {t('cancel')}
              </button>
              <SubmitButton pending={form.pending}>{t('save')}</SubmitButton>
            </div>
          </>
        )}
      </form>
    </>
  );
}

/**
 * A new address waiting for its code: the code boxes, Confirm and a way to
 * have the code sent again. Until it is confirmed the old address stays the
 * login, and the page says so.
 */
function PendingEmail({ current, pending }: { current: string; pending: string }) {
  const t = useMessages('accounts');
  const format = useFormat();
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useConfirmEmailMutation();
  const [resend, resending] = useResendEmailCodeMutation();

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!OTP_PATTERN.test(otp)) {
      toast.error(t('otpInvalid'));
      return;
    }
    setProblem(null);
    const result = await confirm({ email: pending, otp });
    if (result.error) setProblem(failureMessage(result.error, t('verificationFailed')));
    else toast.success(successWords(result.data.message, wordsOfReason('account.emailChangeConfirmed')));
  };

  const onResend = async () => {
    const result = await resend({ email: pending });
    if (result.error) toast.error(failureMessage(result.error, t('otpResendFailed')));
    else toast.success(successWords(result.data.message, wordsOfReason('account.otpSent') ?? t('otpResent')));
  };

  return (
    <section className="profile__section" aria-labelledby="pending-email-title">
      <h2 id="pending-email-title" className="profile__section-title">
        {t('confirmNewEmail')}
      </h2>
      <p className="account-notice">
        <MailWarning aria-hidden="true" size={18} />
        <span>
          <RichText
            text={t('pendingEmailNote', { length: format.number(OTP_LENGTH) })}
            parts={{ pending: () => <strong>{pending}</strong>, current: () => <strong>{current}</strong> }}
          />
        </span>
      </p>
      <form className="profile__confirm" noValidate onSubmit={(event) => void onConfirm(event)} aria-label={t('confirmNewEmail')}>
        <OtpInput digits={digits} onChange={setDigits} readOnly={confirming.isLoading} />
        <FormProblem problem={problem} />
        <div className="profile__actions">
          <button type="button" className="button account-button--quiet" disabled={resending.isLoading} onClick={() => void onResend()}>
            {t('resendOtp')}
          </button>
          <SubmitButton pending={confirming.isLoading}>{t('confirm')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** 'Signed in on N devices', each with where and when it signed in, and 'Sign out everywhere'. */
function Devices() {
  const t = useMessages('accounts');
  const format = useFormat();
  const { data, isError } = useGetSessionsQuery();
  const [leaving, setLeaving] = useState(false);
  if (isError || data === undefined) return null;
  const onSignOut = () => {
    if (!window.confirm(t('confirmSignOut'))) return;
    setLeaving(true);
    void signOutEverywhere();
  };
  return (
    <section className="profile__section" aria-labelledby="devices-title">
      <h2 id="devices-title" className="profile__section-title">
        {t('signedInOn', { count: data.count })}
      </h2>
      <ul className="profile__devices">
        {data.sessions.map((session) => (
          <li key={session._id} className="profile__device">
            <MonitorSmartphone aria-hidden="true" size={20} />
            <span>
              <strong>{session.device}</strong>
              {session.current && <span className="profile__this-device">{t('thisDevice')}</span>}
              <br />
              <span className="profile__device-meta">{t('deviceSince', { ip: session.ip, date: format.date(session.createdAt) })}</span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="button account-button--quiet profile__sign-out" disabled={leaving} onClick={onSignOut}>
        {t('signOutEverywhere')}
      </button>
    </section>
  );
}
