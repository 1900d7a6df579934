import { Link } from '../../lib/link';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { Prose, StaticPage } from './static-page';

/** docs/spec.md §2's About page: its heading, word for word, and who the shop is. */
export function AboutPage() {
  const t = useMessages('pages');
  return (
    <StaticPage heading={t('about')} description={t('aboutDescription')}>
      <p className="static-page__lead">{t('aboutLead')}</p>
      <h2>{t('aboutBuyHeading')}</h2>
      <p>
        <Prose
          text={t('aboutBuy')}
          links={{
            store: (words) => <Link to={paths.store()}>{words}</Link>,
            history: (words) => <Link to={paths.orderHistory()}>{words}</Link>,
          }}
        />
      </p>
      <p>{t('aboutPrints')}</p>
      <h2>{t('aboutWorkHeading')}</h2>
      <p>
        <Prose text={t('aboutWork')} links={{ refund: (words) => <Link to={paths.refundPolicy()}>{words}</Link> }} />
      </p>
      <h2>{t('aboutHelloHeading')}</h2>
      <p>
        <Prose text={t('aboutHello')} />
      </p>
    </StaticPage>
  );
}
