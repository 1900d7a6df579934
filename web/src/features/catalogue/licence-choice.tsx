import { useId } from 'react';
import { X } from 'lucide-react';
import type { ProductLicencePrice } from '@chitra/contract/licences';
import { rupeesDifference } from '@chitra/contract/money';
import { formatRupees } from '../../lib/format';
import { useGetLicencesQuery } from '../../lib/licences-api';
import { Markdown } from '../../lib/markdown';
import { useDrawer } from '../../lib/use-drawer';
import '../../components/drawer.css';
import './licence-choice.css';

const LICENCE = 'Licence';
const FULL_TERMS = 'Full terms';
const CLOSE = 'Close';
const LOADING_TERMS = 'Loading the terms…';
const TERMS_FAILED = 'The terms could not be loaded. Please try again.';
const fullTermsLabel = (name: string): string => `Full terms of the ${name} licence`;
const termsTitle = (name: string): string => `${name} licence`;
const versionLine = (version: number): string => `Terms version ${version}`;

/**
 * A tier's full terms in a drawer from the right: read from GET licences
 * when first opened (the product's answer carries the summaries only), so
 * the page loads as light as before and nothing on it moves.
 */
function TermsDrawer({ tier }: { tier: ProductLicencePrice }) {
  const { open, show, close, drawerId, titleId, buttonRef, panelRef, onKeyDown } = useDrawer();
  const { data, isError, refetch } = useGetLicencesQuery(undefined, { skip: !open });
  const terms = data?.find((t) => t._id === tier._id);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="text-button licence-choice__terms"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-label={fullTermsLabel(tier.name)}
        onClick={show}
      >
        {FULL_TERMS}
      </button>
      {open && (
        <div className="drawer drawer--right" onKeyDown={onKeyDown}>
          <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
          <div ref={panelRef} id={drawerId} className="drawer__panel licence-terms" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className="drawer__head">
              <h2 id={titleId} className="drawer__title">
                {termsTitle(tier.name)}
              </h2>
              <button type="button" className="drawer__close" aria-label={CLOSE} onClick={close}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            <div className="licence-terms__body">
              <p className="licence-terms__summary">{tier.summary}</p>
              {terms !== undefined ? (
                <>
                  <Markdown source={terms.terms} headingLevel={3} className="markdown" />
                  <p className="licence-terms__version">{versionLine(terms.version)}</p>
                </>
              ) : isError ? (
                <p role="alert">
                  {TERMS_FAILED}{' '}
                  <button type="button" className="text-button" onClick={() => void refetch()}>
                    Try again
                  </button>
                </p>
              ) : (
                <p role="status">{LOADING_TERMS}</p>
              )}
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/** A tier's price as the page shows prices: what is paid, and the struck list price when on sale. */
function TierPrice({ price, salePrice }: { price: number; salePrice: number }) {
  const onSale = salePrice < price;
  return (
    <span className="licence-choice__price">
      <span className="licence-choice__sale">{formatRupees(salePrice)}</span>
      {onSale && (
        <>
          {' '}
          <s className="licence-choice__was">
            <span className="visually-hidden">Total price </span>
            {formatRupees(price)}
          </s>
        </>
      )}
    </span>
  );
}

type Props = {
  licences: ProductLicencePrice[];
  /** The chosen tier's id. */
  value: string;
  onChange: (tierId: string) => void;
};

/**
 * The licence tiers a photograph is sold under (issue 27): a radio group,
 * each tier with its price and one-line summary, its full terms a press
 * away. Drawn by the server with the product (its `licences`), the first
 * tier chosen, so the page arrives whole.
 */
export function LicenceChoice({ licences, value, onChange }: Props) {
  const name = useId();
  return (
    <fieldset className="licence-choice">
      <legend className="licence-choice__legend">{LICENCE}</legend>
      <ul className="licence-choice__options">
        {licences.map((tier) => {
          const id = `${name}-${tier._id}`;
          const saving = rupeesDifference(tier.price, tier.salePrice);
          return (
            <li key={tier._id} className="licence-choice__option" data-checked={tier._id === value || undefined}>
              <input
                id={id}
                className="licence-choice__radio"
                type="radio"
                name={name}
                value={tier._id}
                checked={tier._id === value}
                onChange={() => onChange(tier._id)}
                aria-describedby={`${id}-summary`}
              />
              <label htmlFor={id} className="licence-choice__label">
                <span className="licence-choice__name">{tier.name}</span>
                <TierPrice price={tier.price} salePrice={tier.salePrice} />
                {saving > 0 && <span className="visually-hidden">{`, save ${formatRupees(saving)}`}</span>}
              </label>
              <p id={`${id}-summary`} className="licence-choice__summary">
                {tier.summary}
              </p>
              <TermsDrawer tier={tier} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
