import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AdminLicenceTier, AdminLicenceTierBody } from '@chitra/contract/licences';
import { hasControlCharacters } from '@chitra/contract/text';
import { TextField } from '../../../lib/forms/text-field';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { Markdown } from '../../../lib/markdown';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { BusyButton } from '../../../components/busy-button';
import { useAdminPageTitle } from '../admin-context';
import { adminPaths } from '../admin-paths';
import { LICENCE_LIMITS as LIMITS } from '../admin-words';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { BackLink } from '../components/back-link';
import { Badge } from '../components/badge';
import { ListSkeleton } from '../components/list-states';
import { toastOutcome } from '../toast-outcome';
import { useCreateLicenceMutation, useGetAdminLicencesQuery, useUpdateLicenceMutation } from './licences-api';
import './licences.css';

/** The address of a tier not yet made. */
const NEW_TIER = 'new';

type LicenceValues = { name: string; summary: string; terms: string; multiplier: string; active: string };

const BLANK: LicenceValues = { name: '', summary: '', terms: '', multiplier: '', active: 'true' };

const DECIMAL = /^\d+(\.\d+)?$/;

function valuesOf(tier: AdminLicenceTier): LicenceValues {
  return { name: tier.name, summary: tier.summary, terms: tier.terms, multiplier: String(tier.multiplier), active: String(tier.active) };
}

/** The form's text as the API's body; a multiplier that is not a number is NaN, which the checks refuse first. */
function bodyOf(values: LicenceValues): AdminLicenceTierBody {
  const multiplier = values.multiplier.trim();
  return {
    name: values.name.trim(),
    summary: values.summary.trim(),
    terms: values.terms.trim(),
    multiplier: DECIMAL.test(multiplier) ? Number(multiplier) : Number.NaN,
    active: values.active === 'true',
  };
}

/** The checks AdminLicenceTierBody makes, with its words, in the page's language. */
function licenceProblems(values: LicenceValues, t: Translate<'admin'>, number: (value: number) => string): FieldErrors<LicenceValues> {
  const tooLong = (max: number) => t('tooLong', { max: number(max) });
  const lineProblem = (text: string, max: number, required: string): string | undefined => {
    if (text === '') return required;
    if (text.length > max) return tooLong(max);
    // Any C0 control character or DEL: a name or a summary is one line (AdminLicenceTierBody's singleLine).
    if (hasControlCharacters(text)) return t('oneLine');
    return undefined;
  };
  const body = bodyOf(values);
  const problems: FieldErrors<LicenceValues> = {};
  const name = lineProblem(body.name, LIMITS.nameMax, t('licenceNameRequired'));
  if (name) problems.name = name;
  const summary = lineProblem(body.summary, LIMITS.summaryMax, t('licenceSummaryRequired'));
  if (summary) problems.summary = summary;
  if (body.terms === '') problems.terms = t('licenceTermsRequired');
  else if (body.terms.length > LIMITS.termsMax) problems.terms = tooLong(LIMITS.termsMax);
  const m = body.multiplier;
  if (Number.isNaN(m)) problems.multiplier = t('mustBeNumber');
  else if (m < LIMITS.multiplierMin) problems.multiplier = t('multiplierMin');
  else if (m > LIMITS.multiplierMax) problems.multiplier = t('multiplierMax');
  else if (/\.\d{3,}$/.test(values.multiplier.trim())) problems.multiplier = t('twoDecimals');
  return problems;
}

const sameBody = (a: AdminLicenceTierBody, b: AdminLicenceTierBody) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A tier's fields, its terms previewed as buyers will read them. The first
 * tier is the photograph's own price: its multiplier stays 1 and it stays
 * on sale, so those two are shown and locked.
 */
function LicenceForm({ tier }: { tier?: AdminLicenceTier }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const navigate = useNavigate();
  const previewId = useId();
  const activeErrorId = useId();
  const activeHintId = useId();
  const [create, creating] = useCreateLicenceMutation();
  const [update, updating] = useUpdateLicenceMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<LicenceValues>(tier ? valuesOf(tier) : BLANK, (values) => licenceProblems(values, t, format.number));
  const pending = form.pending || creating.isLoading || updating.isLoading;
  const locked = tier?.first === true;

  const send = async (values: LicenceValues) => {
    setProblem(undefined);
    const body = bodyOf(values);
    let result;
    if (tier) {
      if (sameBody(body, bodyOf(valuesOf(tier)))) {
        setProblem(t('nothingToChange'));
        return;
      }
      result = await update({ id: tier._id, body });
    } else {
      result = await create(body);
    }
    const failure = toastOutcome(result, { done: t(tier ? 'doneLicenceChanged' : 'doneLicenceCreated') });
    if (failure) {
      // The first tier's lock is the server's 409 without field messages: it is the multiplier's problem all the same.
      const errors = failure.reason === 'licence.firstTierFixed' && Object.keys(failure.errors).length === 0 ? { multiplier: failure.message } : failure.errors;
      if (!form.showServerErrors(errors)) setProblem(failure.message);
      return;
    }
    const saved = result.data?.data;
    if (!saved) return;
    if (tier) form.reset(valuesOf(saved));
    else void navigate(adminPaths.adminLicence(saved._id), { replace: true });
  };

  const activeError = form.field('active').error;
  const terms = form.field('terms');

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <TextField label={t('name')} maxLength={LIMITS.nameMax + 20} autoComplete="off" {...form.field('name')} />
      <TextField label={t('summary')} hint={t('summaryHint')} maxLength={LIMITS.summaryMax + 20} autoComplete="off" {...form.field('summary')} />
      <div className="licence-terms">
        <TextAreaField
          label={t('terms')}
          hint={t('termsHint')}
          rows={14}
          maxLength={LIMITS.termsMax}
          aria-controls={previewId}
          {...terms}
          onChange={(value) => form.setValue('terms', value)}
        />
        <section className="licence-terms__preview" aria-labelledby={`${previewId}-title`}>
          <h2 id={`${previewId}-title`} className="admin-section__subtitle">
            {t('termsPreview')}
          </h2>
          <div id={previewId}>
            {form.values.terms.trim() === '' ? (
              <p className="admin-note">{t('termsPreviewEmpty')}</p>
            ) : (
              <Markdown source={form.values.terms} headingLevel={3} className="licence-terms__text" />
            )}
          </div>
        </section>
      </div>
      <TextField
        label={t('multiplier')}
        hint={locked ? t('firstTierFixed') : t('multiplierHint')}
        inputMode="decimal"
        autoComplete="off"
        disabled={locked}
        {...form.field('multiplier')}
      />
      <label className="admin-choice">
        <input
          type="checkbox"
          name="active"
          checked={form.values.active === 'true'}
          disabled={locked}
          aria-describedby={[activeHintId, activeError ? activeErrorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => form.setValue('active', String(event.target.checked))}
        />
        <span>{t('onSale')}</span>
      </label>
      <p className="admin-note" id={activeHintId}>
        {locked ? t('firstTierFixed') : t('onSaleHint')}
      </p>
      {activeError && (
        <p id={activeErrorId} className="field__error">
          {activeError}
        </p>
      )}
      {tier && <p className="admin-note">{t('versionNote', { version: format.number(tier.version), next: format.number(tier.version + 1) })}</p>}
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={pending}>
          {tier ? t('saveChanges') : t('createLicence')}
        </BusyButton>
      </div>
    </form>
  );
}

function ExistingLicence({ id }: { id: string }) {
  const t = useMessages('admin');
  const { currentData: tiers, error, isError, refetch } = useGetAdminLicencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const tier = tiers?.find((t) => t._id === id);
  useAdminPageTitle(tier ? tier.name : t('licence'));
  if (tier) {
    return (
      <>
        <header className="admin-page__header admin-page__header--row">
          <h1 className="admin-page__title">{tier.name}</h1>
          {tier.first && <Badge tone="info">{t('first')}</Badge>}
        </header>
        {/* Keyed by the tier, not its version: a save starts the form again from what the server kept (form.reset). */}
        <LicenceForm key={tier._id} tier={tier} />
      </>
    );
  }
  if (tiers) return <PageState text={t('licenceNotFound')} />;
  return isError ? <LoadFailedState error={error} onRetry={() => void refetch()} /> : <ListSkeleton label={t('licenceLoading')} />;
}

function NewLicence() {
  const t = useMessages('admin');
  useAdminPageTitle(t('newLicence'));
  return (
    <>
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('newLicence')}</h1>
        <p className="admin-page__intro">{t('newLicenceIntro')}</p>
      </header>
      <LicenceForm />
    </>
  );
}

/** /admin/licences/:id: one tier's form; `new` for a tier not yet made. */
export function LicencePage() {
  const t = useMessages('admin');
  const { id = '' } = useParams();
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminLicences()}>{t('allLicences')}</BackLink>
      {id === NEW_TIER ? <NewLicence /> : <ExistingLicence key={id} id={id} />}
    </div>
  );
}
