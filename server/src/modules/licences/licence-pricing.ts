/**
 * What a photograph costs under a licence tier (decision 053). Pure, so the
 * cart, the product page and checkout price a line the same way. Money is
 * integer paise; a multiplier is in basis points (10000 is 1×).
 */

/** A product's own prices: what the first tier costs. */
export type BasePrice = { pricePaise: number; salePricePaise: number | null };

export type TierRule = { id: string; position: number; multiplierBp: number };

/** The tier with the lowest position: the photograph's own price. */
export const isFirstTier = (tier: TierRule, tiers: readonly TierRule[]): boolean => tiers.every((t) => t.position >= tier.position);

/** Tier prices are whole rupees: ₹349 × 2.5 is ₹873, not ₹872.50. */
const toRupee = (paise: number): number => Math.max(100, Math.round(paise / 100) * 100);

/**
 * The line's prices under `tier`: the product's own for the first tier; its
 * override for this tier when the shop set one (no sale then); else both
 * prices times the multiplier, to the rupee. The sale price stays at most
 * the price (rounding is monotonic).
 */
export function priceUnderTier(base: BasePrice, tier: TierRule, first: boolean, overridePaise: number | null): BasePrice {
  if (first) return base;
  if (overridePaise !== null) return { pricePaise: overridePaise, salePricePaise: null };
  const scale = (paise: number) => toRupee((paise * tier.multiplierBp) / 10000);
  return { pricePaise: scale(base.pricePaise), salePricePaise: base.salePricePaise === null ? null : scale(base.salePricePaise) };
}

/** What the buyer pays for a line: the sale price when there is one. */
export const payable = (price: BasePrice): number => price.salePricePaise ?? price.pricePaise;

/** The least an upgrade costs, whatever the two tiers' prices: ₹1, the shop's smallest charge. */
export const MIN_UPGRADE_PAISE = 100;

/**
 * An upgrade from the tier owned to a higher one: the difference between
 * what the two cost today, never less than ₹1 (decision 053). No sale price:
 * the difference is already what is paid.
 */
export function upgradePrice(owned: BasePrice, wanted: BasePrice): BasePrice {
  return { pricePaise: Math.max(MIN_UPGRADE_PAISE, payable(wanted) - payable(owned)), salePricePaise: null };
}
