import { MESSAGES } from '@chitra/contract/messages';
import { AccountPages, createCustomer, fullName } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test.describe('accounts', () => {
  test('sign up, verify, log in, edit the profile, log out, reset the password, log in again', async ({ page }) => {
    // A whole journey: two 2-second redirects and five password hashes on top of the clicks.
    test.slow();
    const accounts = new AccountPages(page);
    const customer = createCustomer();

    await test.step('sign up: toast, then the OTP page with the address, two seconds later', async () => {
      await accounts.signUp(customer);
      await expect(accounts.toast(MESSAGES.userRegistered)).toBeVisible();
      await expect(page).toHaveURL(/\/otp$/);
      await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
      await expect(page.getByText(customer.email)).toBeVisible();
      await expect(page.getByRole('timer')).toContainText(/Resend OTP in [01]:\d\d/);
    });

    await test.step('verify the mailed code, then on to the login page', async () => {
      await accounts.enterOtp(await accounts.otpFor(customer.email));
      await expect(page).toHaveURL(/\/login$/);
      await expect(accounts.field('Email')).toHaveValue(customer.email);
    });

    await test.step('log in: token stored, toast, home, name in the header', async () => {
      await accounts.logIn(customer.email, customer.password);
      await expect(accounts.toast(MESSAGES.userLoggedIn)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(accounts.userMenu(fullName(customer))).toBeVisible();
      const token = await accounts.stored('token');
      expect(typeof token).toBe('string');
      expect(await accounts.stored('customer')).toMatchObject({ token, email: customer.email, mobile: customer.mobile });
      expect(await accounts.stored('authUser')).toMatchObject({ data: { users: { name: fullName(customer), accessToken: token } } });
    });

    const renamed = { ...customer, lastname: 'Kulkarni' };
    await test.step('edit the profile: read-only until the pencil, then Save', async () => {
      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      const lastName = accounts.field('Last Name');
      await expect(lastName).toHaveValue(customer.lastname);
      await expect(lastName).not.toBeEditable();

      await page.getByRole('button', { name: 'Edit profile' }).click();
      await expect(lastName).toBeEditable();
      await lastName.fill(renamed.lastname);
      await page.getByRole('button', { name: MESSAGES.save }).click();

      await expect(accounts.toast(MESSAGES.profileUpdated)).toBeVisible();
      await expect(lastName).not.toBeEditable();
      await expect(accounts.userMenu(fullName(renamed))).toBeVisible();
    });

    await test.step('log out: the token stops working and the browser forgets everything', async () => {
      const token = (await accounts.stored('token')) as string;
      await page.goto('/');
      await accounts.logOut(fullName(renamed));
      await expect(page.getByRole('banner').getByRole('link', { name: MESSAGES.signIn })).toBeVisible();
      const me = await page.request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(401);
    });

    const newPassword = 'kaas-plateau-in-bloom';
    await test.step('forgot password: the link is mailed', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: MESSAGES.forgotPassword }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await accounts.requestPasswordReset(customer.email);
      await expect(accounts.toast(MESSAGES.forgotPasswordSent)).toBeVisible();
    });

    await test.step('reset the password from the mailed link', async () => {
      await page.goto(await accounts.resetPathFor(customer.email));
      await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
      await accounts.chooseNewPassword(newPassword);
      await expect(accounts.toast(MESSAGES.passwordChanged)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('log in with the new password', async () => {
      await accounts.logIn(customer.email, newPassword);
      await expect(accounts.toast(MESSAGES.userLoggedIn)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(accounts.userMenu(fullName(renamed))).toBeVisible();
    });
  });

  test('a signed-in page sends a visitor to log in, and back there afterwards', async ({ page, request }) => {
    const accounts = new AccountPages(page);
    const customer = createCustomer();
    // Set the account up through the API: this test is about the way back.
    const registered = await request.post('/api/v1/users/register', {
      data: { name: fullName(customer), email: customer.email, mobileNo: customer.mobile, password: customer.password },
    });
    expect(registered.status()).toBe(201);
    const otp = await accounts.otpFor(customer.email);
    expect((await request.post('/api/v1/users/otp-verify', { data: { email: customer.email, otp } })).ok()).toBe(true);

    await page.goto('/my-profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: MESSAGES.signUp })).toHaveAttribute('href', '/signup');
    await accounts.field('Password').fill('x');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(accounts.field('Password')).toHaveAttribute('type', 'text');

    await accounts.logIn(customer.email, customer.password);
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(accounts.field('Email')).toHaveValue(customer.email);
  });
});
