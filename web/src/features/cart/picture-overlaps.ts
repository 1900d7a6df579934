import type { CartItem } from '@chitra/contract/cart';

/**
 * What the cart says of an item holding a picture that another item of the
 * cart holds, or that the customer already owns (decision 044): a pack and a
 * single photograph can hold the very same picture. The server charges every
 * product its full price and refunds nothing for such a picture (its
 * bought-again refund is for the same product bought twice, decision 013),
 * so the words say so and promise no discount.
 */

const quoted = (title: string): string => `“${title}”`;
const pictures = (count: number): string => `${count} ${count === 1 ? 'picture' : 'pictures'}`;

type Overlap = NonNullable<CartItem['overlaps']>[number];

function sentence(isPack: boolean, overlap: Overlap): string {
  const where = overlap.where === 'owned' ? 'which you already own' : 'which is also in your cart';
  const otherIsPack = overlap.pictureCount > 1;
  if (isPack && !otherIsPack) {
    return overlap.where === 'owned'
      ? `This pack includes ${quoted(overlap.title)}, which you already own.`
      : `This pack includes ${quoted(overlap.title)}, which is also in your cart as a single photograph.`;
  }
  if (isPack) return `This pack shares ${pictures(overlap.sharedCount)} with the pack ${quoted(overlap.title)}, ${where}.`;
  if (otherIsPack) return `This photograph is also in the pack ${quoted(overlap.title)}, ${overlap.where === 'owned' ? where : 'which is in your cart'}.`;
  return `This photograph is the same picture as ${quoted(overlap.title)}, ${where}.`;
}

/** Both are charged: nothing is taken off now, nothing refunded after. */
const BOTH_CHARGED = 'Each is charged at its full price, so you would pay for the same picture twice; nothing is refunded for it. Remove one to pay once.';
const OWNED_CHARGED = 'Its full price is charged all the same: nothing is taken off or refunded for a picture you already own.';

/** The sentences for an item, then what they mean for the price; empty when it shares no picture. */
export function overlapSentences(item: CartItem): string[] {
  const overlaps = item.overlaps ?? [];
  if (overlaps.length === 0) return [];
  const isPack = (item.pictureCount ?? 1) > 1;
  return [
    ...overlaps.map((overlap) => sentence(isPack, overlap)),
    ...(overlaps.some((o) => o.where === 'cart') ? [BOTH_CHARGED] : []),
    ...(overlaps.some((o) => o.where === 'owned') ? [OWNED_CHARGED] : []),
  ];
}
