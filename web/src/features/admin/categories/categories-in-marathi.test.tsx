import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthUser } from '../../../test/fixtures';
import { renderAppIn } from '../../../test/render-app';
import { adminPaths } from '../admin-paths';
import { createAdminCategory, listOf, requestsTo, stubAdminApi } from '../test-factories';

/** The message under a field (tied to it with aria-describedby). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === 'field__error')?.textContent;

describe('the categories in Marathi', () => {
  it('shows each category in Marathi, counts in Devanagari digits, and checks a new one in Marathi', async () => {
    const fetchMock = stubAdminApi({
      'admin/categories': listOf([
        createAdminCategory({ name: 'Forts', position: 12, products: 3 }),
        createAdminCategory({ _id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Beaches', hidden: true }),
      ]),
    });
    const { user } = await renderAppIn('mr', adminPaths.adminCategories(), { user: createAuthUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'श्रेण्या' })).toBeInTheDocument();
    const forts = await screen.findByRole('article', { name: 'Forts' });
    expect(within(forts).getByText('दिसणारी')).toBeInTheDocument();
    expect(within(forts).getByText('३ छायाचित्रे: ही श्रेणी हटवण्यासाठी ती दुसऱ्या श्रेणीत हलवा.')).toBeInTheDocument();
    expect(forts).toHaveTextContent('क्रमांक१२');
    expect(within(forts).queryByRole('button', { name: 'हटवा' })).not.toBeInTheDocument();
    const beaches = screen.getByRole('article', { name: 'Beaches' });
    expect(within(beaches).getByText('लपवलेले')).toBeInTheDocument();
    expect(within(beaches).getByRole('button', { name: 'दाखवा' })).toBeInTheDocument();
    expect(within(beaches).getByRole('button', { name: 'हटवा' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'नवीन श्रेणी' }));
    await user.type(screen.getByRole('textbox', { name: 'क्रमांक' }), '20000');
    await user.click(screen.getByRole('button', { name: 'श्रेणी तयार करा' }));
    expect(messageOf(screen.getByRole('textbox', { name: 'नाव' }))).toBe('कृपया नाव लिहा.');
    expect(messageOf(screen.getByRole('textbox', { name: 'क्रमांक' }))).toBe('० ते १०००० मधील पूर्ण संख्या असावी');
    expect(await requestsTo(fetchMock, 'admin/categories', 'POST')).toHaveLength(0);
  });
});
