import type { AdminCustomer } from '@chitra/contract/admin-customers';
import { Badge } from '../components/badge';

const CUSTOMER_STATE_WORDS = { active: 'Active', disabled: 'Disabled', unverified: 'Not verified' } as const;

/** Whether the account may sign in, and whether its address is proven. */
export function CustomerBadges({ customer }: { customer: Pick<AdminCustomer, 'verified' | 'disabled'> }) {
  return (
    <span className="admin-badges">
      {customer.disabled ? <Badge tone="danger">{CUSTOMER_STATE_WORDS.disabled}</Badge> : <Badge tone="success">{CUSTOMER_STATE_WORDS.active}</Badge>}
      {!customer.verified && <Badge tone="neutral">{CUSTOMER_STATE_WORDS.unverified}</Badge>}
    </span>
  );
}
