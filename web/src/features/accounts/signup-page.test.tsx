import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAY_MS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderApp } from '../../test/render-app';
import { apiError, sentBodies, stubAccountsApi } from './testing';

async function openSignup() {
  const view = renderApp(paths.signup());
  await screen.findByRole('heading', { level: 1, name: MESSAGES.signUp });
  return view;
}

const submit = () => screen.getByRole('button', { name: MESSAGES.signUp });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const { name = 'Asha Patil', email = 'asha@example.com', mobile = '98765 43210', password = 'correct horse' } = values;
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (mobile) await user.type(screen.getByLabelText('Mobile Number'), mobile);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

const registered = { success: true, message: MESSAGES.userRegistered, data: { _id: 'user-1', name: 'Asha Patil', email: 'asha@example.com' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-up page', () => {
  it('asks for full name, e-mail, mobile number and password, and links to Login', async () => {
    stubAccountsApi({});
    await openSignup();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.login })).toHaveAttribute('href', '/login');
  });

  it("blocks an empty form with docs/spec.md §5's messages, word for word", async () => {
    const fetchMock = stubAccountsApi({});
    const { user } = await openSignup();

    await user.click(submit());

    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText('email is a required field')).toBeInTheDocument();
    expect(screen.getByText('mobileNo is a required field')).toBeInTheDocument();
    expect(screen.getByText('password is a required field')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(await sentBodies(fetchMock, 'users/register')).toEqual([]);
  });

  it.each([
    ['asha', 'Mobile Number', 'abc', 'mobileNo must be a number'],
    ['asha', 'Mobile Number', '-9876543210', 'mobileNo must be a positive number'],
    ['asha', 'Mobile Number', '98765.4321', 'mobileNo must be an integer'],
    ['asha', 'Mobile Number', '12345', 'Mobile No should be a 10-digit Indian mobile number'],
    ['asha', 'Email', 'asha.example.com', 'email must be a valid email'],
    ['asha', 'Password', 'short', 'Password must be at least 8 characters'],
  ])('%s: %s "%s" says "%s"', async (_who, label, value, message) => {
    stubAccountsApi({});
    const { user } = await openSignup();
    await user.type(screen.getByLabelText(label), value);
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers, toasts, and opens /otp with the e-mail two seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubAccountsApi({ 'users/register': jsonCreated(registered) });
    const { router } = await openSignup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText(MESSAGES.userRegistered)).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'users/register')).toEqual([
      { name: 'Asha Patil', email: 'asha@example.com', mobileNo: '9876543210', password: 'correct horse' },
    ]);
    expect(router.state.location.pathname).toBe('/signup');
    expect(submit()).toBeDisabled();

    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 200));
    expect(router.state.location.pathname).toBe('/signup');
    act(() => vi.advanceTimersByTime(200));
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
    expect(router.state.location).toMatchObject({ pathname: '/otp', state: { email: 'asha@example.com' } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("toasts the server's message and shows its field messages beside the fields", async () => {
    stubAccountsApi({
      'users/register': apiError(400, 'Please check the highlighted fields.', { email: 'This address cannot receive mail.' }),
    });
    const { user, router } = await openSignup();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This address cannot receive mail.');
    expect(router.state.location.pathname).toBe('/signup');

    // The server's message goes as soon as the field changes.
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('This address cannot receive mail.')).not.toBeInTheDocument();
  });

  it("toasts a taken address's message", async () => {
    stubAccountsApi({ 'users/register': apiError(409, 'An account with this e-mail address already exists.') });
    const { user } = await openSignup();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("toasts 'Something Went Wrong!' when the server says nothing useful", async () => {
    stubAccountsApi({ 'users/register': new Response('Bad gateway', { status: 502 }) });
    const { user } = await openSignup();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
  });
});

function jsonCreated(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
}
