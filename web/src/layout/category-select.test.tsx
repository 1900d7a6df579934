import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { stubFetch } from '../test/fetch-stub';
import { configResponse, createCategory } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const categories = ['Landscapes', 'Wildlife', 'Beaches', 'Forts'].map((name) => createCategory({ _id: `cat-${name.toLowerCase()}`, catogeryname: name }));

async function openShop() {
  stubFetch({ config: configResponse(), 'product/allcategory': { success: true, data: { category: categories } } });
  const view = renderApp('/');
  const select = within(screen.getByRole('banner')).getByRole('combobox', { name: MESSAGES.categoryPlaceholder });
  await within(select).findByRole('option', { name: 'Forts' });
  return { ...view, select };
}

/** A key on the closed dropdown as a browser delivers it: the keydown, then the change its default action makes. */
function arrowTo(select: HTMLElement, value: string) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value } });
}

describe('header category dropdown', () => {
  it('moves through the categories with the arrow keys without leaving the page, and opens the one Enter chooses', async () => {
    const { router, select } = await openShop();
    select.focus();
    arrowTo(select, 'cat-landscapes');
    arrowTo(select, 'cat-wildlife');
    arrowTo(select, 'cat-beaches');
    arrowTo(select, 'cat-forts');
    expect(router.state.location.pathname).toBe('/');
    expect(select).toHaveValue('cat-forts');

    fireEvent.keyDown(select, { key: 'Enter' });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.categoriesProduct });
    expect(router.state.location.pathname).toBe('/catagory/cat-forts');
    expect(select).toHaveValue('cat-forts');
  });

  it('puts the current entry back when left without Enter, and Escape does too', async () => {
    const { router, select } = await openShop();
    select.focus();
    arrowTo(select, 'cat-wildlife');
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('');
    arrowTo(select, 'cat-beaches');
    fireEvent.blur(select);
    expect(select).toHaveValue('');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a category chosen with the pointer at once', async () => {
    const { router, select, user } = await openShop();
    await user.selectOptions(select, 'Beaches');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.categoriesProduct });
    expect(router.state.location.pathname).toBe('/catagory/cat-beaches');
    expect(select).toHaveValue('cat-beaches');
  });
});
