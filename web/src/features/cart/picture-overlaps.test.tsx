import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@chitra/contract/cart';
import { stubFetch } from '../../test/fetch-stub';
import { cartResponse, createCartItem } from '../../test/cart-fixtures';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Decision 044: a pack and a single photograph holding the same picture. */

const PACK = { productID: 'p-pack', title: 'Kelva beach pack', pictureCount: 3, sharedCount: 1 };
const SINGLE = { productID: 'p-single', title: 'Sunset at Kelva', pictureCount: 1, sharedCount: 1 };

const pack = (overlaps: CartItem['overlaps']): CartItem => ({
  ...createCartItem({ _id: 'item-pack', productId: 'p-pack', title: 'Kelva beach pack', price: 899, salePrice: 899 }),
  pictureCount: 3,
  overlaps,
});
const single = (overlaps: CartItem['overlaps']): CartItem => ({
  ...createCartItem({ _id: 'item-single', productId: 'p-single', title: 'Sunset at Kelva', price: 399, salePrice: 399 }),
  pictureCount: 1,
  overlaps,
});
const harbour = createCartItem({ _id: 'item-harbour', productId: 'p-harbour', title: 'Harbour at dawn', price: 299, salePrice: 299 });

async function openCart(items: CartItem[]) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': cartResponse(items, { totalPrice: 1597, totalsalePrice: 1597 }),
  });
  renderApp('/cart', { user: createAuthUser() });
  return screen.findByRole('list', { name: 'Items in your cart' });
}

/** The list item of the product titled `title`. */
const row = (list: HTMLElement, title: string) => within(list).getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('cart: a picture in two products', () => {
  it('says on the pack and on the single that both hold the picture, and that both are charged in full', async () => {
    const list = await openCart([pack([{ ...SINGLE, where: 'cart' }]), single([{ ...PACK, where: 'cart' }]), harbour]);
    const packRow = row(list, 'Kelva beach pack');
    expect(within(packRow).getByText('This pack includes “Sunset at Kelva”, which is also in your cart as a single photograph.')).toBeInTheDocument();
    const singleRow = row(list, 'Sunset at Kelva');
    expect(within(singleRow).getByText('This photograph is also in the pack “Kelva beach pack”, which is in your cart.')).toBeInTheDocument();
    const price = 'Each is charged at its full price, so you would pay for the same picture twice; nothing is refunded for it. Remove one to pay once.';
    expect(within(packRow).getByText(price)).toBeInTheDocument();
    expect(within(singleRow).getByText(price)).toBeInTheDocument();
    // An item sharing nothing says nothing.
    expect(row(list, 'Harbour at dawn').querySelector('.cart-item__overlap')).toBeNull();
  });

  it('says when a pack includes a picture the customer already owns, and that its price stays whole', async () => {
    const list = await openCart([pack([{ ...SINGLE, where: 'owned' }])]);
    const packRow = row(list, 'Kelva beach pack');
    expect(within(packRow).getByText('This pack includes “Sunset at Kelva”, which you already own.')).toBeInTheDocument();
    expect(
      within(packRow).getByText('Its full price is charged all the same: nothing is taken off or refunded for a picture you already own.'),
    ).toBeInTheDocument();
    expect(within(packRow).queryByText(/pay for the same picture twice/)).not.toBeInTheDocument();
  });

  it('says when a single is in a pack the customer already owns, and when two packs share pictures', async () => {
    const list = await openCart([
      single([{ ...PACK, where: 'owned' }]),
      { ...pack([{ productID: 'p-other', title: 'Kelva at dusk', pictureCount: 4, sharedCount: 2, where: 'cart' }]) },
    ]);
    expect(
      within(row(list, 'Sunset at Kelva')).getByText('This photograph is also in the pack “Kelva beach pack”, which you already own.'),
    ).toBeInTheDocument();
    expect(
      within(row(list, 'Kelva beach pack')).getByText('This pack shares 2 pictures with the pack “Kelva at dusk”, which is also in your cart.'),
    ).toBeInTheDocument();
  });
});
