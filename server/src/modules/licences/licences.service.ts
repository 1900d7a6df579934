import type { LicenceSnapshot } from '../../db/schema/commerce';
import type { LicenceTierRow } from './licences.repository';

/** The tier as a payment keeps it: its terms as the buyer saw them, and the tier it upgrades from if any. */
export function licenceSnapshot(tier: LicenceTierRow, upgradeFrom: { tierId: string; name: string } | null = null): LicenceSnapshot {
  return { tierId: tier.id, name: tier.name, summary: tier.summary, terms: tier.terms, version: tier.version, upgradeFrom };
}
