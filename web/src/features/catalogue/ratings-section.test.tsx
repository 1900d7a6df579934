import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductRating } from '@chitra/contract/catalogue';
import { MESSAGES } from '@chitra/contract/messages';
import { RATING_COMMENT_MAX as CONTRACT_COMMENT_MAX } from '@chitra/contract/ratings';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse, createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { RATING_COMMENT_MAX } from './ratings-section';
import { createProductResponse } from './test-factories';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

const review = (overrides: Partial<ProductRating> = {}): ProductRating => ({
  star: 5,
  comment: 'Lovely light.',
  name: 'Meera Joshi',
  verified: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

function stubRatedProduct(
  ratings: ProductRating[],
  rating: unknown = { success: true, message: MESSAGES.ratingAdded, data: { totalrating: 4, ratingsCount: 3 } },
) {
  const average = ratings.length === 0 ? 0 : ratings.reduce((sum, r) => sum + r.star, 0) / ratings.length;
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    'user/wishlist': { success: true, wishlist: [] },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({
      _id: PRODUCT_ID,
      ratings,
      ratingsCount: ratings.length,
      totalrating: Math.round(average * 10) / 10,
    }),
    'product/rating': rating,
  });
}

const section = async () => screen.findByRole('region', { name: 'Ratings and reviews' });

describe('ratings on the product page', () => {
  it('shows the average and the count, and the reviews newest first as sent', async () => {
    stubRatedProduct([
      review({ name: 'Meera Joshi', star: 5, verified: true }),
      review({ name: 'Kiran Rao', star: 4, comment: null, createdAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    renderApp(`/product/${PRODUCT_ID}`);
    const ratings = await section();
    expect(within(ratings).getByText('4.5 out of 5 (2 ratings)')).toBeInTheDocument();
    const items = within(within(ratings).getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Joshi|Rao/).textContent)).toEqual(['Meera Joshi', 'Kiran Rao']);
    expect(within(items[0] as HTMLElement).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('2 March 2026')).toBeInTheDocument();
  });

  it('renders a comment as text, never as markup', async () => {
    const attack = '<script>window.hacked = true</script><b>bold</b>';
    stubRatedProduct([review({ comment: attack })]);
    renderApp(`/product/${PRODUCT_ID}`);
    const ratings = await section();
    expect(within(ratings).getByText(attack)).toBeInTheDocument();
    expect(ratings.querySelector('script')).toBeNull();
    expect(ratings.querySelector('b')).toBeNull();
  });

  it('invites a visitor to sign in instead of showing the form', async () => {
    stubRatedProduct([]);
    renderApp(`/product/${PRODUCT_ID}`);
    const ratings = await section();
    expect(within(ratings).getByRole('link', { name: 'Sign in to rate this photograph' })).toHaveAttribute('href', '/login');
    expect(within(ratings).queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
    expect(within(ratings).getByText('No reviews yet.')).toBeInTheDocument();
  });

  it("sends a whole-number star and the comment, then toasts 'Rating Added Successfully'", async () => {
    const fetchMock = stubRatedProduct([]);
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const ratings = await section();
    const stars = within(ratings).getByRole('group', { name: 'Your rating' });
    // Keyboard: into the group, then the arrows move the choice.
    within(stars).getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();

    const comment = within(ratings).getByRole('textbox', { name: 'Comment (optional)' });
    await user.type(comment, '  Crisp at full size.  ');
    expect(within(ratings).getByText(`23/${RATING_COMMENT_MAX}`)).toBeInTheDocument();
    await user.click(within(ratings).getByRole('button', { name: 'Submit rating' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(MESSAGES.ratingAdded)).toBeInTheDocument();
    const request = fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.url.endsWith('/product/rating'));
    expect(request?.method).toBe('PUT');
    expect(await request?.clone().json()).toEqual({ prodId: PRODUCT_ID, star: 4, comment: 'Crisp at full size.' });
    // The product is asked for again, for its new average and reviews.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => (input as Request).url.endsWith(`/product/getproduct/${PRODUCT_ID}`))).toHaveLength(2));
    expect(comment).toHaveValue('');
  });

  it('asks for a star before sending anything', async () => {
    const fetchMock = stubRatedProduct([]);
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const ratings = await section();
    await user.click(within(ratings).getByRole('button', { name: 'Submit rating' }));
    expect(within(ratings).getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(within(ratings).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).url.endsWith('/product/rating'))).toBe(false);
  });

  it('toasts the failure when the rating is refused', async () => {
    stubRatedProduct([], jsonResponse({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, 404));
    const { user } = renderApp(`/product/${PRODUCT_ID}`, { user: createAuthUser() });
    const ratings = await section();
    await user.click(within(ratings).getByRole('radio', { name: '2 stars' }));
    await user.click(within(ratings).getByRole('button', { name: 'Submit rating' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Product not found')).toBeInTheDocument();
    expect(within(ratings).getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it("keeps its copy of the API's comment limit in step with the contract", () => {
    expect(RATING_COMMENT_MAX).toBe(CONTRACT_COMMENT_MAX);
  });
});
