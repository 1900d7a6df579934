import { useId } from 'react';
import { X } from 'lucide-react';
import type { ProductLicencePrice } from '@chitra/contract/licences';
import { rupeesDifference } from '@chitra/contract/money';
import { useFormat } from '../../lib/format';
import { useMessages } from '../../i18n/i18n';
import { useGetLicencesQuery } from '../../lib/licences-api';
import { Markdown } from '../../lib/markdown';
import { useDrawer } from '../../lib/use-drawer';
import '../../components/drawer.css';
import './licence-choice.css';

/**
 * A tier's full terms in a drawer from the right: read from GET licences
 * when first opened (the product's answer carries the summaries only), so
 * the page loads as light as before and nothing on it moves.
 */
function TermsDrawer({ tier }: { tier: ProductLicencePrice }) {
  const t = useMessages('product');
  const words = useMessages('catalogue');
  const format = useFormat();
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
        aria-label={t('fullTermsOf', { name: tier.name })}
        onClick={show}
      >
        {t('fullTerms')}
      </button>
      {open && (
        <div className="drawer drawer--right" onKeyDown={onKeyDown}>
          <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
          <div ref={panelRef} id={drawerId} className="drawer__panel licence-terms" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className="drawer__head">
              <h2 id={titleId} className="drawer__title">
                {t('termsTitle', { name: tier.name })}
              </h2>
              <button type="button" className="drawer__close" aria-label={t('close')} onClick={close}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            <div className="licence-terms__body">
              <p className="licence-terms__summary">{tier.summary}</p>
              {terms !== undefined ? (
                <>
                  <Markdown source={terms.terms} headingLevel={3} className="markdown" />
                  <p className="licence-terms__version">{t('termsVersion', { version: format.number(terms.version) })}</p>
                </>
              ) : isError ? (
                <p role="alert">
                  {t('termsFailed')}{' '}
                  <button type="button" className="text-button" onClick={() => void refetch()}>
                    {words('tryAgain')}
                  </button>
                </p>
              ) : (
                <p role="status">{t('loadingTerms')}</p>
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
  const t = useMessages('product');
  const format = useFormat();
  const onSale = salePrice < price;
  return (
    <span className="licence-choice__price">
      <span className="licence-choice__sale">{format.rupees(salePrice)}</span>
      {onSale && (
        <>
          {' '}
          <s className="licence-choice__was">
            <span className="visually-hidden">{`${t('totalPrice')} `}</span>
            {format.rupees(price)}
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
  const t = useMessages('product');
  const format = useFormat();
  const name = useId();
  return (
    <fieldset className="licence-choice">
      <legend className="licence-choice__legend">{t('licence')}</legend>
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
                {saving > 0 && <span className="visually-hidden">{t('tierSaving', { amount: format.rupees(saving) })}</span>}
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
