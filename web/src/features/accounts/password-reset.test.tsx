import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { STORAGE_KEYS } from '../../lib/storage';
import { createAuthUser } from '../../test/fixtures';
import { jsonResponse } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { apiError, createProfile, sentBodies, stubAccountsApi } from './testing';

const RESET_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

describe('forgot password page', () => {
  async function openForgot() {
    const view = renderApp(paths.forgotPassword());
    await screen.findByRole('heading', { level: 1, name: MESSAGES.forgotPassword });
    return view;
  }
  const submit = () => screen.getByRole('button', { name: 'Send Reset Link' });

  it("blocks an empty or malformed address with docs/spec.md §5's messages", async () => {
    const fetchMock = stubAccountsApi({});
    const { user } = await openForgot();
    await user.click(submit());
    expect(screen.getByText('email is a required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'asha');
    expect(screen.getByText('email must be a valid email')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'user/forgot-password-token')).toEqual([]);
  });

  it('asks for the link and toasts that it was sent', async () => {
    const message = 'If an account uses this e-mail address, we have sent it a link to reset the password.';
    const fetchMock = stubAccountsApi({ 'user/forgot-password-token': { success: true, message } });
    const { user, store } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(await sentBodies(fetchMock, 'user/forgot-password-token')).toEqual([{ email: 'asha@example.com' }]);
    expect(store.getState().auth.token).toEqual({ success: true, message });
  });

  it("toasts 'Something Went Wrong!' on failure and shows what the server said", async () => {
    stubAccountsApi({ 'user/forgot-password-token': apiError(429, 'Too many requests. Please try again in 5 minutes.') });
    const { user } = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in 5 minutes.')).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  async function openReset(options: Parameters<typeof renderApp>[1] = {}) {
    const view = renderApp(paths.resetPassword('a-reset-token'), options);
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    return view;
  }
  const submit = () => screen.getByRole('button', { name: MESSAGES.ok });

  it('has one new-password field with a show/hide toggle and an Ok button', async () => {
    stubAccountsApi({});
    await openReset();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(submit()).toHaveAttribute('type', 'submit');
  });

  it('requires a password of at least 8 characters', async () => {
    const fetchMock = stubAccountsApi({});
    const { user } = await openReset();
    await user.click(submit());
    expect(screen.getByText('password is a required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'user/reset-password/a-reset-token')).toEqual([]);
  });

  it("sets the password, toasts 'Password change Successfully!' and opens /login", async () => {
    const fetchMock = stubAccountsApi({
      'user/reset-password/a-reset-token': { success: true, message: MESSAGES.passwordChanged },
    });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.pathname).toBe('/login');
    const sent = fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === 'PUT');
    expect(sent?.url).toMatch(/\/api\/v1\/user\/reset-password\/a-reset-token$/);
    expect(await sentBodies(fetchMock, 'user/reset-password/a-reset-token')).toEqual([{ password: 'a new password' }]);
  });

  it("drops this browser's session when the reset revoked it", async () => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(createAuthUser()));
    localStorage.setItem(STORAGE_KEYS.token, 'token-asha');
    stubAccountsApi({
      'user/reset-password/a-reset-token': { success: true, message: MESSAGES.passwordChanged },
      'users/me': apiError(401, 'Please log in.'),
    });
    const { user, router, store } = await openReset({ user: createAuthUser() });
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps a session the reset did not touch (a link for another account)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-asha');
    stubAccountsApi({
      'user/reset-password/a-reset-token': { success: true, message: MESSAGES.passwordChanged },
      'users/me': { success: true, data: createProfile() },
    });
    const { user, store } = await openReset({ user: createAuthUser() });
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(store.getState().auth.user).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-asha');
  });

  it("toasts 'Something Went Wrong!' and explains an expired link, with the way to a new one", async () => {
    stubAccountsApi({ 'user/reset-password/a-reset-token': jsonResponse({ success: false, message: RESET_INVALID, code: 'BAD_REQUEST' }, 400) });
    const { user, router } = await openReset();
    await user.type(screen.getByLabelText('New Password'), 'a new password');
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
    expect(screen.getByText(RESET_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(router.state.location.pathname).toBe('/reset-password/a-reset-token');
  });
});
