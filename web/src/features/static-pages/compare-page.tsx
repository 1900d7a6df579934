import { useId } from 'react';
import type { LicenceTier } from '@chitra/contract/licences';
import { LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { useLocale, useMessages, type Translate } from '../../i18n/i18n';
import { useGetLicencesQuery } from '../../lib/licences-api';
import { Markdown } from '../../lib/markdown';
import { LoadFailedState } from '../../lib/page-state';
import { usePageTitle } from '../../lib/page-title';
import './compare-page.css';

const SKELETON_CARDS = 3;

// 2.5 in English and Hindi, २.५ in Marathi: made once per language.
const multiplierNumbers = new Map<Locale, Intl.NumberFormat>();
function multiplierNumber(locale: Locale): Intl.NumberFormat {
  let number = multiplierNumbers.get(locale);
  if (number === undefined) {
    number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });
    multiplierNumbers.set(locale, number);
  }
  return number;
}

/** The price rule in words: the first tier is the photograph's own price, the others a multiple of it. */
function priceRule(tier: Pick<LicenceTier, 'multiplier'>, first: boolean, t: Translate<'pages'>, locale: Locale): string {
  return first ? t('comparePriceSame') : t('comparePriceTimes', { multiplier: multiplierNumber(locale).format(tier.multiplier) });
}

/** A tier's own words (name, summary, terms) are the catalogue's, as stored; the frame around them is the page's language. */
function TierCard({ tier, first }: { tier: LicenceTier; first: boolean }) {
  const t = useMessages('pages');
  const locale = useLocale();
  const headingId = useId();
  return (
    <article className="compare-tier" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-tier__name">
        {tier.name}
      </h2>
      <p className="compare-tier__summary">{tier.summary}</p>
      <p className="compare-tier__price">
        <span className="compare-tier__label">{`${t('comparePrice')}: `}</span>
        {priceRule(tier, first, t, locale)}
      </p>
      <h3 className="compare-tier__terms-title">{t('compareTerms')}</h3>
      <Markdown source={tier.terms} headingLevel={4} className="compare-tier__terms markdown" />
      <p className="compare-tier__version">{t('compareVersion', { version: tier.version })}</p>
    </article>
  );
}

/**
 * /compare-product (issue 27): the licence tiers the shop really sells, from
 * GET licences (the server draws the page with that answer), side by side
 * from 992 px and one after another on a phone: each with its summary, its
 * price rule and its full terms.
 */
export function ComparePage() {
  const t = useMessages('pages');
  usePageTitle(t('compareProduct'), t('compareDescription'));
  const { data: tiers, isError, error, refetch } = useGetLicencesQuery();
  let content;
  if (tiers !== undefined) {
    content = (
      <div className="compare-tiers">
        {tiers.map((tier, index) => (
          <TierCard key={tier._id} tier={tier} first={index === 0} />
        ))}
      </div>
    );
  } else if (isError) {
    content = <LoadFailedState error={error} onRetry={() => void refetch()} />;
  } else {
    content = (
      <div className="compare-tiers" aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="compare-tier compare-tier--skeleton skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{t('compareProduct')}</h1>
      <p className="compare__intro">{t('compareIntro')}</p>
      {content}
    </section>
  );
}
