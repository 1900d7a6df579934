import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminProduct, AdminProductResponse } from '@chitra/contract/admin-catalogue';
import type { AdminProductLicencePrices } from '@chitra/contract/licences';
import { jsonResponse } from '../../../test/fetch-stub';
import { createAuthUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { ADMIN_MESSAGES, LICENCE_TIER_MESSAGES as M } from '../admin-words';
import { requestsTo, stubAdminApi } from '../test-factories';
import { messagesOf } from '../../../i18n/i18n';

// The section's English words, as the tests read them.
const t = messagesOf('adminCatalogue');
const W = {
  label: (name: string) => t('licencePriceLabel', { name }),
  hint: (price: string) => t('licencePriceHint', { price }),
  first: (name: string, price: string) => t('licencePriceFirst', { name, price }),
  save: t('licencePricesSave'),
  decimals: t('ruleDecimals', { whole: '499', decimal: '499.50' }),
};

const PRODUCT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
const PERSONAL = '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e';
const COMMERCIAL = '1c8d7e6f-5a4b-4c3d-8e2f-1a0b9c8d7e6f';
const EXTENDED = '2d9e8f7a-6b5c-4d4e-9f3a-2b1c0d9e8f7a';
const PRICES_PATH = `admin/products/${PRODUCT_ID}/licence-prices`;

vi.setConfig({ testTimeout: 15_000 });

function createProduct(): AdminProduct {
  return {
    _id: PRODUCT_ID,
    slug: 'kelva-boats',
    title: 'Kelva boats',
    description: 'Boats at low tide.',
    price: 499,
    salePrice: null,
    printPrice: 1499,
    categories: [],
    tags: [],
    keywords: [],
    colours: [],
    translations: {},
    published: true,
    kind: 'single',
    pictures: [],
    salesCount: 0,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-20T09:15:00Z',
  };
}

const rows = (extended: number | null): AdminProductLicencePrices['data'] => [
  { tier: PERSONAL, name: 'Personal', first: true, rulePrice: 499, override: null },
  { tier: COMMERCIAL, name: 'Commercial', first: false, rulePrice: 1248, override: null },
  { tier: EXTENDED, name: 'Extended', first: false, rulePrice: 2495, override: extended },
];

function openProduct(written?: () => Response) {
  const fetchMock = stubAdminApi({
    [`admin/products/${PRODUCT_ID}`]: { success: true, data: createProduct() } satisfies AdminProductResponse,
    [PRICES_PATH]: (request: Request) =>
      request.method === 'PUT'
        ? (written?.() ?? jsonResponse({ success: true, message: 'Licence prices saved', data: rows(1999) }))
        : jsonResponse({ success: true, data: rows(3000) }),
  });
  return { ...renderApp(adminPaths.adminProduct(PRODUCT_ID), { user: createAuthUser() }), fetchMock };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('a photograph’s licence prices', () => {
  it('shows each tier’s rule price, the first not editable, and saves the overrides (empty follows the rule)', async () => {
    const { user, fetchMock } = openProduct();
    const extended = await screen.findByRole('textbox', { name: W.label('Extended') });
    expect(extended).toHaveValue('3000');
    expect(field(W.label('Commercial'))).toHaveValue('');
    expect(field(W.label('Commercial'))).toHaveAccessibleDescription(W.hint('₹1,248'));
    expect(screen.getByText(W.first('Personal', '₹499'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: W.label('Personal') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: W.save }));
    expect(screen.getByText(ADMIN_MESSAGES.nothingToChange)).toBeInTheDocument();

    await user.type(field(W.label('Commercial')), '0');
    await user.click(screen.getByRole('button', { name: W.save }));
    expect(messageOf(field(W.label('Commercial')))).toBe(M.pricePositive);
    await user.clear(field(W.label('Commercial')));
    await user.type(field(W.label('Commercial')), '12.345');
    await user.click(screen.getByRole('button', { name: W.save }));
    expect(messageOf(field(W.label('Commercial')))).toBe(W.decimals);
    expect(await requestsTo(fetchMock, PRICES_PATH, 'PUT')).toHaveLength(0);

    await user.clear(field(W.label('Commercial')));
    await user.clear(extended);
    await user.type(extended, '1999');
    await user.click(screen.getByRole('button', { name: W.save }));
    expect(await screen.findByText('Licence prices saved')).toBeInTheDocument();
    expect((await requestsTo(fetchMock, PRICES_PATH, 'PUT')).map((r) => r.body)).toEqual([
      {
        prices: [
          { tier: COMMERCIAL, price: null },
          { tier: EXTENDED, price: 1999 },
        ],
      },
    ]);
  });

  it('shows the server’s word for a price at its tier’s field', async () => {
    const refusal = () =>
      jsonResponse(
        { success: false, code: 'BAD_REQUEST', message: 'Invalid prices.1.price: must be more than 0', errors: { 'prices.1.price': 'must be more than 0' } },
        400,
      );
    const { user } = openProduct(refusal);
    const extended = await screen.findByRole('textbox', { name: W.label('Extended') });
    await user.clear(extended);
    await user.type(extended, '2000');
    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(() => expect(messageOf(field(W.label('Extended')))).toBe('must be more than 0'));
    expect(messageOf(field(W.label('Commercial')))).toBeUndefined();
  });
});
