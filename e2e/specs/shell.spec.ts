import { MESSAGES } from '@chitra/contract/messages';
import { expect, test } from '../fixtures/test';

test.describe('the storefront shell', () => {
  test('home loads with header, breadcrumb and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Chitra' })).toHaveAttribute('href', '/');
    await expect(header.getByPlaceholder(MESSAGES.searchPlaceholder)).toBeVisible();
    await expect(header.getByRole('link', { name: MESSAGES.signIn })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Home /');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Powered by Chitra');
    for (const label of ['Privacy Policy', 'Refund Policy', 'Shipping Policy', 'Terms & Conditions']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText(MESSAGES.demoBanner)).toBeVisible();
  });

  test('an unknown page answers 404 and shows the error screen', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page');
    // A 404 for search engines too, with the SPA's not-found screen as its body.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: MESSAGES.unexpectedError })).toBeVisible();
    await expect(page.getByText(/404/)).toBeVisible();
    await expect(page).toHaveTitle(/Chitra/);
    // Chromium logs the page's own 404 as a console error: that one is the point of this test.
    const own = consoleErrors.findIndex((line) =>
      line.endsWith('/no-such-page: Failed to load resource: the server responded with a status of 404 (Not Found)'),
    );
    expect(own).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(own, 1);
  });

  test('the cart signed out lands on the login page', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('footer policy links open their pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { name: 'Refund Policy' })).toBeVisible();
    await expect(page).toHaveTitle(/Refund Policy/);
  });
});
