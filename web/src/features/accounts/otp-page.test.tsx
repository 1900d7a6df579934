import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_RESEND_SECONDS, REDIRECT_DELAY_MS } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { renderApp } from '../../test/render-app';
import { formatCountdown } from './use-countdown';
import { apiError, sentBodies, stubAccountsApi } from './testing';

const EMAIL = 'asha@example.com';
const OTP_PATH = `/otp?email=${encodeURIComponent(EMAIL)}`;

async function openOtp(path = OTP_PATH) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
  return view;
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ });
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const values = () => boxes().map((input) => (input as HTMLInputElement).value);
const submit = () => screen.getByRole('button', { name: MESSAGES.submit });

/** Fake clocks that still let promises, lazy routes and Testing Library's waits run. */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Lets React run the page's effects (which start the countdown's tick) before the clock is moved. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** To the end of the countdown. */
const passTheCountdown = () => act(() => vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000));

afterEach(() => {
  vi.useRealTimers();
});

describe('formatCountdown', () => {
  it.each([
    [90, '1:30'],
    [89, '1:29'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
  ])('shows %i s as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('OTP page: the boxes', () => {
  it('has four labelled single-digit boxes, the first offering one-time-code autofill', async () => {
    stubAccountsApi({});
    await openOtp();
    expect(boxes()).toHaveLength(4);
    for (const input of boxes()) expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('moves on with each digit, ignores letters and holds one character a box', async () => {
    stubAccountsApi({});
    const { user } = await openOtp();
    await user.click(box(1));
    await user.keyboard('1x2');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();

    // Typing into a full box replaces its digit.
    await user.click(box(1));
    await user.keyboard('7');
    expect(values()).toEqual(['7', '2', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('goes back with Backspace from an empty box', async () => {
    stubAccountsApi({});
    const { user } = await openOtp();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(values()).toEqual(['', '', '', '']);
  });

  it('fills every box from a pasted code, whichever box has the cursor', async () => {
    stubAccountsApi({});
    const { user } = await openOtp();
    await user.click(box(3));
    await user.paste('Your code: 4821');
    expect(values()).toEqual(['4', '8', '2', '1']);
    expect(box(4)).toHaveFocus();
  });

  it('spreads a code the browser autofills into the first box', async () => {
    stubAccountsApi({});
    const { user } = await openOtp();
    await user.click(box(1));
    // Autofill sets the whole value at once, as paste-less typing of four characters would.
    await user.keyboard('{Control>}a{/Control}');
    act(() => {
      const input = box(1) as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '5937');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(values()).toEqual(['5', '9', '3', '7']);
  });
});

describe('OTP page: verifying', () => {
  it("toasts 'Please enter a valid 4-digit OTP.' for fewer than 4 digits and sends nothing", async () => {
    const fetchMock = stubAccountsApi({});
    const { user } = await openOtp();
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(box(4)).toHaveFocus();
    expect(await sentBodies(fetchMock, 'users/otp-verify')).toEqual([]);
  });

  it('verifies the code and opens /login two seconds later, with the e-mail', async () => {
    const user = useFakeClock();
    const fetchMock = stubAccountsApi({
      'users/otp-verify': { success: true, message: 'Your e-mail address is verified. You can log in now.' },
    });
    const { router, store } = await openOtp();
    await user.click(box(1));
    await user.keyboard('4821');
    await user.click(submit());

    expect(await screen.findByText('Your e-mail address is verified. You can log in now.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'users/otp-verify')).toEqual([{ email: EMAIL, otp: '4821' }]);
    expect(store.getState().auth).toMatchObject({ isSuccess: true, isOtpVerifyRequired: false });

    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 200));
    expect(router.state.location.pathname).toBe('/otp');
    act(() => vi.advanceTimersByTime(200));
    await screen.findByRole('heading', { level: 1, name: MESSAGES.login });
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { email: EMAIL } });
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
  });

  it("toasts the server's message for a wrong code and clears the boxes", async () => {
    stubAccountsApi({ 'users/otp-verify': apiError(400, 'The OTP is incorrect. 4 tries left.') });
    const { user, router } = await openOtp();
    await user.click(box(1));
    await user.keyboard('0000');
    await user.click(submit());
    expect(await screen.findByText('The OTP is incorrect. 4 tries left.')).toBeInTheDocument();
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/otp');
  });

  it("toasts 'Verification Failed' when the server says nothing", async () => {
    stubAccountsApi({ 'users/otp-verify': new Response('', { status: 500 }) });
    const { user } = await openOtp();
    await user.click(box(1));
    await user.keyboard('4821');
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
  });

  it('asks for the e-mail address when opened without one', async () => {
    const fetchMock = stubAccountsApi({ 'users/otp-verify': { success: true, message: 'Verified.' } });
    const { user } = await openOtp('/otp');
    const email = screen.getByLabelText('Email');
    await user.click(box(1));
    await user.keyboard('4821');
    await user.click(submit());
    expect(screen.getByText('email is a required field')).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, EMAIL);
    await user.click(submit());
    expect(await screen.findByText('Verified.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'users/otp-verify')).toEqual([{ email: EMAIL, otp: '4821' }]);
  });
});

describe('OTP page: resending', () => {
  it('counts 90 s down as m:ss, then offers Resend OTP', async () => {
    const user = useFakeClock();
    const fetchMock = stubAccountsApi({ 'users/resend-otp': { success: true, message: 'We have sent a new OTP to your e-mail address.' } });
    await openOtp();
    await settle();

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(`${MESSAGES.resendOtp} in 1:30`);
    expect(screen.queryByRole('button', { name: MESSAGES.resendOtp })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('1:29');
    act(() => vi.advanceTimersByTime(29_000));
    expect(timer).toHaveTextContent('1:00');
    act(() => vi.advanceTimersByTime(51_000));
    expect(timer).toHaveTextContent('0:09');
    act(() => vi.advanceTimersByTime(8_000));
    expect(timer).toHaveTextContent('0:01');
    expect(screen.queryByRole('button', { name: MESSAGES.resendOtp })).not.toBeInTheDocument();
    passTheCountdown();

    await user.click(screen.getByRole('button', { name: MESSAGES.resendOtp }));
    expect(await screen.findByText('We have sent a new OTP to your e-mail address.')).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'users/resend-otp')).toEqual([{ email: EMAIL }]);
    expect(screen.getByRole('timer')).toHaveTextContent(formatCountdown(OTP_RESEND_SECONDS));
  });

  it("falls back to 'OTP resent successfully.' when the answer has no message", async () => {
    const user = useFakeClock();
    stubAccountsApi({ 'users/resend-otp': { success: true, message: '' } });
    await openOtp();
    await settle();
    passTheCountdown();
    await user.click(screen.getByRole('button', { name: MESSAGES.resendOtp }));
    expect(await screen.findByText(MESSAGES.otpResent)).toBeInTheDocument();
  });

  it("toasts a 429's message and counts down what Retry-After asks", async () => {
    const user = useFakeClock();
    stubAccountsApi({
      'users/resend-otp': () =>
        new Response(JSON.stringify({ success: false, message: 'Please wait 42 seconds before asking for another OTP.', code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    });
    await openOtp();
    await settle();
    passTheCountdown();
    await user.click(screen.getByRole('button', { name: MESSAGES.resendOtp }));
    expect(await screen.findByText('Please wait 42 seconds before asking for another OTP.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:42');
  });

  it("toasts 'Failed to resend OTP.' when the server cannot be reached", async () => {
    const user = useFakeClock();
    stubAccountsApi({
      'users/resend-otp': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openOtp();
    await settle();
    passTheCountdown();
    await user.click(screen.getByRole('button', { name: MESSAGES.resendOtp }));
    expect(await screen.findByText(MESSAGES.otpResendFailed)).toBeInTheDocument();
  });
});
