import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditUserBody } from '@chitra/contract/accounts';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { browserPage } from '../../lib/session';
import { STORAGE_KEYS, saveAuthUser, saveCustomer, saveToken } from '../../lib/storage';
import { jsonResponse } from '../../test/fetch-stub';
import { createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { apiError, createProfile, stubAccountsApi } from './testing';
import { CURRENT_PASSWORD_REQUIRED } from './validation';

const signedIn = () => {
  const user = createAuthUser('Asha Patil');
  saveToken('token-asha');
  saveAuthUser(user);
  saveCustomer({ _id: 'user-1', token: 'token-asha', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210' });
  return user;
};

async function openProfile() {
  const view = renderApp(paths.myProfile(), { user: signedIn() });
  await screen.findByRole('button', { name: 'Edit profile' });
  return view;
}

const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';
const signedInOn = (count: number) => `Signed in on ${count} ${count === 1 ? 'device' : 'devices'}`;

const field = (label: string) => screen.getByLabelText(label);
const header = () => screen.getByRole('banner');

/** Answers PUT user/edit-user with what was sent, as the server does. */
function echoEdit(sent: EditUserBody[]) {
  return async (request: Request) => {
    const body = (await request.json()) as EditUserBody;
    sent.push(body);
    return jsonResponse({
      success: true,
      message: MESSAGES.profileUpdated,
      data: { _id: 'user-1', firstname: body.firstname, lastname: body.lastname, email: body.email, mobile: String(body.mobile) },
    });
  };
}

describe('profile page', () => {
  it('shows the profile read-only until the pencil is pressed', async () => {
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() } });
    const { user } = await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home / My Profile');

    for (const [label, value] of [
      ['First Name', 'Asha'],
      ['Last Name', 'Patil'],
      ['Email', 'asha@example.com'],
      ['Mobile Number', '9876543210'],
    ]) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('button', { name: MESSAGES.save })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(field('First Name')).not.toHaveAttribute('readonly');
    expect(field('First Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: MESSAGES.save })).toBeInTheDocument();
  });

  it("saves the edit, toasts, and renames the header's user at once", async () => {
    const sent: EditUserBody[] = [];
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() }, 'user/edit-user': echoEdit(sent) });
    const { user, store } = await openProfile();
    expect(within(header()).getByRole('button', { name: 'Asha Patil' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Kulkarni');
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '+91 91234 56789');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ firstname: 'Asha', lastname: 'Kulkarni', email: 'asha@example.com', mobile: '9123456789' }]);
    expect(within(header()).getByRole('button', { name: 'Asha Kulkarni' })).toBeInTheDocument();
    expect(field('Last Name')).toHaveValue('Kulkarni');
    expect(field('Last Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? 'null')).toEqual({
      _id: 'user-1',
      token: 'token-asha',
      firstname: 'Asha',
      lastname: 'Kulkarni',
      email: 'asha@example.com',
      mobile: '9123456789',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null')).toMatchObject({
      data: { users: { name: 'Asha Kulkarni', accessToken: 'token-asha' } },
    });
    expect(store.getState().auth.updatedUser).toMatchObject({ lastname: 'Kulkarni' });
    // No e-mail change, so nothing to say about verifying one.
    expect(screen.queryByText(/next time you log in/)).not.toBeInTheDocument();
  });

  it('asks for the current password for a new address, then for the code mailed to it; the old address stays until then', async () => {
    const sent: EditUserBody[] = [];
    let confirmed = false;
    const fetchMock = stubAccountsApi({
      'users/me': () => jsonResponse({ success: true, data: confirmed ? createProfile({ email: 'asha.patil@example.com' }) : createProfile() }),
      'user/edit-user': async (request: Request) => {
        const body = (await request.json()) as EditUserBody;
        sent.push(body);
        return jsonResponse({
          success: true,
          message: MESSAGES.profileUpdated,
          data: createProfile({ firstname: body.firstname, pendingEmail: body.email }),
        });
      },
      'users/otp-verify': () => {
        confirmed = true;
        return jsonResponse({ success: true, message: 'Your new e-mail address is confirmed: log in with it from now on.' });
      },
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha.patil@example.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    expect(screen.getByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(field('Current password')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(field('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ email: 'asha.patil@example.com', currentPassword: 'my-password' });
    // Still the old address: the header's record and the field say so, and the new one waits for its code.
    expect(field('Email')).toHaveValue('asha@example.com');
    const pending = screen.getByRole('region', { name: 'Confirm your new e-mail address' });
    expect(pending).toHaveTextContent(
      'We sent a 4-digit code to asha.patil@example.com. Enter it to make that your address; until then you log in with asha@example.com.',
    );

    const boxes = within(pending).getAllByRole('textbox');
    await user.type(boxes[0]!, '4321');
    await user.click(within(pending).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your new e-mail address is confirmed: log in with it from now on.')).toBeInTheDocument();
    const verify = fetchMock.mock.calls.map(([input]) => input as Request).find((r) => r.url.endsWith('/users/otp-verify'));
    expect(await verify?.clone().json()).toEqual({ email: 'asha.patil@example.com', otp: '4321' });
    expect(await screen.findByDisplayValue('asha.patil@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your new e-mail address' })).not.toBeInTheDocument();
  });

  it("lists the devices signed in, and 'Sign out everywhere' ends them all and clears this browser", async () => {
    const reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = stubAccountsApi({
      'users/me': { success: true, data: createProfile() },
      'users/sessions': (request: Request) =>
        request.method === 'DELETE'
          ? jsonResponse({ success: true, message: 'You are signed out on every device.' })
          : jsonResponse({
              success: true,
              data: {
                count: 2,
                sessions: [
                  { _id: 's1', current: true, createdAt: '2026-11-20T10:00:00Z', device: 'Chrome 131 on Android 14', ip: '203.0.113.9' },
                  { _id: 's2', current: false, createdAt: '2026-11-01T10:00:00Z', device: 'Safari 18 on macOS 15', ip: '198.51.100.4' },
                ],
              },
            }),
    });
    const { user } = await openProfile();
    const devices = await screen.findByRole('region', { name: signedInOn(2) });
    const items = within(devices).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome 131 on Android 14This device203.0.113.9 · since 20 November 2026');
    expect(items[1]).toHaveTextContent('Safari 18 on macOS 15198.51.100.4 · since 1 November 2026');

    await user.click(within(devices).getByRole('button', { name: SIGN_OUT_EVERYWHERE }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const ended = fetchMock.mock.calls.map(([input, init]) => new Request(input as RequestInfo, init)).find((r) => r.method === 'DELETE');
    expect(ended?.url).toMatch(/\/api\/v1\/users\/sessions$/);
    expect(ended?.headers.get('authorization')).toBe('Bearer token-asha');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("blocks empty fields with docs/spec.md §5's messages", async () => {
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() } });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile Number']) await user.clear(field(label));
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));

    expect(screen.getByText('firstname is a required field')).toBeInTheDocument();
    expect(screen.getByText('lastname is a required field')).toBeInTheDocument();
    expect(screen.getByText('email is a required field')).toBeInTheDocument();
    expect(screen.getByText('mobile is a required field')).toBeInTheDocument();
    expect(field('First Name')).toHaveFocus();

    await user.type(field('Email'), 'asha');
    await user.type(field('Mobile Number'), '0');
    expect(screen.getByText('email must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('mobile must be a positive number')).toBeInTheDocument();
  });

  it('puts everything back on Cancel', async () => {
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() } });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(field('First Name'), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('First Name')).toHaveAttribute('readonly');
  });

  it("toasts 'Something Went Wrong!' when the save fails, and says why", async () => {
    stubAccountsApi({
      'users/me': { success: true, data: createProfile() },
      'user/edit-user': apiError(409, 'Another account already uses this e-mail address.'),
    });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.type(field('Current password'), 'my-password');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));

    expect(await screen.findByText(MESSAGES.somethingWentWrongBang)).toBeInTheDocument();
    expect(screen.getByText('Another account already uses this e-mail address.')).toBeInTheDocument();
    expect(field('Email')).not.toHaveAttribute('readonly');
    expect(within(header()).getByRole('button', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it('signs out and offers the login when the session has ended', async () => {
    stubAccountsApi({ 'users/me': apiError(401, 'Please log in.') });
    const { router } = renderApp(paths.myProfile(), { user: signedIn() });
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: { pathname: '/my-profile' } } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let calls = 0;
    stubAccountsApi({
      'users/me': () => {
        calls += 1;
        return calls === 1 ? new Response('', { status: 503 }) : jsonResponse({ success: true, data: createProfile() });
      },
    });
    const { user } = renderApp(paths.myProfile(), { user: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(field('First Name')).toHaveValue('Asha');
  });
});
