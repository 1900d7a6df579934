import type { LicencesResponse, LicenceTier, ProductLicencePrice } from '@chitra/contract/licences';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import type { LicenceSnapshot } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';
import { type BasePrice, type TierRule, priceUnderTier, upgradePrice } from './licence-pricing';
import { type HeldLicence, type LicenceTierRow, LicencesRepository } from './licences.repository';

/** The tier as a payment keeps it: its terms as the buyer saw them, and the tier it upgrades from if any. */
export function licenceSnapshot(tier: LicenceTierRow, upgradeFrom: { tierId: string; name: string } | null = null): LicenceSnapshot {
  return { tierId: tier.id, name: tier.name, summary: tier.summary, terms: tier.terms, version: tier.version, upgradeFrom };
}

/** A multiplier in basis points as the API gives it (2.5 for 25000). */
export const multiplierOf = (bp: number): number => bp / 10000;

/** A tier as the shop sells it (GET licences). */
export function toLicenceTier(row: LicenceTierRow): LicenceTier {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    terms: row.terms,
    version: row.version,
    multiplier: multiplierOf(row.multiplierBp),
    position: row.position,
  };
}

/** One tier's price for one product, rupees: the sale price is what is paid (the price when there is no sale). */
function toProductLicencePrice(tier: Pick<LicenceTierRow, 'id' | 'name' | 'summary'>, price: BasePrice): ProductLicencePrice {
  return {
    _id: tier.id,
    name: tier.name,
    summary: tier.summary,
    price: paiseToRupees(price.pricePaise),
    salePrice: paiseToRupees(price.salePricePaise ?? price.pricePaise),
  };
}

/**
 * A product's price under each of `tiers` (the active ones, lowest position
 * first: the first of them is the first tier, which is always active), with
 * the product's own prices for some of them.
 */
export function productLicencePrices(base: BasePrice, tiers: { tier: LicenceTierRow; overridePaise: number | null }[]): ProductLicencePrice[] {
  const [first] = tiers;
  return tiers.map(({ tier, overridePaise }) => toProductLicencePrice(tier, priceUnderTier(base, tier, tier.id === first?.tier.id, overridePaise)));
}

/** A cart line to price: its product's own prices and the tier it was put in the cart under. */
export type LineToPrice = { productId: string; tierId: string; base: BasePrice };

/** A line priced under its licence: what it costs now, what it upgrades, and the choices the buyer has for it. */
export type PricedLine = {
  productId: string;
  /** The tier it is sold under: the line's own, or the first when the shop stopped selling the line's. */
  tier: LicenceTierRow;
  price: BasePrice;
  /** The licence the buyer holds and this line upgrades; null for a plain purchase. */
  upgradeFrom: HeldLicence | null;
  /** The buyer holds the photograph at this tier or a higher one: checkout refuses the line. */
  heldAlready: boolean;
  /** Every active tier's price for this product, an upgrade priced as one. */
  choices: ProductLicencePrice[];
};

/**
 * The one pricing of cart lines under their licences (decision 053), for
 * the cart's answer and for checkout alike. Reads the tiers, the products'
 * own prices and what this customer holds, in three statements whatever the
 * number of lines. A line whose tier the shop deactivated since is the first
 * tier's.
 */
export async function priceLines(db: DbOrTx, customerId: string, lines: LineToPrice[]): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const repository = new LicencesRepository(db);
  const productIds = lines.map((l) => l.productId);
  const [tiers, overrides, held] = await Promise.all([repository.all(), repository.overrides(productIds), repository.held(customerId, productIds)]);
  const [first] = tiers;
  if (!first) throw new Error('no licence tier: migration 0027 makes three');
  const byId = new Map(tiers.map((t) => [t.id, t]));
  const active = tiers.filter((t) => t.active);
  const under = (line: LineToPrice, tier: TierRule): BasePrice =>
    priceUnderTier(line.base, tier, tier.id === first.id, tier.id === first.id ? null : (overrides.get(line.productId)?.get(tier.id) ?? null));

  return lines.map((line) => {
    const own = byId.get(line.tierId);
    const tier = own?.active ? own : first;
    const holding = held.get(line.productId);
    // What the buyer holds is priced by its tier's rule today, active or not (an upgrade pays the difference of today's prices).
    const holdingTier = holding ? byId.get(holding.tierId) : undefined;
    const priceFor = (wanted: LicenceTierRow): { price: BasePrice; upgrade: boolean } => {
      const plain = under(line, wanted);
      if (!holding || !holdingTier || holding.position >= wanted.position) return { price: plain, upgrade: false };
      return { price: upgradePrice(under(line, holdingTier), plain), upgrade: true };
    };
    const { price, upgrade } = priceFor(tier);
    return {
      productId: line.productId,
      tier,
      price,
      upgradeFrom: upgrade && holding ? holding : null,
      heldAlready: holding !== undefined && holding.position >= tier.position,
      choices: active.map((choice) => toProductLicencePrice(choice, priceFor(choice).price)),
    };
  });
}

/** The public side of licences: the tiers the shop sells (GET licences, the compare page). */
export function createLicencesService(deps: { db: Db }) {
  const repository = new LicencesRepository(deps.db);
  return {
    async tiers(): Promise<LicencesResponse> {
      return { success: true, data: (await repository.active()).map(toLicenceTier) };
    },
  };
}
