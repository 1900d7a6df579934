import { MESSAGES } from '@chitra/contract/messages';
import { useShopConfig } from '../app/shell-data';
import './demo-banner.css';

/** design.md §2: a thin strip on every page while payments are simulated. */
export function DemoBanner() {
  const config = useShopConfig();
  if (config?.demo !== true) return null;
  return <p className="demo-banner">{MESSAGES.demoBanner}</p>;
}
