import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartCoupon, CartResponse } from '@chitra/contract/cart';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { cartResponse, couponResponse, createCartItem } from '../../test/cart-fixtures';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

type Routes = Parameters<typeof stubFetch>[0];

const sunsets = createCartItem({ _id: 'item-1', productId: 'p-1', title: 'Sunsets of Palghar', price: 499, salePrice: 399 });
const monsoon = createCartItem({ _id: 'item-2', productId: 'p-2', title: 'Monsoon at Satpati', price: 299.5, salePrice: 299.5 });
const fullCart = () => cartResponse([sunsets, monsoon], { totalPrice: 798.5, totalsalePrice: 698.5 });

function stubCart(routes: Routes) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    ...routes,
  });
}

async function openCart(routes: Routes) {
  const fetchMock = stubCart(routes);
  const view = renderApp('/cart', { user: createAuthUser() });
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  return { ...view, fetchMock };
}

const requestsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method = 'GET') =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === `/api/v1/${path}`);

const totals = () => screen.getByRole('region', { name: 'Order summary' });
/** The amount a totals row shows, by its label. */
const total = (label: string) => within(totals()).getByText(label).nextElementSibling?.textContent;

/**
 * A cart the server keeps: GET users/getcart answers the full cart until
 * DELETE users/removecart/item-1 takes Sunsets of Palghar out.
 */
function cartLosingSunsets(removal: unknown = { success: true, message: 'Removed.' }): Routes {
  let removed = false;
  return {
    'users/getcart': () => jsonResponse(removed ? cartResponse([monsoon], { totalPrice: 299.5, totalsalePrice: 299.5 }) : fullCart()),
    'users/removecart/item-1': () => {
      removed = true;
      return jsonResponse(removal);
    },
  };
}

describe('cart page', () => {
  it('lists the items with a thumbnail, a link, both prices and a remove button, and the server totals', async () => {
    await openCart({ 'users/getcart': fullCart() });
    const items = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Sunsets of Palghar' })).toHaveAttribute('href', '/product/p-1');
    const thumb = items.querySelector('img') as HTMLImageElement;
    // Drawn small: every rendition offered, the browser takes the smallest.
    expect(thumb).toHaveAttribute('sizes', '96px');
    expect(thumb.getAttribute('srcset')).toContain('/media/p-1-320.jpg 320w');
    expect(thumb).toHaveAttribute('width', '1600');
    expect(thumb).toHaveAttribute('height', '1067');
    expect(within(items).getByText('₹399')).toBeInTheDocument();
    expect(within(items).getByText('₹499').closest('s')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Sunsets of Palghar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Monsoon at Satpati' })).toBeInTheDocument();

    // The server's sums, shown as they came (never added up here).
    expect(total('Total price')).toBe('₹798.50');
    expect(total('Sale total')).toBe('₹698.50');
    expect(total('Coupon discount')).toBe('₹0');
    expect(total('To pay')).toBe('₹698.50');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(document.title).toBe('Cart | Chitra');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/^Home \/ Cart$/);
  });

  it("says 'Your cart is empty.' with the way to the store", async () => {
    await openCart({ 'users/getcart': cartResponse() });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/product');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the reason when the cart cannot be read, with no toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openCart({ 'users/getcart': jsonResponse({ success: false, message: 'Cart is resting', code: 'INTERNAL' }, 500) });
    expect(await screen.findByText(`${MESSAGES.errorPrefix}Cart is resting`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('removing an item', () => {
  it("toasts the server's message and reads the cart again", async () => {
    const { user, fetchMock } = await openCart(cartLosingSunsets({ success: true, message: 'Sunsets of Palghar left your cart.' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Sunsets of Palghar' }));
    expect(await screen.findByText('Sunsets of Palghar left your cart.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sunsets of Palghar' })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'users/removecart/item-1', 'DELETE')).toHaveLength(1);
    expect(total('To pay')).toBe('₹299.50');
  });

  it("toasts 'Item removed successfully.' when the server says nothing", async () => {
    const { user } = await openCart({
      'users/getcart': fullCart(),
      'users/removecart/item-1': { success: true, message: '' },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunsets of Palghar' }));
    expect(await screen.findByText(MESSAGES.cartRemoved)).toBeInTheDocument();
  });

  it("toasts the server's reason on a failure, else 'Failed to remove item from cart.', and reads the cart again", async () => {
    const { user, fetchMock } = await openCart({
      'users/getcart': fullCart(),
      'users/removecart/item-1': jsonResponse({ success: false, message: 'This item is not in your cart.', code: 'NOT_FOUND' }, 404),
      'users/removecart/item-2': new Response('upstream down', { status: 503 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunsets of Palghar' }));
    expect(await screen.findByText('This item is not in your cart.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'users/getcart').length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'Remove Monsoon at Satpati' }));
    const failure = await screen.findByText(MESSAGES.cartRemoveFailed);
    expect(failure.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });
});

describe('coupon', () => {
  const alerts = () => vi.spyOn(window, 'alert').mockImplementation(() => {});

  it("alerts 'Please enter a coupon code.' for a blank code and asks nothing", async () => {
    const alert = alerts();
    const { user, fetchMock } = await openCart({ 'users/getcart': fullCart() });
    await user.type(await screen.findByLabelText('Coupon code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(alert).toHaveBeenCalledWith(MESSAGES.couponBlank);
    expect(requestsTo(fetchMock, 'users/check-coupon-discount', 'POST')).toHaveLength(0);
  });

  it("alerts the server's reason for a refused code, else 'Something wents worng.'", async () => {
    const alert = alerts();
    let calls = 0;
    const { user } = await openCart({
      'users/getcart': fullCart(),
      'users/check-coupon-discount': () =>
        ++calls === 1
          ? jsonResponse({ success: false, message: COUPON_MESSAGES.expired, code: 'BAD_REQUEST' }, 400)
          : new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const field = await screen.findByLabelText('Coupon code');
    await user.type(field, 'MONSOON10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(COUPON_MESSAGES.expired));
    // The alert comes before the check's state settles: a submit while it is busy is ignored, as it should be.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-busy'));

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith(MESSAGES.couponFailed));
    expect(total('To pay')).toBe('₹698.50');
  });

  it("applies a code: shows it and the discount, and the server's amount to pay; removing it puts the discount back to 0", async () => {
    const { user, fetchMock } = await openCart({
      'users/getcart': fullCart(),
      'users/check-coupon-discount': couponResponse('MONSOON10', 69.85, 628.65),
      'users/removecoupon': { success: true, message: COUPON_MESSAGES.removed },
    });
    await user.type(await screen.findByLabelText('Coupon code'), ' monsoon10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon MONSOON10 applied')).toBeInTheDocument();
    expect(screen.getByText('You save ₹69.85')).toBeInTheDocument();
    expect(total('Coupon discount')).toBe('−₹69.85');
    expect(total('To pay')).toBe('₹628.65');
    const [check] = requestsTo(fetchMock, 'users/check-coupon-discount', 'POST');
    expect(await check.clone().json()).toEqual({ code: 'monsoon10' });

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(total('Coupon discount')).toBe('₹0'));
    expect(total('To pay')).toBe('₹698.50');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
    // The server keeps the coupon on the cart (decision 039): removing it is the server's too.
    expect(requestsTo(fetchMock, 'users/removecoupon', 'DELETE')).toHaveLength(1);
  });

  it('shows the coupon as the server prices it for the cart after a change', async () => {
    let removed = false;
    const { user } = await openCart({
      'users/getcart': () =>
        jsonResponse(
          removed
            ? withCoupon(cartResponse([monsoon], { totalPrice: 299.5, totalsalePrice: 299.5 }), { code: 'MONSOON10', discountAmount: 29.95, payable: 269.55 })
            : fullCart(),
        ),
      'users/removecart/item-1': () => {
        removed = true;
        return jsonResponse({ success: true, message: 'Removed.' });
      },
      'users/check-coupon-discount': couponResponse('MONSOON10', 69.85, 628.65),
    });
    await user.type(await screen.findByLabelText('Coupon code'), 'MONSOON10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('You save ₹69.85');

    await user.click(screen.getByRole('button', { name: 'Remove Sunsets of Palghar' }));
    expect(await screen.findByText('You save ₹29.95')).toBeInTheDocument();
    expect(total('To pay')).toBe('₹269.55');
  });

  it('says why a coupon the changed cart no longer qualifies for is not applied, and charges without it', async () => {
    let removed = false;
    const { user } = await openCart({
      'users/getcart': () =>
        jsonResponse(
          removed
            ? withCoupon(cartResponse([monsoon], { totalPrice: 299.5, totalsalePrice: 299.5 }), {
                code: 'BIG500',
                discountAmount: 0,
                payable: 299.5,
                message: `${COUPON_MESSAGES.minimumNotMet} ₹500.`,
              })
            : fullCart(),
        ),
      'users/removecart/item-1': () => {
        removed = true;
        return jsonResponse({ success: true, message: 'Removed.' });
      },
      'users/check-coupon-discount': couponResponse('BIG500', 100, 598.5),
    });
    await user.type(await screen.findByLabelText('Coupon code'), 'BIG500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Coupon BIG500 applied');

    await user.click(screen.getByRole('button', { name: 'Remove Sunsets of Palghar' }));
    expect(await screen.findByText('Coupon BIG500 is not applied')).toBeInTheDocument();
    expect(screen.getByText(`${COUPON_MESSAGES.minimumNotMet} ₹500.`)).toBeInTheDocument();
    expect(screen.queryByText('Coupon BIG500 applied')).not.toBeInTheDocument();
    expect(total('Coupon discount')).toBe('₹0');
    expect(total('To pay')).toBe('₹299.50');
  });
});

/** GET users/getcart's answer with the coupon the server keeps on the cart (decision 039). */
function withCoupon(response: CartResponse, coupon: CartCoupon): CartResponse {
  return { ...response, data: response.data.map((entry) => ({ ...entry, coupon })) };
}

describe('the coupon the server keeps on the cart (issue 26, decision 039)', () => {
  const discounted = () => withCoupon(fullCart(), { code: 'MONSOON10', discountAmount: 69.85, payable: 628.65 });

  it('is still applied when the customer comes back to the cart after a failed payment', async () => {
    const fetchMock = stubCart({ 'users/getcart': discounted() });
    const { user } = renderApp('/payment-failed', { user: createAuthUser() });
    await user.click(await screen.findByRole('link', { name: 'Go Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Cart' });
    expect(await screen.findByText('Coupon MONSOON10 applied')).toBeInTheDocument();
    expect(screen.getByText('You save ₹69.85')).toBeInTheDocument();
    expect(total('Coupon discount')).toBe('−₹69.85');
    expect(total('To pay')).toBe('₹628.65');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    // Nothing applied again from the browser: the server priced it with the cart.
    expect(requestsTo(fetchMock, 'users/check-coupon-discount', 'POST')).toHaveLength(0);
  });

  it('says plainly that a kept coupon the shop withdrew meanwhile is not applied, charges without it, and can be taken off', async () => {
    let kept = true;
    const { user, fetchMock } = await openCart({
      'users/getcart': () =>
        jsonResponse(kept ? withCoupon(fullCart(), { code: 'FLAT50', discountAmount: 0, payable: 698.5, message: COUPON_MESSAGES.withdrawn }) : fullCart()),
      'users/removecoupon': () => {
        kept = false;
        return jsonResponse({ success: true, message: COUPON_MESSAGES.removed });
      },
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Coupon FLAT50 is not applied');
    expect(notice).toHaveTextContent(COUPON_MESSAGES.withdrawn);
    expect(screen.queryByText('Coupon FLAT50 applied')).not.toBeInTheDocument();
    expect(total('Coupon discount')).toBe('₹0');
    expect(total('To pay')).toBe('₹698.50');
    // Another code may be applied in its place.
    expect(screen.getByLabelText('Coupon code')).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() => expect(screen.queryByText('Coupon FLAT50 is not applied')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'users/removecoupon', 'DELETE')).toHaveLength(1);
  });
});
