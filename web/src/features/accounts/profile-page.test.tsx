import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditUserBody } from '@chitra/contract/accounts';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../app/paths';
import { STORAGE_KEYS, saveAuthUser, saveCustomer, saveToken } from '../../lib/storage';
import { jsonResponse } from '../../test/fetch-stub';
import { createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { apiError, createProfile, stubAccountsApi } from './testing';

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

  it('says that a new e-mail address needs a code at the next login', async () => {
    const sent: EditUserBody[] = [];
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() }, 'user/edit-user': echoEdit(sent) });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha.patil@example.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your e-mail address is now asha.patil@example.com. The next time you log in we will mail a code to it',
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser) ?? 'null').data.users.email).toBe('asha.patil@example.com');
  });

  it("blocks empty fields with spec §5's messages", async () => {
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
