import { useMessages } from '../i18n/i18n';
import { useShopConfig } from '../app/shell-data';
import './demo-banner.css';

/** docs/architecture.md §2: a thin strip on every page while payments are simulated. */
export function DemoBanner() {
  const config = useShopConfig();
  const t = useMessages('shell');
  if (config?.demo !== true) return null;
  // A landmark of its own, so nothing on the page sits outside one.
  return (
    <aside className="demo-banner" aria-label={t('demoShop')}>
      <p>{t('demoBanner')}</p>
    </aside>
  );
}
