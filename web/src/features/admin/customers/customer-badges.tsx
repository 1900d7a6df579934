import type { AdminCustomer } from '@chitra/contract/admin-customers';
import { useMessages } from '../../../i18n/i18n';
import { Badge } from '../components/badge';

/** Whether the account may sign in, and whether its address is proven. */
export function CustomerBadges({ customer }: { customer: Pick<AdminCustomer, 'verified' | 'disabled'> }) {
  const t = useMessages('admin');
  return (
    <span className="admin-badges">
      {customer.disabled ? <Badge tone="danger">{t('stateDisabled')}</Badge> : <Badge tone="success">{t('stateActive')}</Badge>}
      {!customer.verified && <Badge tone="neutral">{t('stateUnverified')}</Badge>}
    </span>
  );
}
