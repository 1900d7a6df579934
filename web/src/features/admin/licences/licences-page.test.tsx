import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminLicenceTier } from '@chitra/contract/licences';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { ADMIN_MESSAGES, LICENCE_TIER_MESSAGES as M } from '../admin-words';
import { requestsTo, stubAdminApi } from '../test-factories';
import { adminEnglish } from '../admin-english';

/** The area's English words, as the pages write them. */
const t = await adminEnglish();

const PERSONAL = '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e';
const COMMERCIAL = '1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f';
const NEW_TIER = '2d9e8f7a-6b5c-4d4e-9f3a-2b1c0d9e8f7a';

function createTier(overrides: Partial<AdminLicenceTier> = {}): AdminLicenceTier {
  return {
    _id: COMMERCIAL,
    slug: 'commercial',
    name: 'Commercial',
    summary: 'Advertising, packaging and products for sale.',
    terms: '# Commercial\n\nYou may use the photograph in **advertising**.\n\n- up to 500,000 copies',
    version: 2,
    multiplier: 2.5,
    position: 2,
    active: true,
    first: false,
    sold: 7,
    updatedAt: '2026-11-20T09:15:00Z',
    ...overrides,
  };
}

const personal = () =>
  createTier({
    _id: PERSONAL,
    slug: 'personal',
    name: 'Personal',
    summary: 'At home, never for sale.',
    multiplier: 1,
    position: 1,
    first: true,
    version: 1,
    sold: 40,
  });

function openLicences(path: string, written?: (request: Request) => Response) {
  const tiers = [createTier(), personal()];
  // A write answers with the tier as it is after: a new one, or the one changed.
  const answer = (request: Request) =>
    written
      ? written(request)
      : jsonResponse({ success: true, message: 'Licence saved', data: request.method === 'POST' ? createTier({ _id: NEW_TIER }) : personal() });
  const fetchMock = stubAdminApi({
    'admin/licences': (request: Request) => (request.method === 'POST' ? answer(request) : jsonResponse({ success: true, data: tiers })),
    [`admin/licences/${COMMERCIAL}`]: answer,
    [`admin/licences/${PERSONAL}`]: answer,
  });
  return { ...renderApp(path, { user: createAuthUser() }), fetchMock };
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

vi.setConfig({ testTimeout: 15_000 });

describe('the licences list', () => {
  it('lists the tiers in their order, the first marked, with price rule, state, version and sales', async () => {
    openLicences(adminPaths.adminLicences());
    const table = await screen.findByRole('table', { name: t('navLicences') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([`Personal${t('first')}`, 'Commercial']);
    expect(within(rows[0]!).getByRole('link', { name: 'Personal' })).toHaveAttribute('href', adminPaths.adminLicence(PERSONAL));
    expect(within(rows[1]!).getByText(t('multiplierTimes', { multiplier: 2.5 }))).toBeInTheDocument();
    expect(within(rows[1]!).getByText(t('onSale'))).toBeInTheDocument();
    expect(within(rows[1]!).getByText('v2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('newLicence') })).toHaveAttribute('href', adminPaths.adminLicenceNew());
  });
});

describe('the licence form', () => {
  it('checks a new tier as the server does, previews its terms, and creates it', async () => {
    const { user, fetchMock, router } = openLicences(adminPaths.adminLicenceNew());
    const create = await screen.findByRole('button', { name: t('createLicence') });

    await user.click(create);
    expect(messageOf(field(t('name')))).toBe(M.nameRequired);
    expect(messageOf(field(t('summary')))).toBe(M.summaryRequired);
    expect(messageOf(field(t('terms')))).toBe(M.termsRequired);
    expect(messageOf(field(t('multiplier')))).toBe(M.number);
    expect(field(t('name'))).toHaveFocus();

    await user.type(field(t('name')), 'N'.repeat(45));
    await user.type(field(t('multiplier')), '0.5');
    await user.click(create);
    expect(messageOf(field(t('name')))).toBe('must be at most 40 characters');
    expect(messageOf(field(t('multiplier')))).toBe(M.multiplierMin);
    await user.clear(field(t('multiplier')));
    await user.type(field(t('multiplier')), '2.555');
    await user.click(create);
    expect(messageOf(field(t('multiplier')))).toBe(M.twoDecimals);
    await user.clear(field(t('multiplier')));
    await user.type(field(t('multiplier')), '120');
    await user.click(create);
    expect(messageOf(field(t('multiplier')))).toBe(M.multiplierMax);
    expect(await requestsTo(fetchMock, 'admin/licences', 'POST')).toHaveLength(0);

    await user.clear(field(t('name')));
    await user.type(field(t('name')), ' Editorial ');
    await user.type(field(t('summary')), 'News and commentary only.');
    await user.type(field(t('terms')), '## Editorial use{enter}{enter}For **news** only.{enter}{enter}- no advertising');
    const preview = screen.getByRole('region', { name: t('termsPreview') });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Editorial use' })).toBeInTheDocument();
    expect(within(preview).getByText('news').tagName).toBe('STRONG');
    expect(within(preview).getByRole('listitem')).toHaveTextContent('no advertising');
    await user.clear(field(t('multiplier')));
    await user.type(field(t('multiplier')), '1.75');
    await user.click(screen.getByRole('checkbox', { name: t('onSale') }));
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe(adminPaths.adminLicence(NEW_TIER)));
    expect((await requestsTo(fetchMock, 'admin/licences', 'POST')).map((r) => r.body)).toEqual([
      {
        name: 'Editorial',
        summary: 'News and commentary only.',
        terms: '## Editorial use\n\nFor **news** only.\n\n- no advertising',
        multiplier: 1.75,
        active: false,
      },
    ]);
  });

  it('locks the first tier’s multiplier at 1 and keeps it on sale, and sends its other changes', async () => {
    const { user, fetchMock } = openLicences(adminPaths.adminLicence(PERSONAL));
    const multiplier = await screen.findByRole('textbox', { name: t('multiplier') });
    expect(multiplier).toBeDisabled();
    expect(multiplier).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: t('onSale') })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: t('onSale') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: t('onSale') })).toHaveAccessibleDescription(M.firstTierFixed);
    expect(screen.getByRole('heading', { level: 1, name: 'Personal' })).toBeInTheDocument();
    expect(screen.getByText(t('first'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('saveChanges') }));
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.nothingToChange);

    await user.type(field(t('summary')), ' Gifts too.');
    await user.click(screen.getByRole('button', { name: t('saveChanges') }));
    await waitFor(async () => expect(await requestsTo(fetchMock, `admin/licences/${PERSONAL}`, 'PATCH')).toHaveLength(1));
    expect((await requestsTo(fetchMock, `admin/licences/${PERSONAL}`, 'PATCH'))[0]!.body).toEqual({
      name: 'Personal',
      summary: 'At home, never for sale. Gifts too.',
      terms: personal().terms,
      multiplier: 1,
      active: true,
    });
  });

  it('shows the server’s words at their fields', async () => {
    const refusal = () =>
      jsonResponse(
        { success: false, code: 'BAD_REQUEST', message: 'Invalid name: must be one line', errors: { name: M.oneLine, multiplier: M.multiplierMax } },
        400,
      );
    const { user } = openLicences(adminPaths.adminLicence(COMMERCIAL), refusal);
    await screen.findByRole('button', { name: t('saveChanges') });
    expect(screen.getByText(t('versionNote', { version: 2, next: 3 }))).toBeInTheDocument();
    await user.type(field(t('name')), ' Plus');
    await user.click(screen.getByRole('button', { name: t('saveChanges') }));
    await waitFor(() => expect(messageOf(field(t('name')))).toBe(M.oneLine));
    expect(messageOf(field(t('multiplier')))).toBe(M.multiplierMax);
  });

  it('says so for a tier that is not there', async () => {
    openLicences(adminPaths.adminLicence(NEW_TIER));
    expect(await screen.findByText(M.tierNotFound)).toBeInTheDocument();
  });
});
