import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { PAYMENT_RESULT_STORAGE_KEY } from '@chitra/contract/constants';
import type { WishlistProduct } from '@chitra/contract/wishlist';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { cartResponse, couponResponse, createCartItem, createVerificationResult } from '../../test/cart-fixtures';
import { configResponse, createAuthUser, createImageSet } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';

/** The cart, its coupon, the payment's outcome and the wishlist as a reader of Marathi or Hindi sees them. */

type Routes = Parameters<typeof stubFetch>[0];

const sunsets = createCartItem({ _id: 'item-1', productId: 'p-1', title: 'Sunsets of Palghar', price: 1499, salePrice: 1299 });
const monsoon = createCartItem({ _id: 'item-2', productId: 'p-2', title: 'Monsoon at Satpati', price: 299.5, salePrice: 299.5 });
const fullCart = () => cartResponse([sunsets, monsoon], { totalPrice: 1798.5, totalsalePrice: 1598.5 });

function stubShop(routes: Routes) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    ...routes,
  });
}

/** The amount a totals row shows, by its label. */
const total = (label: string) => within(screen.getByRole('region', { name: 'ऑर्डरचा सारांश' })).getByText(label).nextElementSibling?.textContent;

describe('the cart in Marathi', () => {
  it('lists the lines and the server’s totals in Marathi words and Devanagari digits', async () => {
    stubShop({ 'users/getcart': fullCart() });
    await renderAppIn('mr', '/cart', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'कार्ट' });
    const items = await screen.findByRole('list', { name: 'तुमच्या कार्टमधील वस्तू' });
    expect(screen.getByText('२ छायाचित्रे')).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Sunsets of Palghar' })).toHaveAttribute('href', '/mr/product/p-1');
    // The photograph's own title is stored in English: marked so for a screen reader.
    expect(within(items).getByRole('link', { name: 'Sunsets of Palghar' })).toHaveAttribute('lang', 'en-IN');
    expect(within(items).getByText('₹१,२९९')).toBeInTheDocument();
    expect(within(items).getByText('₹१,४९९').closest('s')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sunsets of Palghar काढा' })).toBeInTheDocument();

    expect(total('एकूण किंमत')).toBe('₹१,७९८.५०');
    expect(total('एकूण विक्री किंमत')).toBe('₹१,५९८.५०');
    expect(total('कूपन सवलत')).toBe('₹०');
    expect(total('भरायची रक्कम')).toBe('₹१,५९८.५०');
    expect(screen.getByRole('heading', { name: 'बिलिंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आता खरेदी करा' })).toBeEnabled();
    expect(document.title).toBe('कार्ट | Chitra');
  });

  it('names a line by its Marathi title where the photograph has one, unmarked, and by its English one, marked, where not', async () => {
    const translated = createCartItem({
      _id: 'item-1',
      productId: 'p-1',
      title: 'Sunsets of Palghar',
      translations: { mr: { title: 'पालघरचे सूर्यास्त' }, hi: { title: 'पालघर के सूर्यास्त' } },
    });
    stubShop({ 'users/getcart': cartResponse([translated, monsoon], { totalPrice: 1798.5, totalsalePrice: 1598.5 }) });
    await renderAppIn('mr', '/cart', { user: createAuthUser() });
    const items = await screen.findByRole('list', { name: 'तुमच्या कार्टमधील वस्तू' });
    const line = await within(items).findByRole('link', { name: 'पालघरचे सूर्यास्त' });
    expect(line).toHaveAttribute('href', '/mr/product/p-1');
    expect(line).not.toHaveAttribute('lang');
    expect(screen.getByRole('button', { name: 'पालघरचे सूर्यास्त काढा' })).toBeInTheDocument();
    expect(within(items).queryByText(/Sunsets of Palghar|पालघर के/)).not.toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Monsoon at Satpati' })).toHaveAttribute('lang', 'en-IN');
  });

  it('says in Marathi that two packs share pictures, counted in Devanagari, and that both are charged in full', async () => {
    const pack = {
      ...createCartItem({ _id: 'item-pack', productId: 'p-pack', title: 'Kelva beach pack', price: 899, salePrice: 899 }),
      pictureCount: 3,
      overlaps: [{ productID: 'p-other', title: 'Kelva at dusk', pictureCount: 4, sharedCount: 2, where: 'cart' as const }],
    };
    stubShop({ 'users/getcart': cartResponse([pack], { totalPrice: 899, totalsalePrice: 899 }) });
    await renderAppIn('mr', '/cart', { user: createAuthUser() });
    expect(await screen.findByText('या पॅकमधील २ चित्रे “Kelva at dusk” या पॅकमध्येही आहेत; तो पॅकही तुमच्या कार्टमध्ये आहे.')).toBeInTheDocument();
    expect(screen.getByText(/^दोन्हींची पूर्ण किंमत लागेल/)).toBeInTheDocument();
  });

  it('names the other product in a shared-picture note by its Marathi title where it has one', async () => {
    const pack = {
      ...createCartItem({ _id: 'item-pack', productId: 'p-pack', title: 'Kelva beach pack', price: 899, salePrice: 899 }),
      pictureCount: 3,
      overlaps: [
        {
          productID: 'p-owned',
          title: 'Sunset at Kelva',
          translations: { mr: { title: 'केळव्याचा सूर्यास्त' } },
          pictureCount: 1,
          sharedCount: 1,
          where: 'owned' as const,
        },
      ],
    };
    stubShop({ 'users/getcart': cartResponse([pack], { totalPrice: 899, totalsalePrice: 899 }) });
    await renderAppIn('mr', '/cart', { user: createAuthUser() });
    const note = await screen.findByText(/“केळव्याचा सूर्यास्त”/);
    expect(note).not.toHaveTextContent('Sunset at Kelva');
  });

  it('says an empty cart is empty, in Marathi', async () => {
    stubShop({ 'users/getcart': cartResponse() });
    await renderAppIn('mr', '/cart', { user: createAuthUser() });
    expect(await screen.findByText('तुमचा कार्ट रिकामा आहे.')).toBeInTheDocument();
  });

  it('alerts a blank coupon in Marathi, keeps a refusal in the server’s words, and shows an applied one in Marathi', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let calls = 0;
    stubShop({
      'users/getcart': fullCart(),
      'users/check-coupon-discount': () =>
        ++calls === 1
          ? jsonResponse({ success: false, message: COUPON_MESSAGES.expired, code: 'BAD_REQUEST' }, 400)
          : jsonResponse(couponResponse('MONSOON10', 159.85, 1438.65)),
    });
    const { user } = await renderAppIn('mr', '/cart', { user: createAuthUser() });
    const field = await screen.findByLabelText('कूपन कोड');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'लागू करा' }));
    expect(alert).toHaveBeenCalledWith('कृपया कूपन कोड लिहा.');

    // The server's reason stays as it sent it (its error codes are the team lead's).
    await user.clear(field);
    await user.type(field, 'MONSOON10');
    await user.click(screen.getByRole('button', { name: 'लागू करा' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith(COUPON_MESSAGES.expired));
    await waitFor(() => expect(screen.getByRole('button', { name: 'लागू करा' })).not.toHaveAttribute('aria-busy'));

    await user.click(screen.getByRole('button', { name: 'लागू करा' }));
    expect(await screen.findByText('कूपन MONSOON10 लागू झाले')).toBeInTheDocument();
    expect(screen.getByText('तुमची बचत ₹१५९.८५')).toBeInTheDocument();
    expect(total('कूपन सवलत')).toBe('−₹१५९.८५');
    expect(total('भरायची रक्कम')).toBe('₹१,४३८.६५');
    expect(screen.getByRole('button', { name: 'कूपन काढा' })).toBeInTheDocument();
  });

  it('toasts a removal in Marathi, not in the server’s English', async () => {
    let removed = false;
    stubShop({
      'users/getcart': () => jsonResponse(removed ? cartResponse([monsoon], { totalPrice: 299.5, totalsalePrice: 299.5 }) : fullCart()),
      'users/removecart/item-1': () => {
        removed = true;
        return jsonResponse({ success: true, message: 'Item removed successfully.' });
      },
    });
    const { user } = await renderAppIn('mr', '/cart', { user: createAuthUser() });
    await user.click(await screen.findByRole('button', { name: 'Sunsets of Palghar काढा' }));
    expect(await screen.findByText('वस्तू काढली.')).toBeInTheDocument();
    expect(screen.queryByText('Item removed successfully.')).not.toBeInTheDocument();
    await waitFor(() => expect(total('भरायची रक्कम')).toBe('₹२९९.५०'));
    expect(screen.getByText('१ छायाचित्र')).toBeInTheDocument();
  });
});

describe('the payment’s outcome in Marathi', () => {
  it('shows the payment success page: status, order, total and count in Marathi', async () => {
    stubShop({ 'users/getcart': cartResponse() });
    const [order] = createVerificationResult().orderDetails;
    if (order === undefined) throw new Error('no order in the fixture');
    const [palghar, satpati] = order.product;
    if (palghar === undefined || satpati === undefined) throw new Error('two products in the fixture');
    const translated = { ...palghar, translations: { mr: { title: 'पालघरचे सूर्यास्त' } } };
    const result = createVerificationResult({ orderDetails: [{ ...order, product: [translated, satpati] }] });
    localStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify(result));
    await renderAppIn('mr', '/payment-success', { user: createAuthUser() });

    await screen.findByRole('heading', { level: 1, name: 'पेमेंट यशस्वी झाले' });
    expect(screen.getByText('स्थिती').nextElementSibling).toHaveTextContent('यशस्वी');
    expect(screen.getByText('ट्रान्झॅक्शन ID').nextElementSibling).toHaveTextContent('pay_Test456');
    expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर CH-2026-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CH-2026-000123' })).toHaveAttribute('href', '/mr/order-detail/order-1');
    expect(screen.getByText('एकूण किंमत').nextElementSibling).toHaveTextContent('₹७९८');
    expect(screen.getByText('वस्तूंची संख्या').nextElementSibling).toHaveTextContent('२');
    // The photographs bought: by the Marathi title where one has it, else by the English one, marked so.
    expect(screen.getByText('पालघरचे सूर्यास्त')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Sunsets of Palghar')).not.toBeInTheDocument();
    expect(screen.getByText('Monsoon at Satpati')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('link', { name: 'मुख्यपृष्ठावर जा' })).toHaveAttribute('href', '/mr');
    expect(document.title).toBe('पेमेंट यशस्वी | Chitra');
  });

  it('shows the payment failed page and the way back to the cart', async () => {
    stubShop({ 'users/getcart': cartResponse() });
    await renderAppIn('mr', '/payment-failed', { user: createAuthUser() });
    await screen.findByRole('heading', { level: 1, name: 'पेमेंट अयशस्वी' });
    expect(screen.getByText('छायाचित्रे अजूनही तुमच्या कार्टमध्ये आहेत, तुम्ही पुन्हा प्रयत्न करू शकता.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मागे जा' })).toHaveAttribute('href', '/mr/cart');
  });
});

describe('the wishlist in Hindi', () => {
  it('names a saved photograph by its Hindi title where it has one, its picture too, and says so when it is removed', async () => {
    const hindi: WishlistProduct = {
      _id: 'p-kelwa',
      title: 'Kelwa at dusk',
      price: 999,
      salePrice: 999,
      images: [createImageSet('p-kelwa')],
      translations: { hi: { title: 'शाम को केलवा' }, mr: { title: 'संध्याकाळचा केळवा' } },
    };
    const english: WishlistProduct = { _id: 'p-sunset', title: 'Sunset over Kelwa', price: 1999, salePrice: 1499, images: [createImageSet('p-sunset')] };
    let served = 0;
    stubShop({
      'users/getcart': cartResponse(),
      'user/wishlist': () => jsonResponse({ success: true, wishlist: served++ === 0 ? [hindi, english] : [english] }),
      'product/Wishlist': { success: true, message: 'Removed', data: { inWishlist: false } },
    });
    const { user } = await renderAppIn('hi', '/wishlist', { user: createAuthUser() });
    const list = await screen.findByRole('list', { name: 'इच्छा-सूची' });
    const link = within(list).getByRole('link', { name: 'शाम को केलवा' });
    expect(link).not.toHaveAttribute('lang');
    expect(within(list).getByRole('img', { name: 'शाम को केलवा' })).not.toHaveAttribute('lang');
    expect(within(list).getByRole('link', { name: 'Sunset over Kelwa' })).toHaveAttribute('lang', 'en-IN');
    expect(within(list).queryByText(/Kelwa at dusk|संध्याकाळचा/)).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'शाम को केलवा को इच्छा-सूची से हटाएँ' }));
    expect(await screen.findByText('शाम को केलवा इच्छा-सूची से हटाया गया।')).toBeInTheDocument();
  });

  const saved: WishlistProduct = { _id: 'p-sunset', title: 'Sunset over Kelwa', price: 1999, salePrice: 1499, images: [createImageSet('p-sunset')] };

  it('lists the saved photograph with its price in Latin digits, and says what was removed', async () => {
    let served = 0;
    stubShop({
      'users/getcart': cartResponse(),
      'user/wishlist': () => jsonResponse({ success: true, wishlist: served++ === 0 ? [saved] : [] }),
      'product/Wishlist': { success: true, message: 'Removed', data: { inWishlist: false } },
    });
    const { user } = await renderAppIn('hi', '/wishlist', { user: createAuthUser() });
    const list = await screen.findByRole('list', { name: 'इच्छा-सूची' });
    expect(screen.getByRole('heading', { level: 1, name: 'इच्छा-सूची' })).toBeInTheDocument();
    expect(within(list).getByText('₹1,499')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Sunset over Kelwa को इच्छा-सूची से हटाएँ' }));
    expect(await screen.findByText('Sunset over Kelwa इच्छा-सूची से हटाया गया।')).toBeInTheDocument();
    expect(await screen.findByText('कोई जानकारी नहीं')).toBeInTheDocument();
    expect(document.title).toBe('इच्छा-सूची | Chitra');
  });
});
