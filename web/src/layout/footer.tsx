import { Link } from '../lib/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PRODUCT_NAME } from '@chitra/contract/constants';
import { useMessages } from '../i18n/i18n';
import { paths } from '../lib/paths';
import { useShopConfig } from '../app/shell-data';
import { Logo } from './logo';
import { InstagramIcon, LinkedInIcon } from './social-icons';
import './footer.css';

const POLICY_LINKS = [
  { label: 'privacyPolicy', to: paths.privacyPolicy() },
  { label: 'refundPolicy', to: paths.refundPolicy() },
  { label: 'shippingPolicy', to: paths.shippingPolicy() },
  { label: 'termsConditions', to: paths.termsConditions() },
] as const;

// docs/architecture.md §3 decision 2: the 'Account' group's links go to /about and /contact.
const ACCOUNT_LINKS = [
  { label: 'aboutUs', to: paths.about() },
  { label: 'contact', to: paths.contact() },
  { label: 'blog', to: paths.blog() },
] as const;

/** "+91 98765 43210" → "tel:+919876543210". */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** docs/spec.md §2: contact block, social links, policy links, the Account group and the copyright line. */
export function Footer() {
  const shop = useShopConfig()?.shop;
  const t = useMessages('shell');
  // docs/spec.md §9: the year comes from the current date, never from the build.
  const year = new Date().getFullYear();
  const social = shop
    ? [
        { label: 'LinkedIn', href: shop.linkedin, Icon: LinkedInIcon },
        { label: 'Instagram', href: shop.instagram, Icon: InstagramIcon },
      ]
    : [];

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__contact" aria-label={t('contactDetails')}>
          <Logo />
          {shop && (
            <address className="site-footer__address">
              <p className="site-footer__shop">{shop.name}</p>
              <p className="site-footer__line">
                <MapPin aria-hidden="true" size={18} />
                <span>{shop.address}</span>
              </p>
              <p className="site-footer__line">
                <Phone aria-hidden="true" size={18} />
                <a href={telHref(shop.phone)}>{shop.phone}</a>
              </p>
              <p className="site-footer__line">
                <Mail aria-hidden="true" size={18} />
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
            </address>
          )}
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={t('followTheShop')}>
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a className="site-footer__social-link" href={href} target="_blank" rel="noopener noreferrer">
                    <Icon />
                    <span className="visually-hidden">{t('opensInNewTab', { site: label })}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav className="site-footer__group" aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__heading">
            {t('policies')}
          </h2>
          <ul className="site-footer__links">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__group" aria-labelledby="footer-account">
          <h2 id="footer-account" className="site-footer__heading">
            {t('account')}
          </h2>
          <ul className="site-footer__links">
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom">
        <p className="container">{t('copyright', { year, shop: shop?.name ?? PRODUCT_NAME, product: PRODUCT_NAME })}</p>
      </div>
    </footer>
  );
}
