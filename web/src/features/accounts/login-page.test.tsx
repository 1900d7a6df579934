import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fetch-stub';
import { apiError, loginResponse, sentBodies, stubAccountsApi } from './testing';

async function openLogin(path: string = paths.login()) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
  return view;
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: MESSAGES.login });

describe('login page', () => {
  it('has e-mail, password, and links to Forgot Password and Sign Up', async () => {
    stubAccountsApi({});
    await openLogin();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: MESSAGES.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: MESSAGES.signUp })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Login | Chitra');
  });

  it('shows and hides the password', async () => {
    stubAccountsApi({});
    const { user } = await openLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it("blocks an empty or malformed form with docs/spec.md §5's messages", async () => {
    const fetchMock = stubAccountsApi({});
    const { user } = await openLogin();

    await user.click(submit());
    expect(screen.getByText('email is a required field')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('email is a required field');

    await user.type(emailField(), 'asha@');
    expect(screen.getByText('email must be a valid email')).toBeInTheDocument();
    await user.click(submit());
    expect(await sentBodies(fetchMock, 'users/login')).toEqual([]);
  });

  it('signs a verified customer in: token in storage, user in state, toast, home', async () => {
    const fetchMock = stubAccountsApi({ 'users/login': loginResponse() });
    const { user, store, router } = await openLogin();

    await user.type(emailField(), ' asha@example.com ');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.userLoggedIn)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Asha Patil' });
    expect(router.state.location.pathname).toBe('/');
    expect(await sentBodies(fetchMock, 'users/login')).toEqual([{ email: 'asha@example.com', password: 'correct horse' }]);

    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-asha');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? 'null')).toEqual({
      _id: 'user-1',
      token: 'token-asha',
      firstname: 'Asha',
      lastname: 'Patil',
      email: 'asha@example.com',
      mobile: '9876543210',
    });
    const authUser = { data: { users: { name: 'Asha Patil', accessToken: 'token-asha', _id: 'user-1', email: 'asha@example.com' } } };
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')).toEqual(authUser);
    expect(store.getState().auth).toMatchObject({ user: authUser, isSuccess: true, isOtpVerifyRequired: false });
  });

  it("remembers an administrator's role from the login, for the user menu's Admin entry", async () => {
    stubAccountsApi({ 'users/login': loginResponse({ role: 'admin' }) });
    const { user } = await openLogin();
    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());
    await screen.findByRole('button', { name: 'Asha Patil' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')?.data.users.role).toBe('admin');
  });

  it('returns to the signed-in page the guard sent them from', async () => {
    stubAccountsApi({
      'users/login': loginResponse(),
      'users/me': { success: true, data: { _id: 'user-1', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210' } },
    });
    const { user, router } = renderApp(paths.myProfile());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });

    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('sends an unverified address to /otp with its e-mail and stores no token', async () => {
    stubAccountsApi({
      'users/login': loginResponse({ isOtpVerify: false, accessToken: undefined }),
    });
    const { user, store, router } = await openLogin();

    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
    expect(router.state.location.pathname).toBe('/otp');
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customer)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, isOtpVerifyRequired: true });
  });

  it("toasts the server's message when the login is refused", async () => {
    stubAccountsApi({ 'users/login': apiError(401, 'Invalid e-mail or password.') });
    const { user, store } = await openLogin();

    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'wrong password');
    await user.click(submit());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Invalid e-mail or password.')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ isError: true, message: 'Invalid e-mail or password.', user: null });
    expect(submit()).toBeEnabled();
  });

  it('keeps a refusal to let them try now on the page, beside Forgot Password, until the next try', async () => {
    const slowed =
      'This account has had many failed sign-ins, so we are slowing down sign-ins from new browsers. Please try again in 5 seconds, or reset your password with Forgot Password and open the e-mailed link in this browser: this browser can then log in without waiting.';
    stubAccountsApi({ 'users/login': jsonResponse({ success: false, message: slowed, code: 'RATE_LIMITED' }, 429) });
    const { user } = await openLogin();

    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(slowed)).toBeInTheDocument();
    const form = submit().closest('form')!;
    expect(within(form).getByText(slowed)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: MESSAGES.forgotPassword })).toHaveAttribute('href', '/forgot-password');

    // A wrong password is only a toast, and the held words go.
    stubAccountsApi({ 'users/login': apiError(401, 'Invalid e-mail or password.') });
    await user.click(submit());
    expect(await screen.findByText('Invalid e-mail or password.')).toBeInTheDocument();
    expect(within(form).queryByText(slowed)).toBeNull();
  });

  it("toasts 'Login Failed' when the server cannot be reached", async () => {
    stubAccountsApi({
      'users/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openLogin();

    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
  });

  it('disables the button while the login is on its way, so it is sent once', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubAccountsApi({
      'users/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = await openLogin();
    await user.type(emailField(), 'asha@example.com');
    await user.type(passwordField(), 'correct horse');
    await user.click(submit());
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');

    answer(apiError(401, 'Invalid e-mail or password.'));
    await screen.findByText('Invalid e-mail or password.');
    expect(await sentBodies(fetchMock, 'users/login')).toHaveLength(1);
  });
});
