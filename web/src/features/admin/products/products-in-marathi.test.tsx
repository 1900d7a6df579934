import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@chitra/contract/admin-catalogue';
import { createAuthUser } from '../../../test/fixtures';
import { renderAppIn } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { listOf, requestsTo, stubAdminApi } from '../test-factories';

const PRODUCT_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';

function createAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: PRODUCT_ID,
    slug: 'kelva-boats',
    title: 'Kelva boats',
    description: 'Boats at low tide.',
    price: 1499,
    salePrice: 999,
    printPrice: null,
    categories: [],
    tags: [],
    keywords: [],
    colours: [],
    translations: {},
    published: false,
    kind: 'single',
    pictures: [],
    salesCount: 0,
    createdAt: '2026-11-20T09:15:00Z',
    updatedAt: '2026-11-20T09:15:00Z',
    ...overrides,
  };
}

/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('the photographs in Marathi', () => {
  it('lists them with Marathi headings, filters and prices in Devanagari digits', async () => {
    stubAdminApi({ 'admin/products': listOf([createAdminProduct()]) });
    await renderAppIn('mr', adminPaths.adminProducts(), { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'छायाचित्रे' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'छायाचित्रे' });
    const row = within(table).getByRole('row', { name: /Kelva boats/ });
    expect(row).toHaveTextContent('₹१,४९९');
    expect(row).toHaveTextContent('(सवलतीत ₹९९९)');
    expect(row).toHaveTextContent('एकल · ० चित्रे');
    expect(row).toHaveTextContent('२०२६');
    expect(within(row).getByText('अप्रकाशित')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नवीन छायाचित्र' })).toHaveAttribute('href', `/mr${adminPaths.adminProductNew()}`);
    expect(screen.getByRole('combobox', { name: 'दृश्यता' })).toHaveDisplayValue('कोणतीही');
    expect(screen.getByRole('button', { name: 'शोधा' })).toBeInTheDocument();
    expect(screen.queryByText('Photographs')).not.toBeInTheDocument();
  });

  it('labels the editor in Marathi and says what is wrong in Marathi before sending anything', async () => {
    const fetchMock = stubAdminApi();
    const { user } = await renderAppIn('mr', adminPaths.adminProductNew(), { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'नवीन छायाचित्र' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'शीर्षक' });
    const price = screen.getByRole('textbox', { name: 'किंमत (₹)' });
    expect(screen.getByRole('textbox', { name: 'सवलतीची किंमत (₹)' })).toHaveAccessibleDescription('सवलत नसल्यास रिकामे ठेवा.');
    expect(screen.getByRole('group', { name: 'श्रेण्या' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'छायाचित्र तयार करा' }));
    expect(messageOf(title)).toBe('किमान ३ अक्षरे असावीत');
    expect(messageOf(price)).toBe('रुपयांतील रक्कम लिहा');

    await user.type(title, 'Kelva boats');
    await user.type(price, '49.999');
    await user.click(screen.getByRole('button', { name: 'छायाचित्र तयार करा' }));
    // The example stays in the digits the field takes.
    expect(messageOf(price)).toBe('रुपयांतील रक्कम, दशांशानंतर जास्तीत जास्त दोन अंक, उदा. 499 किंवा 499.50');
    expect(messageOf(title)).toBeUndefined();
    expect(await requestsTo(fetchMock, 'admin/products', 'POST')).toHaveLength(0);
  });
});
