import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRating } from '@chitra/contract/admin-ratings';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderAppIn } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { ADMIN_MESSAGES } from '../admin-words';
import { createAdminRating, listOf, RATING_ID, requestsTo, stubAdminApi } from '../test-factories';

describe('the reviews in Hindi', () => {
  it('reads in Hindi and asks for the reason for hiding in Hindi', async () => {
    const fetchMock = stubAdminApi({ 'admin/ratings': listOf([createAdminRating({ verifiedPurchase: true })]) });
    const { user } = await renderAppIn('hi', adminPaths.adminReviews(), { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'समीक्षाएँ' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Kelva Beach' });
    expect(within(card).getByRole('img', { name: '5 में से 2 स्टार' })).toBeInTheDocument();
    expect(within(card).getByText('पक्की खरीद')).toBeInTheDocument();
    expect(card).toHaveTextContent('Asha Patil द्वारा');
    expect(screen.getByRole('combobox', { name: 'दृश्यता' })).toHaveDisplayValue('सभी समीक्षाएँ');

    await user.click(within(card).getByRole('button', { name: 'छिपाएँ' }));
    const reason = within(card).getByRole('textbox', { name: 'छिपाने का कारण' });
    await user.click(within(card).getByRole('button', { name: 'समीक्षा छिपाएँ' }));
    expect(await within(card).findByText('कृपया यह समीक्षा छिपाने का कारण बताएँ।')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(await requestsTo(fetchMock, `admin/ratings/${RATING_ID}/visibility`)).toHaveLength(0);
  });

  it('says the review is hidden in Hindi, not in the server’s English note', async () => {
    let current: AdminRating = createAdminRating();
    stubAdminApi({
      'admin/ratings': () => jsonResponse(listOf([current])),
      [`admin/ratings/${RATING_ID}/visibility`]: async (request: Request) => {
        const body = (await request.clone().json()) as { hidden: boolean; reason?: string };
        current = { ...current, hidden: body.hidden, hiddenReason: body.reason ?? null, hiddenAt: '2026-11-25T08:00:00Z' };
        return jsonResponse({
          success: true,
          message: ADMIN_MESSAGES.ratingHidden,
          data: { rating: current, product: { _id: 'p-1', totalrating: 4.5, ratingsCount: 2 } },
        });
      },
    });
    const { user } = await renderAppIn('hi', adminPaths.adminReviews(), { user: createAuthUser() });
    const card = await screen.findByRole('article', { name: 'Kelva Beach' });
    await user.click(within(card).getByRole('button', { name: 'छिपाएँ' }));
    await user.type(within(card).getByRole('textbox', { name: 'छिपाने का कारण' }), 'विज्ञापन');
    await user.click(within(card).getByRole('button', { name: 'समीक्षा छिपाएँ' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('समीक्षा दुकान से छिपा दी गई।')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent(ADMIN_MESSAGES.ratingHidden);
  });
});
