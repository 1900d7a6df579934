import { useId } from 'react';
import type { LicenceTier } from '@chitra/contract/licences';
import { ROUTE_META } from '@chitra/contract/route-meta';
import { useGetLicencesQuery } from '../../lib/licences-api';
import { Markdown } from '../../lib/markdown';
import { LoadFailedState } from '../../lib/page-state';
import { usePageTitle } from '../../lib/page-title';
import './compare-page.css';

const TITLE = ROUTE_META.compareProduct.title;
const INTRO = 'Every photograph is sold under one of these licences: choose one on the photograph’s page. The price follows the licence.';
const PRICE = 'Price';
const TERMS = 'Full terms';
const SKELETON_CARDS = 3;

const multiplierNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The price rule in words: the first tier is the photograph's own price, the others a multiple of it. */
function priceRule(tier: Pick<LicenceTier, 'multiplier'>, first: boolean): string {
  return first ? 'the photograph’s price' : `${multiplierNumber.format(tier.multiplier)}× the photograph’s price`;
}

const versionLine = (version: number): string => `Terms version ${version}`;

function TierCard({ tier, first }: { tier: LicenceTier; first: boolean }) {
  const headingId = useId();
  return (
    <article className="compare-tier" aria-labelledby={headingId}>
      <h2 id={headingId} className="compare-tier__name">
        {tier.name}
      </h2>
      <p className="compare-tier__summary">{tier.summary}</p>
      <p className="compare-tier__price">
        <span className="compare-tier__label">{`${PRICE}: `}</span>
        {priceRule(tier, first)}
      </p>
      <h3 className="compare-tier__terms-title">{TERMS}</h3>
      <Markdown source={tier.terms} headingLevel={4} className="compare-tier__terms markdown" />
      <p className="compare-tier__version">{versionLine(tier.version)}</p>
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
  usePageTitle(TITLE, ROUTE_META.compareProduct.description);
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
      <h1 id="compare-title">{TITLE}</h1>
      <p className="compare__intro">{INTRO}</p>
      {content}
    </section>
  );
}
