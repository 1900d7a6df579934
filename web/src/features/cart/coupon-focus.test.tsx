import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { cartResponse, couponResponse, createCartItem } from '../../test/cart-fixtures';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const sunsets = createCartItem({ _id: 'item-1', productId: 'p-1', title: 'Sunsets of Palghar', price: 499, salePrice: 399 });

async function openCart(coupon: unknown) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': cartResponse([sunsets], { totalPrice: 499, totalsalePrice: 399 }),
    'users/check-coupon-discount': coupon,
    // Where the server keeps the coupon on the cart (decision 039), the removal asks it.
    'users/removecoupon': { success: true, message: 'Coupon removed.' },
  });
  const view = renderApp('/cart', { user: createAuthUser() });
  const field = await screen.findByLabelText('Coupon code');
  return { ...view, field };
}

describe('coupon by keyboard', () => {
  it('keeps focus on what the coupon became after Enter applies it, and on the field after it is removed', async () => {
    const { user, field } = await openCart(couponResponse('MONSOON10', 39.9, 359.1));
    await user.click(field);
    await user.keyboard('MONSOON10{Enter}');

    const applied = await screen.findByText('Coupon MONSOON10 applied');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    // Focus is on the applied coupon's words (read out with the saving), not lost to the page.
    expect(document.activeElement).toContainElement(applied);
    expect(document.activeElement).toHaveTextContent('You save ₹39.90');

    await user.tab();
    const remove = screen.getByRole('button', { name: 'Remove coupon' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Coupon code')).toHaveFocus());
  });

  it('leaves focus on the field when Enter sends a code the server refuses', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, field } = await openCart(jsonResponse({ success: false, message: COUPON_MESSAGES.expired, code: 'BAD_REQUEST' }, 400));
    await user.click(field);
    await user.keyboard('OLD{Enter}');
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(COUPON_MESSAGES.expired));
    expect(field).toHaveFocus();
  });
});
