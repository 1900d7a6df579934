import { MESSAGES } from '@chitra/contract/messages';
import { DEMO, categoryPage, headerSearch, homePage, productPage } from '../fixtures/catalogue';
import { expect, test } from '../fixtures/test';

test.describe('the catalogue', () => {
  test('home → a category → a product → a search with a typo → its product', async ({ page }) => {
    await page.goto('/');
    const home = homePage(page);
    await expect(home.popularProducts.getByRole('listitem').first()).toBeVisible();
    await expect(home.popularProducts.getByRole('button', { name: MESSAGES.addToCart }).first()).toBeVisible();

    await home.openCategory(DEMO.category);
    const category = categoryPage(page);
    await expect(category.heading).toBeVisible();
    await expect(page).toHaveURL(/\/catagory\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(`${DEMO.category} | Chitra`);
    await expect(category.products.first()).toBeVisible();

    const firstProduct = category.products.first().getByRole('link');
    const chosenTitle = (await firstProduct.textContent()) ?? '';
    await firstProduct.click();
    const product = productPage(page);
    await expect(product.title).toHaveText(chosenTitle);
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(`${chosenTitle} | Chitra`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Home / ${chosenTitle}`);
    await expect(product.addToCart).toBeVisible();

    const search = headerSearch(page);
    await search.search(DEMO.typo);
    const result = await search.firstMatching(DEMO.sunset);
    const resultTitle = (await result.locator('.search-box__title').textContent()) ?? '';
    expect(resultTitle).toMatch(DEMO.sunset);
    await result.click();

    await expect(product.title).toHaveText(resultTitle);
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(search.box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search is a keyboard combobox that pages as it scrolls', async ({ page }) => {
    await page.goto('/');
    const search = headerSearch(page);
    await search.search(DEMO.typo);
    await expect(search.options.first()).toBeVisible();
    // Scroll the menu (the listbox's scrolling parent) to its end: the next page is empty.
    await search.results.evaluate((list) => {
      const menu = list.parentElement;
      if (menu !== null) menu.scrollTop = menu.scrollHeight;
    });
    await expect(page.getByText(MESSAGES.searchNoMoreResults)).toBeVisible();

    await search.box.press('ArrowDown');
    await expect(search.options.first()).toHaveAttribute('aria-selected', 'true');
    const title = (await search.options.first().locator('.search-box__title').textContent()) ?? '';
    await search.box.press('Enter');
    await expect(productPage(page).title).toHaveText(title);

    await search.box.fill('q');
    await expect(page.getByText(MESSAGES.searchNoMatches)).toBeVisible();
    await search.box.press('Escape');
    await expect(search.box).toHaveAttribute('aria-expanded', 'false');
  });

  test('the store pages with Previous and Next, keeping the page and filters in the address', async ({ page }) => {
    await page.goto('/product');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText(`${MESSAGES.page} 1`)).toBeVisible();
    await expect(pages.getByRole('button', { name: MESSAGES.previous })).toBeDisabled();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Store' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText(/^Rs\. [\d,]+$/).first()).toBeVisible();

    // From the keyboard: the customer stays on Next while the next page loads, and after.
    await pages.getByRole('button', { name: MESSAGES.next }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\?page=2$/);
    await expect(pages.getByText(`${MESSAGES.page} 2`)).toBeVisible();
    await expect(pages.getByRole('button', { name: MESSAGES.next })).toBeFocused();
    await expect(pages.getByRole('button', { name: MESSAGES.next })).toBeEnabled();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: DEMO.category }).click();
    await expect(page).toHaveURL(/\/product\?category=[0-9a-f-]{36}$/);
    await expect(page.getByText('8 products')).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price/);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-createdAt');
  });
});
