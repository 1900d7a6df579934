import { useState } from 'react';
import type { AdminProductLicencePricesBody } from '@chitra/contract/licences';
import { rupeesToPaise } from '@chitra/contract/money';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { LoadFailedState } from '../../../lib/page-state';
import { BusyButton } from '../../../components/busy-button';
import { type Translate, useMessages } from '../../../i18n/i18n';
import { ListSkeleton } from '../components/list-states';
import { Section } from '../components/panel-section';
import { useAdminFormat } from '../format';
import { toastOutcome } from '../toast-outcome';
import { type ProductLicencePriceRow, useGetProductLicencePricesQuery, useSetProductLicencePricesMutation } from '../licences/licences-api';

/** The overrides as typed, by tier id ('' follows the rule). */
type PriceValues = Record<string, string>;

const AMOUNT = /^-?\d+(\.\d+)?$/;

/** What the server would refuse in an own price (AdminProductLicencePricesBody), in the page's language. */
function priceProblem(text: string, t: Translate<'adminCatalogue'>): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!AMOUNT.test(trimmed)) return t('ruleAmount');
  if (Number(trimmed) <= 0) return t('rulePositive');
  // The examples stay in the digits the field takes.
  if (rupeesToPaise(trimmed) === undefined) return t('ruleDecimals', { whole: '499', decimal: '499.50' });
  return undefined;
}

/** The body of PUT admin/products/{id}/licence-prices: every tier but the first, its own price or null. */
function pricesBodyOf(rows: ProductLicencePriceRow[], values: PriceValues): AdminProductLicencePricesBody {
  return {
    prices: rows
      .filter((row) => !row.first)
      .map((row) => {
        const text = (values[row.tier] ?? '').trim();
        return { tier: row.tier, price: text === '' ? null : Number(text) };
      }),
  };
}

const valuesOf = (rows: ProductLicencePriceRow[]): PriceValues =>
  Object.fromEntries(rows.filter((row) => !row.first).map((row) => [row.tier, row.override === null ? '' : String(row.override)]));

/** The server's words for `prices.1.price` belong to the field of the tier sent second. */
function errorsByTier(errors: Record<string, string>, sent: AdminProductLicencePricesBody): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const index = /^prices\.(\d+)(?:\.|$)/.exec(key)?.[1];
    const tier = index === undefined ? undefined : sent.prices[Number(index)]?.tier;
    if (tier !== undefined) found[tier] ??= message;
  }
  return found;
}

function PricesForm({ productId, rows }: { productId: string; rows: ProductLicencePriceRow[] }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const [save, saving] = useSetProductLicencePricesMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const original = valuesOf(rows);
  const form = useForm<PriceValues>(original, (values) => {
    const problems: FieldErrors<PriceValues> = {};
    for (const [tier, text] of Object.entries(values)) {
      const found = priceProblem(text, t);
      if (found) problems[tier] = found;
    }
    return problems;
  });

  const send = async (values: PriceValues) => {
    setProblem(undefined);
    const body = pricesBodyOf(rows, values);
    if (JSON.stringify(body) === JSON.stringify(pricesBodyOf(rows, original))) {
      setProblem(t('nothingToChange'));
      return;
    }
    const result = await save({ id: productId, body });
    const failure = toastOutcome(result, { done: t('licencePricesSaved'), failed: t('saveFailed') });
    if (failure) {
      if (!form.showServerErrors(errorsByTier(failure.errors, body))) setProblem(failure.message);
      return;
    }
    if (result.data) form.reset(valuesOf(result.data.data));
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      {rows
        .filter((row) => row.first)
        .map((row) => (
          <p key={row.tier} className="admin-note">
            {t('licencePriceFirst', { name: row.name, price: format.rupees(row.rulePrice) })}
          </p>
        ))}
      <div className="admin-form__grid">
        {rows
          .filter((row) => !row.first)
          .map((row) => (
            <TextField
              key={row.tier}
              label={t('licencePriceLabel', { name: row.name })}
              hint={t('licencePriceHint', { price: format.rupees(row.rulePrice) })}
              inputMode="decimal"
              autoComplete="off"
              {...form.field(row.tier)}
            />
          ))}
      </div>
      {problem && (
        <p className="admin-form__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="admin-actions">
        <BusyButton type="submit" className="button button--small" pending={form.pending || saving.isLoading}>
          {t('licencePricesSave')}
        </BusyButton>
      </div>
    </form>
  );
}

/** The product page's prices under each licence tier: the rule's, and the product's own where it sets one. */
export function LicencePricesSection({ productId }: { productId: string }) {
  const t = useMessages('adminCatalogue');
  const { currentData: rows, error, isError, refetch } = useGetProductLicencePricesQuery(productId, { refetchOnMountOrArgChange: true });
  let content;
  if (rows === undefined) {
    content = isError ? <LoadFailedState error={error} onRetry={() => void refetch()} /> : <ListSkeleton rows={2} label={t('licencePricesLoading')} />;
  } else if (rows.length === 0) {
    content = <p className="admin-note">{t('licencePricesNone')}</p>;
  } else {
    // Keyed by the rows' rule prices too: a new price or multiplier starts the form again from the server's.
    content = <PricesForm key={rows.map((row) => `${row.tier}:${row.rulePrice}`).join()} productId={productId} rows={rows} />;
  }
  return (
    <Section title={t('licencePricesTitle')}>
      <p className="admin-note">{t('licencePricesIntro')}</p>
      {content}
    </Section>
  );
}
