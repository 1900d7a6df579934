import { CART_MESSAGES, type CartItem, type CartResponse } from '@chitra/contract/cart';
import { MAX_CART_ITEMS } from '@chitra/contract/constants';
import { LICENCE_MESSAGES } from '@chitra/contract/licences';
import { MESSAGES } from '@chitra/contract/messages';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import type { PaymentItemSnapshot } from '../../db/schema/commerce';
import { type DbOrTx, withTransaction } from '../../db/transaction';
import { AppError, conflict, notFound } from '../../errors';
import { prices, titleTranslations, toImageSet, type MediaUrl, withTranslations } from '../catalogue/catalogue.presenters';
import { findProductSummaries, type ProductSummary } from '../catalogue/catalogue.repository';
import { keptCoupon } from '../coupons/coupons.service';
import { AccountsRepository } from '../accounts/accounts.repository';
import { type LicenceTierRow, LicencesRepository } from '../licences/licences.repository';
import { licenceSnapshot, type PricedLine, priceLines } from '../licences/licences.service';
import { type CartLine, CartRepository, type OwnedPicture, type ProductPicture } from './cart.repository';

/** What the buyer pays for a product: the sale price when there is one. */
export const payablePaise = (item: { pricePaise: number; salePricePaise: number | null }): number => item.salePricePaise ?? item.pricePaise;

export type PricedCart = {
  /** The items as priced now, in cart order, each with its licence: the snapshot a payment keeps. */
  items: PaymentItemSnapshot[];
  /** Sum of list prices. */
  listTotalPaise: number;
  /** Sum of what the buyer pays (sale prices). */
  subtotalPaise: number;
  /** Products whose line the buyer holds already, under its tier or a higher one: checkout refuses to sell them again. */
  heldAlready: string[];
};

/** The customer's cart lines that are on sale (an unpublished product is left out), priced under their licences. */
async function pricedLines(db: DbOrTx, customerId: string, lines: CartLine[]): Promise<{ line: CartLine; summary: ProductSummary; priced: PricedLine }[]> {
  const summaries = new Map(
    (
      await findProductSummaries(
        db,
        lines.map((l) => l.productId),
      )
    ).map((s) => [s.id, s]),
  );
  const present = lines.flatMap((line) => {
    const summary = summaries.get(line.productId);
    return summary ? [{ line, summary }] : [];
  });
  const priced = await priceLines(
    db,
    customerId,
    present.map(({ line, summary }) => ({ productId: line.productId, tierId: line.tierId, base: summary })),
  );
  return present.flatMap((p, i) => {
    const line = priced[i];
    return line ? [{ ...p, priced: line }] : [];
  });
}

const totalsOf = (prices: { pricePaise: number; salePricePaise: number | null }[]) => ({
  listTotalPaise: prices.reduce((sum, p) => sum + p.pricePaise, 0),
  subtotalPaise: prices.reduce((sum, p) => sum + payablePaise(p), 0),
});

/**
 * The cart's products with their current prices under their licences
 * (decision 053). Reusable inside a payment's transaction.
 */
export async function priceCart(db: DbOrTx, customerId: string): Promise<PricedCart> {
  const lines = await pricedLines(db, customerId, await new CartRepository(db).lines(customerId));
  const items: PaymentItemSnapshot[] = lines.map(({ summary, priced }) => ({
    productId: summary.id,
    title: summary.title,
    pricePaise: priced.price.pricePaise,
    salePricePaise: priced.price.salePricePaise,
    licence: licenceSnapshot(priced.tier, priced.upgradeFrom && { tierId: priced.upgradeFrom.tierId, name: priced.upgradeFrom.tierName }),
  }));
  return { items, ...totalsOf(items), heldAlready: lines.filter((l) => l.priced.heldAlready).map((l) => l.summary.id) };
}

/** A tier the buyer may choose: 404 for one that does not exist, 409 for one the shop no longer sells. */
async function sellable(licences: LicencesRepository, tierId: string): Promise<LicenceTierRow> {
  const tier = await licences.byId(tierId);
  if (!tier) throw notFound(LICENCE_MESSAGES.tierNotFound);
  if (!tier.active) throw conflict(LICENCE_MESSAGES.tierInactive);
  return tier;
}

type Overlap = NonNullable<CartItem['overlaps']>[number];

/**
 * For each cart product, the other products holding some of its pictures
 * (decision 044): another item of the cart, or a product the customer bought
 * in an order not refunded. Pictures are compared by their original's hash.
 * Nothing here changes a price: each product is charged in full.
 */
function overlapsOf(
  cart: { productId: string; title: string; translations: Overlap['translations'] }[],
  pictures: ProductPicture[],
  owned: OwnedPicture[],
): Map<string, { pictureCount: number; overlaps: Overlap[] }> {
  const hashes = new Map<string, Set<string>>();
  for (const { productId, contentHash } of pictures) hashes.set(productId, (hashes.get(productId) ?? new Set()).add(contentHash));
  // What the customer owns, by product: its pictures, its title and size from the newest order holding it.
  const ownedBy = new Map<string, { title: string; translations: Overlap['translations']; pictureCount: number; hashes: Set<string> }>();
  for (const row of owned) {
    const entry = ownedBy.get(row.productId) ?? {
      title: row.title,
      translations: titleTranslations(row.translations),
      pictureCount: row.pictureCount,
      hashes: new Set<string>(),
    };
    entry.hashes.add(row.contentHash);
    ownedBy.set(row.productId, entry);
  }
  const shared = (mine: Set<string>, theirs: Set<string>) => [...mine].filter((hash) => theirs.has(hash)).length;
  const result = new Map<string, { pictureCount: number; overlaps: Overlap[] }>();
  for (const item of cart) {
    const mine = hashes.get(item.productId) ?? new Set<string>();
    const overlaps: Overlap[] = [];
    for (const other of cart) {
      const theirs = hashes.get(other.productId);
      const sharedCount = other.productId === item.productId || !theirs ? 0 : shared(mine, theirs);
      if (sharedCount > 0 && theirs)
        overlaps.push({
          productID: other.productId,
          title: other.title,
          ...withTranslations(other.translations),
          where: 'cart',
          pictureCount: theirs.size,
          sharedCount,
        });
    }
    // The product itself, if already bought, is Buy Now's own refusal (payments.checkout.ts), not an overlap.
    for (const [productId, other] of ownedBy) {
      const sharedCount = productId === item.productId ? 0 : shared(mine, other.hashes);
      if (sharedCount > 0)
        overlaps.push({
          productID: productId,
          title: other.title,
          ...withTranslations(other.translations),
          where: 'owned',
          pictureCount: other.pictureCount,
          sharedCount,
        });
    }
    if (overlaps.length > 0) result.set(item.productId, { pictureCount: mine.size, overlaps });
  }
  return result;
}

export function createCartService(deps: { db: Db; mediaUrl: MediaUrl; now: () => Date }) {
  const { db, mediaUrl, now } = deps;
  const repository = new CartRepository(db);

  return {
    /**
     * GET users/getcart: the items and both totals, computed here in paise,
     * and the coupon kept on the cart (decision 039), priced for these items
     * or with the reason it no longer applies. An item holding a picture that
     * another item holds, or that the customer owns, says which (decision 044).
     */
    async getCart(customerId: string): Promise<CartResponse> {
      const present = await pricedLines(db, customerId, await repository.lines(customerId));
      const { listTotalPaise, subtotalPaise } = totalsOf(present.map((p) => p.priced.price));
      const kept = await keptCoupon(db, { customerId, subtotalPaise, now: now() });
      const pictures = await repository.picturesOf(present.map((p) => p.summary.id));
      const owned = await repository.ownedPictures(customerId, [...new Set(pictures.map((p) => p.contentHash))]);
      const overlaps = overlapsOf(
        present.map((p) => ({ productId: p.summary.id, title: p.summary.title, translations: titleTranslations(p.summary.translations) })),
        pictures,
        owned,
      );
      const billing = await new AccountsRepository(db).billing(customerId);
      return {
        success: true,
        data: [
          {
            product: present.map(({ line, summary, priced }) => ({
              _id: line.itemId,
              productID: { _id: summary.id, title: summary.title, ...prices(priced.price), ...withTranslations(titleTranslations(summary.translations)) },
              images: summary.cover ? [toImageSet(summary.cover, summary.title, mediaUrl)] : [],
              ...overlaps.get(summary.id),
              licence: { _id: priced.tier.id, name: priced.tier.name, summary: priced.tier.summary },
              licences: priced.choices,
              ...(priced.upgradeFrom ? { upgradeFrom: { _id: priced.upgradeFrom.tierId, name: priced.upgradeFrom.tierName } } : {}),
            })),
            totalPrice: paiseToRupees(listTotalPaise),
            totalsalePrice: paiseToRupees(subtotalPaise),
            ...(kept
              ? {
                  coupon: {
                    code: kept.code,
                    discountAmount: paiseToRupees(kept.discountPaise),
                    payable: paiseToRupees(subtotalPaise - kept.discountPaise),
                    ...(kept.refusal === undefined ? {} : { message: kept.refusal }),
                  },
                }
              : {}),
            ...(billing ? { billing } : {}),
          },
        ],
      };
    },

    /**
     * POST users/addtocart, under the licence chosen (absent: the first
     * tier). A product already in the cart is not added again; nor one the
     * customer holds under this licence or a higher one (409 saying which);
     * one held under a lower licence is added as an upgrade (decision 053).
     */
    async add(customerId: string, productId: string, licence?: string): Promise<string> {
      return withTransaction(db, async (tx) => {
        const cart = new CartRepository(tx);
        const licences = new LicencesRepository(tx);
        if (!(await cart.productExists(productId))) throw notFound(CART_MESSAGES.productNotFound);
        const tier = licence === undefined ? await licences.first() : await sellable(licences, licence);
        const holding = (await licences.held(customerId, [productId])).get(productId);
        // Without a licence the spec's flow is unchanged: a photograph bought is not added again.
        if (holding && licence === undefined) throw conflict(CART_MESSAGES.alreadyOwned);
        if (holding && holding.position >= tier.position) throw conflict(LICENCE_MESSAGES.ownedAtTier);
        // Per customer: two adds at once cannot both squeeze under the cap.
        await cart.lockCustomer(customerId);
        if ((await cart.size(customerId)) >= MAX_CART_ITEMS) throw new AppError('CONFLICT', CART_MESSAGES.full);
        if (!(await cart.add(customerId, productId, tier.id))) throw conflict(MESSAGES.cartAlready);
        return MESSAGES.productAddedToCart;
      });
    },

    /**
     * PATCH users/cart/{id}: the licence of one of the caller's lines
     * (another's answers 404 like an unknown one). Only a tier on sale, and
     * not one the buyer holds the photograph under already, or below it.
     */
    async changeLicence(customerId: string, itemId: string, licence: string): Promise<string> {
      return withTransaction(db, async (tx) => {
        const cart = new CartRepository(tx);
        const licences = new LicencesRepository(tx);
        const line = await cart.line(customerId, itemId);
        if (!line) throw notFound(CART_MESSAGES.itemNotFound);
        const tier = await sellable(licences, licence);
        const holding = (await licences.held(customerId, [line.productId])).get(line.productId);
        if (holding && holding.position >= tier.position) throw conflict(LICENCE_MESSAGES.ownedAtTier);
        if (!(await cart.setTier(customerId, itemId, tier.id))) throw notFound(CART_MESSAGES.itemNotFound);
        return LICENCE_MESSAGES.changed;
      });
    },

    /** DELETE users/removecart/{id}: only the caller's own item; another's answers 404 like an unknown one. */
    async remove(customerId: string, itemId: string): Promise<string> {
      if (!(await repository.remove(customerId, itemId))) throw notFound(CART_MESSAGES.itemNotFound);
      return MESSAGES.cartRemoved;
    },
  };
}
