import { useState } from 'react';
import type { AdminProductLicencePricesBody } from '@chitra/contract/licences';
import { rupeesToPaise } from '@chitra/contract/money';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { LoadFailedState } from '../../../lib/page-state';
import { showToast } from '../../../lib/toast';
import { BusyButton } from '../../../components/busy-button';
import { ADMIN_MESSAGES, LICENCE_TIER_MESSAGES as M } from '../admin-words';
import { ListSkeleton } from '../components/list-states';
import { Section } from '../components/panel-section';
import { formatRupees } from '../format';
import { toastOutcome } from '../toast-outcome';
import { type ProductLicencePriceRow, useGetProductLicencePricesQuery, useSetProductLicencePricesMutation } from '../licences/licences-api';

export const LICENCE_PRICES_WORDS = {
  title: 'Licence prices',
  intro:
    'Each licence sells this photograph at its rule’s price (the photograph’s price times the licence’s multiplier). Give a licence a price of its own here; leave it empty to follow the rule. A price of its own has no sale price.',
  loading: 'Loading the licence prices…',
  none: 'No licences yet.',
  first: (name: string, price: string) => `${name}: ${price}, the photograph’s own price.`,
  label: (name: string) => `${name}: own price (₹)`,
  hint: (price: string) => `By the rule: ${price}. Leave empty to follow it.`,
  save: 'Save licence prices',
  saved: 'Licence prices saved',
  amount: 'must be an amount in rupees',
  decimals: 'must be an amount in rupees with at most two decimals, e.g. 499 or 499.50',
} as const;
const W = LICENCE_PRICES_WORDS;

/** The overrides as typed, by tier id ('' follows the rule). */
type PriceValues = Record<string, string>;

const AMOUNT = /^-?\d+(\.\d+)?$/;

function priceProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!AMOUNT.test(trimmed)) return W.amount;
  if (Number(trimmed) <= 0) return M.pricePositive;
  if (rupeesToPaise(trimmed) === undefined) return W.decimals;
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
  const [save, saving] = useSetProductLicencePricesMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const original = valuesOf(rows);
  const form = useForm<PriceValues>(original, (values) => {
    const problems: FieldErrors<PriceValues> = {};
    for (const [tier, text] of Object.entries(values)) {
      const found = priceProblem(text);
      if (found) problems[tier] = found;
    }
    return problems;
  });

  const send = async (values: PriceValues) => {
    setProblem(undefined);
    const body = pricesBodyOf(rows, values);
    if (JSON.stringify(body) === JSON.stringify(pricesBodyOf(rows, original))) {
      setProblem(ADMIN_MESSAGES.nothingToChange);
      return;
    }
    const result = await save({ id: productId, body });
    if (result.error !== undefined) {
      const failure = toastOutcome(result);
      if (failure && !form.showServerErrors(errorsByTier(failure.errors, body))) setProblem(failure.message);
      return;
    }
    showToast('success', result.data.message ?? W.saved);
    form.reset(valuesOf(result.data.data));
  };

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      {rows
        .filter((row) => row.first)
        .map((row) => (
          <p key={row.tier} className="admin-note">
            {W.first(row.name, formatRupees(row.rulePrice))}
          </p>
        ))}
      <div className="admin-form__grid">
        {rows
          .filter((row) => !row.first)
          .map((row) => (
            <TextField
              key={row.tier}
              label={W.label(row.name)}
              hint={W.hint(formatRupees(row.rulePrice))}
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
          {W.save}
        </BusyButton>
      </div>
    </form>
  );
}

/** The product page's prices under each licence tier: the rule's, and the product's own where it sets one. */
export function LicencePricesSection({ productId }: { productId: string }) {
  const { currentData: rows, error, isError, refetch } = useGetProductLicencePricesQuery(productId, { refetchOnMountOrArgChange: true });
  let content;
  if (rows === undefined) {
    content = isError ? <LoadFailedState error={error} onRetry={() => void refetch()} /> : <ListSkeleton rows={2} label={W.loading} />;
  } else if (rows.length === 0) {
    content = <p className="admin-note">{W.none}</p>;
  } else {
    // Keyed by the rows' rule prices too: a new price or multiplier starts the form again from the server's.
    content = <PricesForm key={rows.map((row) => `${row.tier}:${row.rulePrice}`).join()} productId={productId} rows={rows} />;
  }
  return (
    <Section title={W.title}>
      <p className="admin-note">{W.intro}</p>
      {content}
    </Section>
  );
}
