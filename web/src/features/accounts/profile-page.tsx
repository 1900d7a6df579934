import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { CircleAlert, MailWarning, Pencil } from 'lucide-react';
import type { Profile } from '@chitra/contract/accounts';
import { MESSAGES } from '@chitra/contract/messages';
import { useAppDispatch } from '../../app/hooks';
import { usePageTitle } from '../../lib/page-title';
import { useGetMeQuery } from './api';
import { updateProfile } from './auth-thunks';
import { SubmitButton } from './components/submit-button';
import { TextField } from '../../lib/forms/text-field';
import { useForm } from '../../lib/forms/use-form';
import { normaliseMobile, validateProfile, type ProfileValues } from './validation';
import './accounts.css';

const TITLE = 'My Profile';

const valuesOf = ({ firstname, lastname, email, mobile }: Profile): ProfileValues => ({ firstname, lastname, email, mobile });

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §2: the profile, read-only until the pencil is pressed, then saved
 * with Save. A new e-mail address is unverified until the next login asks
 * for the code mailed to it (decision 007), so the page says so.
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
    body = <ProfileForm profile={data.data} />;
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
  const form = useForm(valuesOf(profile), validateProfile);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [newAddress, setNewAddress] = useState<string | null>(null);
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

  const save = async (values: typeof form.values) => {
    setProblem(null);
    const action = await dispatch(
      updateProfile({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        mobile: normaliseMobile(values.mobile),
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
    const saved = action.payload.data;
    if (!sameAddress(saved.email, profile.email)) setNewAddress(saved.email);
    stopEditing(saved);
  };

  const shown = valuesOf(profile);
  const fieldProps = (name: keyof ProfileValues) =>
    editing ? form.field(name) : { name, value: shown[name], readOnly: true };

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
      <div className="account-status" role="status">
        {newAddress !== null && (
          <p className="account-notice">
            <MailWarning aria-hidden="true" size={18} />
            <span>
              Your e-mail address is now <strong>{newAddress}</strong>. The next time you log in we will mail a code to it,
              to confirm that it is yours.
            </span>
          </p>
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
        </div>
        {editing && (
          <>
            <div className="account-status" role="alert">
              {problem !== null && (
                <p className="account-notice account-notice--error">
                  <CircleAlert aria-hidden="true" size={18} />
                  <span>{problem}</span>
                </p>
              )}
            </div>
            <div className="profile__actions">
              <button
                type="button"
                className="button account-button--quiet"
                disabled={form.pending}
                onClick={() => stopEditing(profile)}
              >
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
