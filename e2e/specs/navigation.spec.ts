import type { Page } from '@playwright/test';
import { MESSAGES } from '@chitra/contract/messages';
import { fullName } from '../fixtures/accounts';
import { signUpByApi, useSession } from '../fixtures/session';
import { expect, test } from '../fixtures/test';

// A phone: the navigation is the menu button and its drawer.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** Opens the drawer and chooses `name` in it. */
async function fromMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name, exact: true }).click();
  await expect(drawer).toBeHidden();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('every page from the home page, by clicking, at 375 px', () => {
  test('a visitor reaches the store, categories, a product, the comparison, the blog, About, Contact, the policies, search and the account forms', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await expect(heading(page, 'Digital photographs')).toBeVisible();

    await test.step("the hero's action opens the store", async () => {
      await page.getByRole('link', { name: 'Shop all photographs' }).click();
      await expect(page).toHaveURL(/\/product$/);
      await expect(heading(page, 'Store')).toBeVisible();
    });

    await test.step('the menu: Categories, then one category, then one of its photographs', async () => {
      await fromMenu(page, 'Categories');
      await expect(page).toHaveURL(/\/catagory$/);
      await expect(heading(page, 'Categories')).toBeVisible();
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/catagory\/[^/]+$/);
      await page.getByRole('main').locator('a[href^="/product/"]').first().click();
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByRole('region', { name: 'What you get' })).toContainText('full-resolution original');
    });

    await test.step("the product's licence line opens the comparison", async () => {
      await page.getByRole('link', { name: 'Compare the licences' }).click();
      await expect(page).toHaveURL(/\/compare-product$/);
      await expect(heading(page, 'Compare Products')).toBeVisible();
    });

    await test.step('the menu: Blog, then a post', async () => {
      await fromMenu(page, 'Blog');
      await expect(heading(page, 'Blog')).toBeVisible();
      await page.getByRole('main').locator('a[href^="/blog/"]').first().click();
      await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    });

    for (const [name, path] of [
      [MESSAGES.about, '/about'],
      [MESSAGES.contact, '/contact'],
      ['Store', '/product'],
    ] as const) {
      await test.step(`the menu: ${name}`, async () => {
        await fromMenu(page, name);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(heading(page, name === 'Store' ? 'Store' : name)).toBeVisible();
      });
    }

    await test.step('the footer: the four policies, each with its text', async () => {
      for (const name of [MESSAGES.privacyPolicy, MESSAGES.refundPolicy, MESSAGES.shippingPolicy, MESSAGES.termsConditions]) {
        await page.getByRole('contentinfo').getByRole('link', { name }).click();
        await expect(heading(page, name)).toBeVisible();
        await expect(page.getByText(/^Last updated /)).toBeVisible();
      }
    });

    await test.step('the search: Enter opens the results page', async () => {
      const search = page.getByRole('banner').getByRole('combobox', { name: MESSAGES.searchPlaceholder });
      await search.fill('sunset');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/product\?search=sunset$/);
      await expect(heading(page, 'Results for “sunset”')).toBeVisible();
      await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
    });

    await test.step('Sign In, then Sign Up and Forgot Password from the login form', async () => {
      await page.getByRole('banner').getByRole('link', { name: MESSAGES.signIn }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('link', { name: new RegExp(MESSAGES.forgotPassword, 'i') }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await page.goBack();
      await page
        .getByRole('link', { name: new RegExp(MESSAGES.signUp, 'i') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/signup$/);
    });
  });

  test("a customer reaches the cart and every page of their own from the header's menu", async ({ page, request }) => {
    const customer = await signUpByApi(request);
    await useSession(page, customer);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: fullName(customer) })).toBeVisible();

    for (const [name, title] of [
      ['My Profile', 'My Profile'],
      ['Wishlist', 'Wishlist'],
      [MESSAGES.orderHistory, MESSAGES.orderHistory],
      ['My Orders', 'My Orders'],
    ] as const) {
      await test.step(name, async () => {
        await header.getByRole('button', { name: fullName(customer) }).click();
        await header.getByRole('link', { name, exact: true }).click();
        await expect(heading(page, title)).toBeVisible();
      });
    }

    await test.step('the cart', async () => {
      await header.getByRole('link', { name: /^Cart/ }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(heading(page, 'Cart')).toBeVisible();
    });
  });
});
