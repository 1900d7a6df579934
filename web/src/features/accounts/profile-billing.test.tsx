import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditUserBody } from '@chitra/contract/accounts';
import { GST_MESSAGES } from '@chitra/contract/gst';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../../lib/paths';
import { saveAuthUser, saveCustomer, saveToken } from '../../lib/storage';
import { jsonResponse } from '../../test/fetch-stub';
import { createAuthUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createProfile, stubAccountsApi } from './testing';

const STATE = 'State (for GST invoices)';
const GSTIN = 'GSTIN (for a business invoice)';
/** Karnataka, with the right check character. */
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

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

function echoEdit(sent: EditUserBody[]) {
  return async (request: Request) => {
    const body = (await request.json()) as EditUserBody;
    sent.push(body);
    const billing = body.billing ? { state: body.billing.state, gstin: body.billing.gstin ?? '', businessName: body.billing.businessName ?? '' } : undefined;
    return jsonResponse({
      success: true,
      message: MESSAGES.profileUpdated,
      data: { ...createProfile(), ...(billing ? { billing } : {}) },
    });
  };
}

describe('profile: the state and GSTIN for tax invoices', () => {
  it('shows the remembered state and GSTIN read-only until the pencil is pressed', async () => {
    stubAccountsApi({
      'users/me': { success: true, data: { ...createProfile(), billing: { state: '29', gstin: KARNATAKA_GSTIN, businessName: 'Udupi Prints' } } },
    });
    await openProfile();
    expect(screen.getByLabelText(STATE)).toHaveValue('Karnataka (29)');
    expect(screen.getByLabelText(STATE)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(GSTIN)).toHaveValue(KARNATAKA_GSTIN);
    expect(screen.getByLabelText(GSTIN)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Business name')).toHaveValue('Udupi Prints');
  });

  it('saves a chosen state with edit-user, a person with no GSTIN', async () => {
    const sent: EditUserBody[] = [];
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() }, 'user/edit-user': echoEdit(sent) });
    const { user } = await openProfile();
    expect(screen.getByLabelText(STATE)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.selectOptions(screen.getByRole('combobox', { name: STATE }), '27');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.billing).toEqual({ state: '27', gstin: '', businessName: '', address: '' });
    expect(await screen.findByLabelText(STATE)).toHaveValue('Maharashtra (27)');
  });

  it('checks a GSTIN against the state and asks for the business name, focusing the first problem', async () => {
    const sent: EditUserBody[] = [];
    stubAccountsApi({ 'users/me': { success: true, data: createProfile() }, 'user/edit-user': echoEdit(sent) });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByRole('textbox', { name: GSTIN }), KARNATAKA_GSTIN);
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    // A GSTIN needs its state.
    expect(screen.getByRole('combobox', { name: STATE })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: STATE })).toHaveAccessibleDescription(GST_MESSAGES.stateRequired);

    await user.selectOptions(screen.getByRole('combobox', { name: STATE }), '27');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    expect(screen.getByRole('textbox', { name: GSTIN })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: GSTIN })).toHaveAccessibleDescription(expect.stringContaining(GST_MESSAGES.gstinOtherState));

    await user.selectOptions(screen.getByRole('combobox', { name: STATE }), '29');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Business name' })).toHaveAccessibleDescription(GST_MESSAGES.businessNameRequired);
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Udupi Prints');
    await user.type(screen.getByRole('textbox', { name: 'Billing address' }), '12 Car Street, Udupi');
    await user.click(screen.getByRole('button', { name: MESSAGES.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.billing).toEqual({ state: '29', gstin: KARNATAKA_GSTIN, businessName: 'Udupi Prints', address: '12 Car Street, Udupi' });
  });
});
