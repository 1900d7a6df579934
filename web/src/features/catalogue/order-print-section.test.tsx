import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createProductResponse } from './test-factories';

/** The section's words in English, by which a customer (and these tests) find its parts. */
const ORDER_A_PRINT = 'Order a print';
const ADD_PRINT = 'Add print to cart';
const SIGN_IN_FOR_PRINT = 'Sign in to order a print';
const checkoutLink = (prints: number) => `Checkout: ${prints} ${prints === 1 ? 'print' : 'prints'} in your cart`;

const PRODUCT_ID = '5b0e1f3a-55d5-4c1e-9d9c-2f4b0b1a7c11';
const COLOURS = [
  { _id: 'c-gold', name: 'gold' },
  { _id: 'c-teal', name: 'teal' },
];

function openProduct(options: { signedIn: boolean; printPrice?: number | null; addReply?: unknown; printCart?: unknown }) {
  const response = createProductResponse({ _id: PRODUCT_ID, title: 'Kelva Beach' }, 1);
  response.product.printPrice = options.printPrice === undefined ? 1499 : options.printPrice;
  response.product.color = COLOURS;
  const fetchMock = stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
    'users/owned/5b0e1f3a-55d5-4c1e-9d9c-2f4b0b1a7c11': { success: true, data: null },
    [`product/getproduct/${PRODUCT_ID}`]: response,
    'user/cart': (request: Request) =>
      request.method === 'POST'
        ? (options.addReply as Response)
        : jsonResponse(options.printCart ?? { success: true, cart: [], cartTotal: 0, shipping: 0, totalPrice: 0 }),
  });
  return { ...renderApp(`/product/${PRODUCT_ID}`, options.signedIn ? { user: createAuthUser() } : {}), fetchMock };
}

const section = () => screen.findByRole('region', { name: ORDER_A_PRINT });

describe("the product page's 'Order a print'", () => {
  it('offers the print price, the frame colours and 1–10 prints, and adds them with POST user/cart', async () => {
    const line = {
      _id: 'l1',
      productId: { _id: PRODUCT_ID, title: 'Kelva Beach', images: [] },
      quantity: 3,
      price: 1499,
      color: { _id: 'c-teal', title: 'teal' },
    };
    const { user, fetchMock } = openProduct({
      signedIn: true,
      addReply: jsonResponse({ success: true, message: MESSAGES.productAddedToCart, data: line }, 201),
    });
    const offer = await section();
    expect(offer).toHaveTextContent('₹1,499 a print · ₹100 shipping per order');
    expect(
      within(offer)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['c-gold', 'c-teal']);
    expect(within(offer).getByRole('radio', { name: 'gold' })).toBeChecked();
    expect(
      within(offer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.click(within(offer).getByRole('radio', { name: 'teal' }));
    await user.selectOptions(within(offer).getByLabelText('Quantity'), '3');
    await user.click(within(offer).getByRole('button', { name: ADD_PRINT }));
    expect(await screen.findByText(MESSAGES.productAddedToCart)).toBeInTheDocument();
    const [posted] = fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST' && r.url.endsWith('/user/cart'));
    expect(await posted?.clone().json()).toEqual({ productId: PRODUCT_ID, color: 'c-teal', quantity: 3 });
  });

  it("toasts 'Something Went Wrong!' when the add fails", async () => {
    const { user } = openProduct({
      signedIn: true,
      addReply: jsonResponse({ success: false, message: 'This colour is not offered for this photograph.', code: 'BAD_REQUEST' }, 400),
    });
    await user.click(within(await section()).getByRole('button', { name: ADD_PRINT }));
    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
  });

  it('links to the checkout with the number of prints in the cart', async () => {
    const line = { _id: 'l1', productId: { _id: 'p', title: 'Other', images: [] }, quantity: 4, price: 999, color: { _id: 'c', title: 'black' } };
    openProduct({ signedIn: true, printCart: { success: true, cart: [line], cartTotal: 3996, shipping: 100, totalPrice: 4096 } });
    const link = await within(await section()).findByRole('link', { name: checkoutLink(4) });
    expect(link).toHaveAttribute('href', '/checkout');
  });

  it('signed out, offers the sign-in instead of the form', async () => {
    const { user, router } = openProduct({ signedIn: false });
    const offer = await section();
    expect(within(offer).queryByRole('button', { name: ADD_PRINT })).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: SIGN_IN_FOR_PRINT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is not there for a photograph sold only as a download', async () => {
    openProduct({ signedIn: true, printPrice: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kelva Beach' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ORDER_A_PRINT })).not.toBeInTheDocument();
  });
});
