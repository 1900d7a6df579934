import type { AuditEntityType } from '@chitra/contract/admin';
import { CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue-rules';
import {
  type AdminLicenceTier,
  type AdminLicenceTierBody,
  type AdminProductLicencePrices,
  type AdminProductLicencePricesBody,
  LICENCE_MESSAGES,
} from '@chitra/contract/licences';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { badRequest, invalidField, notFound } from '../../errors';
import { priceUnderTier } from '../licences/licence-pricing';
import { type LicenceTierRow, LicencesRepository } from '../licences/licences.repository';
import { multiplierOf, toLicenceTier } from '../licences/licences.service';
import { type AuditWrite, type AdminActor, AuditRepository } from './audit.repository';
import { AdminLicencesRepository } from './licences.repository';

/** The audit log's kind for a tier. */
const LICENCE_ENTITY: AuditEntityType = 'licence';

/** A multiplier the contract checked (1 to 100, two decimals) in basis points. */
const basisPoints = (multiplier: number): number => Math.round(multiplier * 10000);

/** A URL-safe slug from a tier's name: 'Extended Plus' → 'extended-plus'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'licence';
}

/** What the audit row keeps of a tier. */
const snapshot = (row: LicenceTierRow) => ({
  name: row.name,
  summary: row.summary,
  terms: row.terms,
  multiplier: multiplierOf(row.multiplierBp),
  active: row.active,
  version: row.version,
});

/** The tier with the lowest position: the photograph's own price, multiplier 1, always active, never overridden. */
const firstOf = (tiers: LicenceTierRow[]): LicenceTierRow | undefined =>
  tiers.reduce<LicenceTierRow | undefined>((low, t) => (low === undefined || t.position < low.position ? t : low), undefined);

/**
 * Licence tiers for the owner (decision 053). A tier keeps its position
 * (new ones are appended: a higher position is a higher licence, which an
 * upgrade climbs); editing its name, summary or terms bumps its version, and
 * what was sold keeps the version it was sold under (order_items.tier_*).
 * The first tier is the spec's price: its multiplier stays 1, it stays
 * active, and no product overrides it. Every write is audited in its own
 * transaction.
 */
export function createAdminLicencesService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  function present(row: LicenceTierRow, first: LicenceTierRow | undefined, sold: Map<string, number>): AdminLicenceTier {
    return { ...toLicenceTier(row), active: row.active, first: row.id === first?.id, sold: sold.get(row.id) ?? 0, updatedAt: row.updatedAt.toISOString() };
  }

  async function presentOne(row: LicenceTierRow): Promise<AdminLicenceTier> {
    const first = await new LicencesRepository(db).first();
    return present(row, first, await new AdminLicencesRepository(db).soldCounts());
  }

  async function pricesOf(productId: string): Promise<AdminProductLicencePrices['data']> {
    const admin = new AdminLicencesRepository(db);
    const product = await admin.product(productId);
    if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound);
    const [tiers, overrides] = await Promise.all([new LicencesRepository(db).all(), admin.overridesOf(productId)]);
    const first = firstOf(tiers);
    return tiers.map((tier) => {
      const override = overrides.get(tier.id);
      return {
        tier: tier.id,
        name: tier.name,
        first: tier.id === first?.id,
        // The list price under the multiplier (a sale price, if any, is scaled alike and shows on the shop's pages).
        rulePrice: paiseToRupees(priceUnderTier(product, tier, tier.id === first?.id, null).pricePaise),
        override: override === undefined ? null : paiseToRupees(override),
      };
    });
  }

  return {
    /** Every tier, active or not, lowest position first, with how many order lines each sold. */
    async list(): Promise<AdminLicenceTier[]> {
      const [tiers, sold] = await Promise.all([new LicencesRepository(db).all(), new AdminLicencesRepository(db).soldCounts()]);
      const first = firstOf(tiers);
      return tiers.map((t) => present(t, first, sold));
    },

    /** A new tier after every other, its slug made from its name (and made unique). */
    async create(by: AdminActor, body: AdminLicenceTierBody): Promise<AdminLicenceTier> {
      const row = await withTransaction(db, async (tx) => {
        const admin = new AdminLicencesRepository(tx);
        await admin.lockTiers();
        const base = slugOf(body.name);
        let slug = base;
        for (let n = 2; await admin.slugTaken(slug); n++) slug = `${base}-${n}`;
        const at = now();
        const tier = await admin.create(
          { slug, name: body.name, summary: body.summary, terms: body.terms, multiplierBp: basisPoints(body.multiplier), active: body.active },
          at,
        );
        await new AuditRepository(tx).record(
          by,
          {
            action: 'licence.create',
            entityType: LICENCE_ENTITY,
            entityId: tier.id,
            before: null,
            after: { slug, position: tier.position, ...snapshot(tier) },
          },
          at,
        );
        return tier;
      });
      return presentOne(row);
    },

    /**
     * Changes a tier. A change of name, summary or terms is a new version;
     * the multiplier and the active flag change prices and what is on sale,
     * not the licence text, so they keep the version.
     */
    async update(by: AdminActor, id: string, body: AdminLicenceTierBody): Promise<AdminLicenceTier> {
      const row = await withTransaction(db, async (tx) => {
        const admin = new AdminLicencesRepository(tx);
        const tier = await admin.lock(id);
        if (!tier) throw notFound(LICENCE_MESSAGES.tierNotFound);
        const first = await new LicencesRepository(tx).first();
        const multiplierBp = basisPoints(body.multiplier);
        if (tier.id === first.id && (multiplierBp !== 10000 || !body.active)) {
          throw badRequest(LICENCE_MESSAGES.firstTierFixed, { [multiplierBp === 10000 ? 'active' : 'multiplier']: LICENCE_MESSAGES.firstTierFixed });
        }
        const reworded = body.name !== tier.name || body.summary !== tier.summary || body.terms !== tier.terms;
        const at = now();
        const updated = await admin.update(
          id,
          {
            name: body.name,
            summary: body.summary,
            terms: body.terms,
            multiplierBp,
            active: body.active,
            version: reworded ? tier.version + 1 : tier.version,
          },
          at,
        );
        if (!updated) throw notFound(LICENCE_MESSAGES.tierNotFound);
        await new AuditRepository(tx).record(
          by,
          { action: 'licence.update', entityType: LICENCE_ENTITY, entityId: id, before: snapshot(tier), after: snapshot(updated) },
          at,
        );
        return updated;
      });
      return presentOne(row);
    },

    /** GET admin/products/{id}/licence-prices: each tier's price by its multiplier, and the product's own where it has one. */
    productPrices: pricesOf,

    /**
     * PUT admin/products/{id}/licence-prices: sets a product's own price for
     * some tiers (null removes it, the multiplier decides again). Never for
     * the first tier: that is the product's own price. One audit row.
     */
    async setProductPrices(by: AdminActor, productId: string, body: AdminProductLicencePricesBody): Promise<AdminProductLicencePrices['data']> {
      await withTransaction(db, async (tx) => {
        const admin = new AdminLicencesRepository(tx);
        if (!(await admin.product(productId))) throw notFound(CATALOGUE_MESSAGES.productNotFound);
        const tiers = await new LicencesRepository(tx).all();
        const first = firstOf(tiers);
        const known = new Set(tiers.map((t) => t.id));
        // One change per tier: the last given wins.
        const changes = new Map<string, number | null>();
        for (const [i, { tier, price }] of body.prices.entries()) {
          if (!known.has(tier)) throw notFound(LICENCE_MESSAGES.tierNotFound);
          if (tier === first?.id) throw badRequest(LICENCE_MESSAGES.overrideFirstTier, { [`prices.${i}.tier`]: LICENCE_MESSAGES.overrideFirstTier });
          const paise = price === null ? null : rupeesToPaise(price);
          if (paise === undefined || paise === 0) throw invalidField(`prices.${i}.price`, LICENCE_MESSAGES.twoDecimals);
          changes.set(tier, paise);
        }
        const before = Object.fromEntries([...(await admin.overridesOf(productId))].map(([tier, paise]) => [tier, paiseToRupees(paise)]));
        await admin.setOverrides(
          productId,
          [...changes].map(([tierId, pricePaise]) => ({ tierId, pricePaise })),
        );
        const after = Object.fromEntries([...(await admin.overridesOf(productId))].map(([tier, paise]) => [tier, paiseToRupees(paise)]));
        const write: AuditWrite = { action: 'product.licence-prices', entityType: 'product', entityId: productId, before, after };
        await new AuditRepository(tx).record(by, write, now());
      });
      return pricesOf(productId);
    },
  };
}
