import { describe, expect, it } from 'vitest';
import { isFirstTier, MIN_UPGRADE_PAISE, payable, priceUnderTier, upgradePrice } from './licence-pricing';

const personal = { id: 'personal', position: 1, multiplierBp: 10000 };
const commercial = { id: 'commercial', position: 2, multiplierBp: 25000 };
const extended = { id: 'extended', position: 3, multiplierBp: 50000 };
const tiers = [extended, personal, commercial];

describe('licence pricing (decision 053)', () => {
  it('the first tier is the lowest position, and is the product’s own price, sale included', () => {
    expect(isFirstTier(personal, tiers)).toBe(true);
    expect(isFirstTier(commercial, tiers)).toBe(false);
    const base = { pricePaise: 34_950, salePricePaise: 29_999 };
    expect(priceUnderTier(base, personal, true, null)).toEqual(base);
    // Even with an override stored by mistake, the first tier is the product's price.
    expect(priceUnderTier(base, personal, true, 1_00)).toEqual(base);
  });

  it('scales both prices by the multiplier, to the rupee', () => {
    // ₹349 × 2.5 = ₹872.50 → ₹873; ₹299.99 × 2.5 = ₹749.975 → ₹750.
    expect(priceUnderTier({ pricePaise: 34_900, salePricePaise: 29_999 }, commercial, false, null)).toEqual({ pricePaise: 87_300, salePricePaise: 75_000 });
    // ₹199.99 × 5 = ₹999.95 → ₹1,000; no sale stays no sale.
    expect(priceUnderTier({ pricePaise: 19_999, salePricePaise: null }, extended, false, null)).toEqual({ pricePaise: 1_00_000, salePricePaise: null });
    // 1.33×: ₹100 → ₹133; ₹0.50 never rounds to nothing.
    expect(priceUnderTier({ pricePaise: 10_000, salePricePaise: null }, { id: 'x', position: 4, multiplierBp: 13300 }, false, null).pricePaise).toBe(13_300);
    expect(priceUnderTier({ pricePaise: 50, salePricePaise: null }, commercial, false, null).pricePaise).toBe(100);
  });

  it('a product’s own price for a tier replaces the multiplier, with no sale', () => {
    expect(priceUnderTier({ pricePaise: 34_900, salePricePaise: 29_999 }, commercial, false, 1_20_050)).toEqual({ pricePaise: 1_20_050, salePricePaise: null });
  });

  it('an upgrade costs the difference of what each tier is paid today, never less than ₹1', () => {
    const base = { pricePaise: 34_900, salePricePaise: 29_999 };
    const owned = priceUnderTier(base, personal, true, null);
    const wanted = priceUnderTier(base, commercial, false, null);
    expect(upgradePrice(owned, wanted)).toEqual({ pricePaise: payable(wanted) - payable(owned), salePricePaise: null });
    expect(upgradePrice(owned, wanted).pricePaise).toBe(75_000 - 29_999);
    // An override cheaper than what was paid still costs the least charge.
    expect(upgradePrice(owned, { pricePaise: 10_000, salePricePaise: null })).toEqual({ pricePaise: MIN_UPGRADE_PAISE, salePricePaise: null });
  });
});
