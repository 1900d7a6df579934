import type { CartItem } from '@chitra/contract/cart';
import type { Content, Translate } from '../../i18n/i18n';

/**
 * What the cart says of an item holding a picture that another item of the
 * cart holds, or that the customer already owns (decision 044): a pack and a
 * single photograph can hold the very same picture. The server charges every
 * product its full price and refunds nothing for such a picture (its
 * bought-again refund is for the same product bought twice, decision 013),
 * so the words say so and promise no discount.
 */

type Overlap = NonNullable<CartItem['overlaps']>[number];

function sentence(t: Translate<'cart'>, content: Content, isPack: boolean, overlap: Overlap): string {
  const owned = overlap.where === 'owned';
  // Its title in the page's language where it has one (inside a sentence, English stays unmarked, as in the remove button's label).
  const title = content(overlap.title, overlap.translations, 'title').text;
  const otherIsPack = overlap.pictureCount > 1;
  if (isPack && !otherIsPack) return owned ? t('packIncludesOwned', { title }) : t('packIncludesInCart', { title });
  if (isPack) return t(owned ? 'packSharesOwned' : 'packSharesInCart', { title, count: overlap.sharedCount });
  if (otherIsPack) return owned ? t('inPackOwned', { title }) : t('inPackInCart', { title });
  return owned ? t('samePictureOwned', { title }) : t('samePictureInCart', { title });
}

/** The sentences for an item, then what they mean for the price (both are charged: nothing taken off now, nothing refunded after); empty when it shares no picture. */
export function overlapSentences(item: CartItem, t: Translate<'cart'>, content: Content): string[] {
  const overlaps = item.overlaps ?? [];
  if (overlaps.length === 0) return [];
  const isPack = (item.pictureCount ?? 1) > 1;
  return [
    ...overlaps.map((overlap) => sentence(t, content, isPack, overlap)),
    ...(overlaps.some((o) => o.where === 'cart') ? [t('bothCharged')] : []),
    ...(overlaps.some((o) => o.where === 'owned') ? [t('ownedCharged')] : []),
  ];
}
