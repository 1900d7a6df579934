import { MESSAGES } from '@chitra/contract/messages';
import { useShopConfig } from '../app/shell-data';
import './demo-banner.css';

const DEMO_LABEL = 'Demo shop';

/** docs/architecture.md §2: a thin strip on every page while payments are simulated. */
export function DemoBanner() {
  const config = useShopConfig();
  if (config?.demo !== true) return null;
  // A landmark of its own, so nothing on the page sits outside one.
  return (
    <aside className="demo-banner" aria-label={DEMO_LABEL}>
      <p>{MESSAGES.demoBanner}</p>
    </aside>
  );
}
