import { adminPaths } from '../admin-paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRating } from '@chitra/contract/admin-ratings';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ADMIN_MESSAGES } from '../admin-words';
import { messagesOf } from '../../../i18n/i18n';
import { createAdminRating, listOf, RATING_ID, requestsTo, stubAdminApi } from '../test-factories';

// The page's English words, as the tests read them.
const t = messagesOf('adminCatalogue');
const REVIEW_WORDS = {
  hide: t('hide'),
  reason: t('reviewReason'),
  hideReview: t('reviewHide'),
  show: t('reviewShowAgain'),
  visibility: t('visibility'),
  hidden: t('hidden'),
};

const VISIBILITY_PATH = `admin/ratings/${RATING_ID}/visibility`;

function openReviews(rating: AdminRating) {
  let current = rating;
  const fetchMock = stubAdminApi({
    'admin/ratings': () => jsonResponse(listOf([current])),
    [VISIBILITY_PATH]: async (request: Request) => {
      const body = (await request.clone().json()) as { hidden: boolean; reason?: string };
      current = { ...current, hidden: body.hidden, hiddenReason: body.reason ?? null, hiddenAt: body.hidden ? '2026-11-25T08:00:00Z' : null };
      const message = body.hidden ? ADMIN_MESSAGES.ratingHidden : ADMIN_MESSAGES.ratingShown;
      return jsonResponse({ success: true, message, data: { rating: current, product: { _id: 'p-1', totalrating: 4.5, ratingsCount: 2 } } });
    },
  });
  return { ...renderApp(adminPaths.adminReviews(), { user: createAuthUser() }), fetchMock };
}

describe('reviews', () => {
  it('hides a review only with a reason, sends it, toasts and shows it hidden', async () => {
    const { user, fetchMock } = openReviews(createAdminRating());
    const card = await screen.findByRole('article', { name: 'Kelva Beach' });
    expect(within(card).getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: REVIEW_WORDS.hide }));
    const reason = within(card).getByRole('textbox', { name: REVIEW_WORDS.reason });
    expect(reason).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: REVIEW_WORDS.hideReview }));
    expect(await within(card).findByText(ADMIN_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   ');
    await user.click(within(card).getByRole('button', { name: REVIEW_WORDS.hideReview }));
    expect(within(card).getByText(ADMIN_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(await requestsTo(fetchMock, VISIBILITY_PATH)).toHaveLength(0);

    await user.type(reason, 'Advertises another shop.');
    await user.click(within(card).getByRole('button', { name: REVIEW_WORDS.hideReview }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_MESSAGES.ratingHidden)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, VISIBILITY_PATH, 'POST')).map((r) => r.body)).toEqual([{ hidden: true, reason: 'Advertises another shop.' }]);
    // The list is read again.
    expect(await within(card).findByRole('button', { name: REVIEW_WORDS.show })).toBeInTheDocument();
    expect(card).toHaveTextContent('Hidden because: Advertises another shop.');
  });

  it('shows a hidden review again without asking for a reason', async () => {
    const { user, fetchMock } = openReviews(createAdminRating({ hidden: true, hiddenReason: 'Spam', hiddenAt: '2026-11-20T08:00:00Z' }));
    const card = await screen.findByRole('article', { name: 'Kelva Beach' });
    await user.click(within(card).getByRole('button', { name: REVIEW_WORDS.show }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(ADMIN_MESSAGES.ratingShown)).toBeInTheDocument();
    expect((await requestsTo(fetchMock, VISIBILITY_PATH, 'POST')).map((r) => r.body)).toEqual([{ hidden: false }]);
  });

  it('filters by visibility through the address', async () => {
    const { user, fetchMock, router } = openReviews(createAdminRating());
    await screen.findByRole('article', { name: 'Kelva Beach' });
    await user.selectOptions(screen.getByRole('combobox', { name: REVIEW_WORDS.visibility }), REVIEW_WORDS.hidden);
    expect(router.state.location.search).toBe('?hidden=true');
    await screen.findByRole('article', { name: 'Kelva Beach' });
    const asked = await requestsTo(fetchMock, 'admin/ratings');
    expect(asked.at(-1)?.url.searchParams.get('hidden')).toBe('true');
  });
});
