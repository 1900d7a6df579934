import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CircleAlert, MailWarning, MonitorSmartphone, Pencil } from 'lucide-react';
import type { Profile } from '@chitra/contract/accounts';
import { OTP_LENGTH } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { useAppDispatch } from '../../app/hooks';
import { failureMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { signOutEverywhere } from '../../lib/session';
import { useConfirmEmailMutation, useGetMeQuery, useGetSessionsQuery, useResendEmailCodeMutation } from './api';
import { updateProfile } from './auth-thunks';
import { FormProblem } from './components/form-problem';
import { emptyOtp, OtpInput, OTP_PATTERN } from './components/otp-input';
import { PasswordField } from './components/password-field';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { BillingFields } from '../../lib/forms/billing-fields';
import { useForm, type FieldErrors } from '../../lib/forms/use-form';
import { BILLING_FIELDS, billingBody, billingValues, validateBilling, type BillingValues } from '../../lib/billing';
import { changesAddress, normaliseMobile, validateProfile, type ProfileValues } from './validation';
import './accounts.css';

const TITLE = 'My Profile';

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
  (savedEmail: string) =>
  (values: ProfileFormValues): FieldErrors<ProfileFormValues> => ({
    ...validateProfile(savedEmail)(values),
    ...validateBilling(values, { stateOptional: true }),
  });

const STATE_LABEL = 'State (for GST invoices)';
const BILLING_TITLE = 'Tax invoices';

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';
export const signedInOn = (count: number) => `Signed in on ${count} ${count === 1 ? 'device' : 'devices'}`;
const THIS_DEVICE = 'This device';
const CONFIRM_SIGN_OUT = 'Sign out on every device, this one included?';

/**
 * docs/spec.md §2: the profile, read-only until the pencil is pressed, then saved
 * with Save. A new e-mail address needs the current password and stays
 * pending, the old one still the login, until the code mailed to it is
 * entered here (decision 007). Below, the devices signed in, and the way to
 * sign out of all of them.
 */
export function ProfilePage() {
  usePageTitle(TITLE);
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
          <p>We could not load your profile.</p>
          <p>
            <button type="button" className="link-button" disabled={isFetching} onClick={() => void refetch()}>
              Try again
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
  return (
    <div aria-busy="true">
      <div className="profile__head">
        <h1 id="profile-title">{TITLE}</h1>
      </div>
      <p className="visually-hidden">Loading your profile…</p>
      <div className="profile__grid" aria-hidden="true">
        {['firstname', 'lastname', 'email', 'mobile'].map((name) => (
          <div key={name} className={name === 'email' ? 'profile__skeleton field--wide' : 'profile__skeleton'} />
        ))}
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const form = useForm(valuesOf(profile), validateProfileForm(profile.email));
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
      toast.error(MESSAGES.somethingWentWrongBang);
      const failure = action.payload;
      const onField = form.showServerErrors(failure?.errors ?? {});
      if (failure?.fromServer && !onField) setProblem(failure.message);
      return;
    }
    toast.success(MESSAGES.profileUpdated);
    stopEditing(action.payload.data);
  };

  const shown = valuesOf(profile);
  const fieldProps = (name: keyof ProfileValues) => (editing ? form.field(name) : { name, value: shown[name], readOnly: true });
  const billingErrors: FieldErrors<BillingValues> = {};
  if (editing) for (const name of BILLING_FIELDS) billingErrors[name] = form.field(name).error;

  return (
    <>
      <div className="profile__head">
        <h1 id="profile-title">{TITLE}</h1>
        {!editing && (
          <button ref={editRef} type="button" className="icon-button profile__edit" aria-label="Edit profile" onClick={startEditing}>
            <Pencil aria-hidden="true" size={20} />
          </button>
        )}
      </div>
      <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void form.submit(event, save)} aria-label="Profile">
        <div className="profile__grid">
          <TextField label="First Name" autoComplete="given-name" maxLength={100} {...fieldProps('firstname')} />
          <TextField label="Last Name" autoComplete="family-name" maxLength={100} {...fieldProps('lastname')} />
          <TextField
            className="field--wide"
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            {...fieldProps('email')}
          />
          <TextField
            className="field--wide"
            label="Mobile Number"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={16}
            {...fieldProps('mobile')}
          />
          {editing && newAddress && (
            <PasswordField
              className="field--wide"
              label="Current password"
              hint="Needed to change your e-mail address."
              autoComplete="current-password"
              {...form.field('currentPassword')}
            />
          )}
        </div>
        <fieldset className="profile__billing">
          <legend className="profile__section-title">{BILLING_TITLE}</legend>
          <BillingFields
            className="profile__grid"
            stateLabel={STATE_LABEL}
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
                Cancel
              </button>
              <SubmitButton pending={form.pending}>{MESSAGES.save}</SubmitButton>
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
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useConfirmEmailMutation();
  const [resend, resending] = useResendEmailCodeMutation();

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!OTP_PATTERN.test(otp)) {
      toast.error(MESSAGES.otpInvalid);
      return;
    }
    setProblem(null);
    const result = await confirm({ email: pending, otp });
    if (result.error) setProblem(failureMessage(result.error, MESSAGES.verificationFailed));
    else toast.success(result.data.message);
  };

  const onResend = async () => {
    const result = await resend({ email: pending });
    if (result.error) toast.error(failureMessage(result.error, MESSAGES.otpResendFailed));
    else toast.success(result.data.message || MESSAGES.otpResent);
  };

  return (
    <section className="profile__section" aria-labelledby="pending-email-title">
      <h2 id="pending-email-title" className="profile__section-title">
        Confirm your new e-mail address
      </h2>
      <p className="account-notice">
        <MailWarning aria-hidden="true" size={18} />
        <span>
          We sent a {OTP_LENGTH}-digit code to <strong>{pending}</strong>. Enter it to make that your address; until then you log in with{' '}
          <strong>{current}</strong>.
        </span>
      </p>
      <form className="profile__confirm" noValidate onSubmit={(event) => void onConfirm(event)} aria-label="Confirm your new e-mail address">
        <OtpInput digits={digits} onChange={setDigits} readOnly={confirming.isLoading} />
        <FormProblem problem={problem} />
        <div className="profile__actions">
          <button type="button" className="button account-button--quiet" disabled={resending.isLoading} onClick={() => void onResend()}>
            {MESSAGES.resendOtp}
          </button>
          <SubmitButton pending={confirming.isLoading}>Confirm</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** 'Signed in on N devices', each with where and when it signed in, and 'Sign out everywhere'. */
function Devices() {
  const { data, isError } = useGetSessionsQuery();
  const [leaving, setLeaving] = useState(false);
  if (isError || data === undefined) return null;
  const onSignOut = () => {
    if (!window.confirm(CONFIRM_SIGN_OUT)) return;
    setLeaving(true);
    void signOutEverywhere();
  };
  return (
    <section className="profile__section" aria-labelledby="devices-title">
      <h2 id="devices-title" className="profile__section-title">
        {signedInOn(data.count)}
      </h2>
      <ul className="profile__devices">
        {data.sessions.map((session) => (
          <li key={session._id} className="profile__device">
            <MonitorSmartphone aria-hidden="true" size={20} />
            <span>
              <strong>{session.device}</strong>
              {session.current && <span className="profile__this-device">{THIS_DEVICE}</span>}
              <br />
              <span className="profile__device-meta">{`${session.ip} · since ${formatDate(session.createdAt)}`}</span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="button account-button--quiet profile__sign-out" disabled={leaving} onClick={onSignOut}>
        {SIGN_OUT_EVERYWHERE}
      </button>
    </section>
  );
}
