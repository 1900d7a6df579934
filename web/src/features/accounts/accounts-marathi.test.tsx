import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { saveAuthUser, saveCustomer, saveToken } from '../../lib/storage';
import { createAuthUser } from '../../test/fixtures';
import { renderAppIn } from '../../test/render-app';
import { createProfile, stubAccountsApi } from './testing';

/** The account pages as a Marathi reader meets them at /mr/…: their words, their checks and their numbers in Marathi. */
describe('the account pages in Marathi', () => {
  it('login: the heading, labels and button, and a check that says what is missing', async () => {
    stubAccountsApi({});
    const { user } = await renderAppIn('mr', paths.login());
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'पासवर्ड दाखवा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड विसरलात?' })).toHaveAttribute('href', '/mr/forgot-password');
    expect(document.title).toBe('लॉग इन | Chitra');

    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल आवश्यक आहे');
    expect(screen.getByText('पासवर्ड आवश्यक आहे')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@');
    expect(screen.getByText('योग्य ईमेल पत्ता टाका')).toBeInTheDocument();
    expect(screen.queryByText(/required field|valid email/)).not.toBeInTheDocument();
  });

  it('sign-up: the fields, the hints with Marathi digits, and the server’s rules in Marathi', async () => {
    stubAccountsApi({});
    const { user } = await renderAppIn('mr', paths.signup());
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByLabelText('पूर्ण नाव')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription('१० अंकी भारतीय मोबाइल नंबर.');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('किमान ८ अक्षरे.');

    await user.type(screen.getByLabelText('मोबाइल नंबर'), '5876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'seven77');
    await user.click(screen.getByRole('button', { name: 'साइन अप' }));
    expect(screen.getByText('नाव आवश्यक आहे')).toBeInTheDocument();
    expect(screen.getByText('मोबाइल नंबर १० अंकी भारतीय नंबर असावा')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड किमान ८ अक्षरांचा हवा')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/mr/login');
  });

  it('OTP: the address in the sentence, the boxes named in Marathi digits, the countdown in Marathi, and a short code refused', async () => {
    stubAccountsApi({});
    const { user } = await renderAppIn('mr', `${paths.otp()}?email=${encodeURIComponent('asha@example.com')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'OTP पडताळा' })).toBeInTheDocument();
    const intro = screen.getByText((_, element) => element?.classList.contains('account-intro') ?? false);
    expect(intro).toHaveTextContent('asha@example.com वर पाठवलेला ४ अंकी कोड टाका.');
    expect(within(intro).getByText('asha@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('group', { name: 'पडताळणी कोड' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^४ पैकी अंक [१-४]$/ })).toHaveLength(4);
    expect(screen.getByRole('timer')).toHaveTextContent(/^[०-९]:[०-९]{2} नंतर OTP पुन्हा पाठवा$/);

    await user.type(screen.getByRole('textbox', { name: '४ पैकी अंक १' }), '12');
    await user.click(screen.getByRole('button', { name: 'सबमिट करा' }));
    expect(await screen.findByText('कृपया ४ अंकी योग्य OTP टाका.')).toBeInTheDocument();
  });

  it('OTP: the server’s English note of a verified address is toasted in Marathi', async () => {
    stubAccountsApi({ 'users/otp-verify': { success: true, message: 'Your e-mail address is verified. You can log in now.' } });
    const { user } = await renderAppIn('mr', `${paths.otp()}?email=${encodeURIComponent('asha@example.com')}`);
    await user.type(await screen.findByRole('textbox', { name: '४ पैकी अंक १' }), '4821');
    await user.click(screen.getByRole('button', { name: 'सबमिट करा' }));
    expect(await screen.findByText('तुमचा ईमेल पत्ता पडताळला गेला. आता तुम्ही लॉग इन करू शकता.')).toBeInTheDocument();
    expect(screen.queryByText('Your e-mail address is verified. You can log in now.')).not.toBeInTheDocument();
  });

  it('profile: the fields, the edit and save buttons, a check and the devices with a Marathi date', async () => {
    saveToken('token-asha');
    saveAuthUser(createAuthUser('Asha Patil'));
    saveCustomer({ _id: 'user-1', token: 'token-asha', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210' });
    stubAccountsApi({
      'users/getcart': { success: true, data: [{ product: [], totalPrice: 0, totalsalePrice: 0 }] },
      'users/me': { success: true, data: createProfile() },
      'users/sessions': {
        success: true,
        data: { count: 1, sessions: [{ _id: 's1', current: true, createdAt: '2026-11-20T10:00:00Z', device: 'Chrome 131 on Android 14', ip: '203.0.113.9' }] },
      },
    });
    const { user } = await renderAppIn('mr', paths.myProfile(), { user: createAuthUser('Asha Patil') });
    const edit = await screen.findByRole('button', { name: 'प्रोफाइल बदला' });
    expect(screen.getByRole('heading', { level: 1, name: 'माझे प्रोफाइल' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहिले नाव')).toHaveValue('Asha');
    expect(screen.getByLabelText('आडनाव')).toHaveValue('Patil');
    expect(screen.getByRole('group', { name: 'टॅक्स इनव्हॉइस' })).toBeInTheDocument();
    const devices = await screen.findByRole('region', { name: '१ डिव्हाइसवर साइन इन' });
    expect(devices).toHaveTextContent('हे डिव्हाइस203.0.113.9 · २० नोव्हेंबर, २०२६ पासून');
    expect(within(devices).getByRole('button', { name: 'सर्व डिव्हाइसवरून साइन आउट' })).toBeInTheDocument();

    await user.click(edit);
    await user.clear(screen.getByLabelText('पहिले नाव'));
    await user.click(screen.getByRole('button', { name: 'जतन करा' }));
    expect(screen.getByLabelText('पहिले नाव')).toHaveAccessibleDescription('पहिले नाव आवश्यक आहे');
    expect(screen.getByRole('button', { name: 'रद्द करा' })).toBeInTheDocument();
  });
});
