import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@chitra/contract/messages';
import { AccountPages, createCustomer, fullName } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

/** The demo shop's support address (config shop.email): enquiries are mailed there. */
const SUPPORT_EMAIL = 'support@chitra.example';

async function signUpAndLogIn(page: Page, accounts: AccountPages) {
  const customer = createCustomer();
  await accounts.signUp(customer);
  await expect(page).toHaveURL(/\/otp$/);
  await accounts.enterOtp(await accounts.otpFor(customer.email));
  await expect(page).toHaveURL(/\/login$/);
  await accounts.logIn(customer.email, customer.password);
  await expect(accounts.userMenu(fullName(customer))).toBeVisible();
  return customer;
}

test.describe('wishlist, ratings and the contact enquiry', () => {
  test('heart a product, find it on the wishlist, remove it, then rate it', async ({ page }) => {
    // Sign-up includes the OTP page's 2-second redirect and password hashing.
    test.slow();
    const accounts = new AccountPages(page);
    const customer = await signUpAndLogIn(page, accounts);

    const store = page.getByRole('list', { name: 'Store' });
    const card = store.getByRole('listitem').first();
    let title = '';

    await test.step('heart the first product on the store page', async () => {
      await page.goto('/product');
      await expect(card).toBeVisible();
      title = (await card.getByRole('heading').innerText()).trim();
      const heart = card.getByRole('button', { name: 'Add to wishlist' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(accounts.toast(MESSAGES.wishlistAdded)).toBeVisible();
    });

    await test.step('see it on /wishlist, remove it, and the list ends empty', async () => {
      await page.goto('/wishlist');
      const wishlist = page.getByRole('list', { name: 'Wishlist' });
      await expect(wishlist.getByRole('link', { name: title, exact: true })).toBeVisible();
      await wishlist.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
      await expect(page.getByText(MESSAGES.noData, { exact: true })).toBeVisible();
    });

    await test.step('rate the product with four stars and a comment', async () => {
      await page.goto('/product');
      await card.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const ratings = page.getByRole('region', { name: 'Ratings and reviews' });
      const comment = `Sharp and warm at full size (${randomUUID().slice(0, 6)}).`;
      // By keyboard, as the star group is built for: into the group, then the arrows.
      const stars = ratings.getByRole('group', { name: 'Your rating' });
      await stars.getByRole('radio', { name: '1 star' }).focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
      await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await ratings.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
      await ratings.getByRole('button', { name: 'Submit rating' }).click();
      await expect(accounts.toast(MESSAGES.ratingAdded)).toBeVisible();
      const review = ratings.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: comment });
      await expect(review).toBeVisible();
      // Reviews show the first name and an initial, never the full name.
      await expect(review).toContainText(`${customer.firstname} ${customer.lastname.charAt(0)}.`);
      await expect(review).toContainText('4 stars');
      await expect(ratings.getByText(/out of 5 \(\d+ ratings?\)/)).toBeVisible();
    });
  });

  test('send an enquiry and find it in the outbox', async ({ page }) => {
    const accounts = new AccountPages(page);
    const name = `Ravi Deshmukh ${randomUUID().slice(0, 6)}`;
    const email = `ravi.${randomUUID().slice(0, 8)}@example.com`;
    const comment = 'Do you license the Kelwa sunset for a calendar?';

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.contact })).toBeVisible();
    await expect(page.getByText(MESSAGES.openingHours)).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toBeVisible();

    await test.step("an empty form shows docs/spec.md §5's messages", async () => {
      await page.getByRole('button', { name: MESSAGES.submit }).click();
      for (const message of [MESSAGES.firstNameRequired, MESSAGES.emailRequired, MESSAGES.mobileRequired, MESSAGES.commentsRequired]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
    });

    await test.step('a filled form is sent, toasted and mailed to support', async () => {
      await accounts.field('Name').fill(name);
      await accounts.field('Email').fill(email);
      await accounts.field('Mobile').fill('9876543210');
      await accounts.field('Comment').fill(comment);
      await page.getByRole('button', { name: MESSAGES.submit }).click();
      await expect(accounts.toast(MESSAGES.contactSubmitted)).toBeVisible();
      await expect(accounts.field('Name')).toHaveValue('');

      const mail = await accounts.mailTo(SUPPORT_EMAIL, new RegExp(`Website enquiry from ${name}`));
      expect(mail.text).toContain(`E-mail: ${email}`);
      expect(mail.text).toContain('Mobile: 9876543210');
      expect(mail.text).toContain(comment);
    });
  });
});
