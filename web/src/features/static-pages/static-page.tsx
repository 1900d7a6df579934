import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { useShopConfig } from '../../app/shell-data';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { RichText, type RichParts } from '../../i18n/rich-text';
import './static-page.css';

/** A page of prose under the spec's own heading, with its title and description in the page's language. */
export function StaticPage({
  heading,
  description,
  updated,
  children,
}: {
  /** The spec's heading (word for word in English). */
  heading: string;
  description: string;
  /** When the text last changed (policies only), as an ISO date. */
  updated?: string;
  children: ReactNode;
}) {
  const t = useMessages('pages');
  const format = useFormat();
  usePageTitle(heading, description);
  return (
    <article className="static-page">
      <h1>{heading}</h1>
      {updated !== undefined && <p className="static-page__updated">{t('lastUpdated', { date: format.date(updated) })}</p>}
      {children}
    </article>
  );
}

/** How to reach the shop, from its configuration (the footer's contact block says the same). */
function ShopContact() {
  const t = useMessages('pages');
  const shop = useShopConfig()?.shop;
  if (shop === undefined) return <Link to={paths.contact()}>{t('shopContactFallback')}</Link>;
  return (
    <RichText
      text={t('shopContact', { phone: shop.phone })}
      parts={{
        email: () => <a href={`mailto:${shop.email}`}>{shop.email}</a>,
        link: (words) => <Link to={paths.contact()}>{words}</Link>,
      }}
    />
  );
}

/** A paragraph of the page's words, its `<contact/>` the shop's contact and its `<strong>` emphasis, with the page's own links. */
export function Prose({ text, links = {} }: { text: string; links?: RichParts }) {
  return <RichText text={text} parts={{ contact: () => <ShopContact />, strong: (words) => <strong>{words}</strong>, ...links }} />;
}
