import { Link } from '../../lib/link';
import { SHIPPING_FEE_RUPEES } from '@chitra/contract/constants';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { paths } from '../../lib/paths';
import { Prose, StaticPage } from './static-page';

// docs/spec.md §2 names these pages and their headings; the words under the headings
// are Chitra's own (decision 016), in each language saying the same (locales/*/pages.ts).

const UPDATED = '2026-11-24';

export function PrivacyPolicyPage() {
  const t = useMessages('pages');
  return (
    <StaticPage heading={t('privacyPolicy')} description={t('privacyDescription')} updated={UPDATED}>
      <p className="static-page__lead">{t('privacyLead')}</p>
      <h2>{t('privacyKeepHeading')}</h2>
      <ul>
        <li>{t('privacyKeepAccount')}</li>
        <li>{t('privacyKeepOrders')}</li>
        <li>{t('privacyKeepDownloads')}</li>
        <li>{t('privacyKeepDevices')}</li>
        <li>{t('privacyKeepPrints')}</li>
        <li>{t('privacyKeepMessages')}</li>
      </ul>
      <h2>{t('privacyNeverHeading')}</h2>
      <p>{t('privacyNever')}</p>
      <h2>{t('privacyHowLongHeading')}</h2>
      <p>{t('privacyHowLong')}</p>
      <h2>{t('privacyCookiesHeading')}</h2>
      <p>{t('privacyCookies')}</p>
      <h2>{t('privacyChoicesHeading')}</h2>
      <p>
        <Prose text={t('privacyChoices')} />
      </p>
    </StaticPage>
  );
}

export function RefundPolicyPage() {
  const t = useMessages('pages');
  return (
    <StaticPage heading={t('refundPolicy')} description={t('refundDescription')} updated={UPDATED}>
      <p className="static-page__lead">{t('refundLead')}</p>
      <h2>{t('refundDigitalHeading')}</h2>
      <ul>
        <li>
          <Prose text={t('refundNotDownloaded')} />
        </li>
        <li>
          <Prose text={t('refundDownloaded')} />
        </li>
        <li>
          <Prose text={t('refundChargedTwice')} />
        </li>
      </ul>
      <p>{t('refundDownloadLog')}</p>
      <h2>{t('refundPrintsHeading')}</h2>
      <ul>
        <li>{t('refundPrintsToOrder')}</li>
        <li>{t('refundPrintsDamaged')}</li>
      </ul>
      <h2>{t('refundHowHeading')}</h2>
      <p>{t('refundHow')}</p>
      <p>
        <Prose text={t('refundAsk')} />
      </p>
    </StaticPage>
  );
}

export function ShippingPolicyPage() {
  const t = useMessages('pages');
  const format = useFormat();
  return (
    <StaticPage heading={t('shippingPolicy')} description={t('shippingDescription')} updated={UPDATED}>
      <p className="static-page__lead">{t('shippingLead')}</p>
      <h2>{t('shippingWhereHeading')}</h2>
      <p>{t('shippingWhere', { fee: format.rupees(SHIPPING_FEE_RUPEES) })}</p>
      <h2>{t('shippingWhenHeading')}</h2>
      <p>
        <Prose text={t('shippingWhen')} links={{ orders: (words) => <Link to={paths.myOrders()}>{words}</Link> }} />
      </p>
      <h2>{t('shippingPackingHeading')}</h2>
      <p>{t('shippingPacking')}</p>
      <h2>{t('shippingAddressHeading')}</h2>
      <p>
        <Prose text={t('shippingAddress')} />
      </p>
    </StaticPage>
  );
}

export function TermsConditionsPage() {
  const t = useMessages('pages');
  return (
    <StaticPage heading={t('termsConditions')} description={t('termsDescription')} updated={UPDATED}>
      <p className="static-page__lead">{t('termsLead')}</p>
      <h2>{t('termsPricesHeading')}</h2>
      <p>{t('termsPrices')}</p>
      <h2>{t('termsLicenceHeading')}</h2>
      <p>{t('termsLicenceLine')}</p>
      <p>
        <Prose text={t('termsLicence')} links={{ compare: (words) => <Link to={paths.compareProduct()}>{words}</Link> }} />
      </p>
      <h2>{t('termsAccountHeading')}</h2>
      <p>{t('termsAccount')}</p>
      <h2>{t('termsRefundsHeading')}</h2>
      <p>
        <Prose
          text={t('termsRefunds')}
          links={{
            refund: (words) => <Link to={paths.refundPolicy()}>{words}</Link>,
            shipping: (words) => <Link to={paths.shippingPolicy()}>{words}</Link>,
          }}
        />
      </p>
      <h2>{t('termsLawHeading')}</h2>
      <p>
        <Prose text={t('termsLaw')} />
      </p>
    </StaticPage>
  );
}
