import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { ADMIN_MENU_LABEL } from '../features/admin/admin-menu-entry';
import { createAdminMe, forbidden, requestsTo, stubAdminApi } from '../features/admin/test-factories';
import { createAuthUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const ENTRIES = ['My Profile', 'Wishlist', MESSAGES.orderHistory, 'My Orders'];

async function openMenu(me: unknown, admin: boolean) {
  const fetchMock = stubAdminApi({}, me);
  const view = renderApp('/', { user: createAuthUser('Asha Patil', { admin }) });
  await screen.findByRole('heading', { level: 1, name: 'Digital photographs' });
  const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Asha Patil' });
  // The first load asks nothing of the admin API: only opening the menu does.
  expect(await requestsTo(fetchMock, 'admin/me')).toHaveLength(0);
  await view.user.click(toggle);
  return { ...view, fetchMock, toggle };
}

const menuLinks = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .map((link) => (link.querySelector('.user-menu__label') ?? link).textContent);

/** Each entry's name, without the description an order list carries under it. */
const entryNames = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('listitem')
    .map((item) => (item.querySelector('.user-menu__label') ?? item).textContent);

describe('the user menu’s two order lists', () => {
  it('keep the spec’s Order History and My Orders as the links’ names, each with a line saying what it holds', async () => {
    await openMenu(forbidden(), false);
    const history = await screen.findByRole('link', { name: MESSAGES.orderHistory });
    expect(history).toHaveAttribute('href', '/order-history');
    expect(history).toHaveAccessibleDescription('Photographs you bought to download');
    expect(history).toHaveTextContent(`${MESSAGES.orderHistory}Photographs you bought to download`);
    const prints = screen.getByRole('link', { name: 'My Orders' });
    expect(prints).toHaveAttribute('href', '/my-orders');
    expect(prints).toHaveAccessibleDescription('Framed prints we ship to you');
    expect(prints).toHaveTextContent('My OrdersFramed prints we ship to you');
    // The other entries have no description.
    expect(screen.getByRole('link', { name: 'Wishlist' })).not.toHaveAccessibleDescription();
    expect(entryNames().filter((text) => [...ENTRIES, MESSAGES.logout].includes(text ?? ''))).toEqual([...ENTRIES, MESSAGES.logout]);
  });
});

describe('the user menu’s Admin entry', () => {
  it('is there for an administrator, after the spec’s entries and before Logout, and leads to /admin', async () => {
    const { user, router } = await openMenu({ success: true, admin: createAdminMe() }, true);
    const admin = await screen.findByRole('link', { name: ADMIN_MENU_LABEL });
    expect(admin).toHaveAttribute('href', '/admin');
    const items = entryNames().filter((text) => [...ENTRIES, ADMIN_MENU_LABEL, MESSAGES.logout].includes(text ?? ''));
    expect(items).toEqual([...ENTRIES, ADMIN_MENU_LABEL, MESSAGES.logout]);

    await user.click(admin);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('is not there for a customer, whose menu keeps the spec’s entries and asks the admin API nothing', async () => {
    const { user, fetchMock, toggle } = await openMenu(forbidden(), false);
    await screen.findByRole('button', { name: MESSAGES.logout });
    expect(screen.queryByRole('link', { name: ADMIN_MENU_LABEL })).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(expect.arrayContaining(ENTRIES));
    await user.click(toggle);
    await user.click(toggle);
    await screen.findByRole('button', { name: MESSAGES.logout });
    expect(await requestsTo(fetchMock, 'admin/me')).toHaveLength(0);
  });

  it('is not there when the server no longer counts the user an administrator (GET admin/me answers 403)', async () => {
    const { fetchMock } = await openMenu(forbidden(), true);
    await screen.findByRole('button', { name: MESSAGES.logout });
    await expect.poll(async () => (await requestsTo(fetchMock, 'admin/me')).length).toBe(1);
    expect(screen.queryByRole('link', { name: ADMIN_MENU_LABEL })).not.toBeInTheDocument();
  });
});
