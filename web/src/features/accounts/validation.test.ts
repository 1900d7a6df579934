import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import {
  normaliseMobile,
  validateForgotPassword,
  validateLogin,
  CURRENT_PASSWORD_REQUIRED,
  validateProfile,
  validateResetPassword,
  validateSignup,
} from './validation';

describe("account forms' checks (docs/spec.md §5)", () => {
  it('login: email required and valid, password required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'email is a required field',
      password: 'Password is Required',
    });
    expect(validateLogin({ email: 'asha@example', password: 'x' })).toEqual({ email: 'email must be a valid email' });
    // Logging in checks no length: older passwords may be shorter than today's rule.
    expect(validateLogin({ email: 'asha@example.com', password: 'x' })).toEqual({});
  });

  it("sign-up: 'Last Name is Required' on the full name, yup's words elsewhere, then the server's rules", () => {
    expect(validateSignup({ name: ' ', email: '', mobileNo: '', password: '' })).toEqual({
      name: MESSAGES.lastNameRequired,
      email: 'email is a required field',
      mobileNo: 'mobileNo is a required field',
      password: 'password is a required field',
    });
    expect(validateSignup({ name: 'Asha', email: 'asha@example.com', mobileNo: '5876543210', password: 'seven77' })).toEqual({
      mobileNo: 'Mobile No should be a 10-digit Indian mobile number',
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignup({ name: 'Asha', email: 'asha@example.com', mobileNo: '+91 98765-43210', password: 'eight888' })).toEqual({});
  });

  it.each([
    ['abc', 'mobileNo must be a number'],
    ['-9876543210', 'mobileNo must be a positive number'],
    ['0', 'mobileNo must be a positive number'],
    ['9876.5', 'mobileNo must be an integer'],
    ['987654321', 'Mobile No should be a 10-digit Indian mobile number'],
    ['98765432101', 'Mobile No should be a 10-digit Indian mobile number'],
  ])('sign-up: mobile number "%s" gives "%s"', (mobileNo, message) => {
    expect(validateSignup({ name: 'Asha', email: 'asha@example.com', mobileNo, password: 'eight888' })).toEqual({ mobileNo: message });
  });

  it('forgot password: email required and valid', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'email is a required field' });
    expect(validateForgotPassword({ email: 'asha at example.com' })).toEqual({ email: 'email must be a valid email' });
    expect(validateForgotPassword({ email: ' asha@example.com ' })).toEqual({});
  });

  it('reset password: password required, at least 8 characters', () => {
    expect(validateResetPassword({ password: '' })).toEqual({ password: 'password is a required field' });
    expect(validateResetPassword({ password: '1234567' })).toEqual({ password: 'Password must be at least 8 characters' });
    expect(validateResetPassword({ password: '12345678' })).toEqual({});
  });

  it('profile: firstname, lastname, email (valid) and mobile (positive integer) required', () => {
    const validate = validateProfile('asha@example.in');
    expect(validate({ firstname: '', lastname: '', email: '', mobile: '', currentPassword: '' })).toEqual({
      firstname: 'firstname is a required field',
      lastname: 'lastname is a required field',
      email: 'email is a required field',
      mobile: 'mobile is a required field',
    });
    expect(validate({ firstname: 'Asha', lastname: 'Patil', email: 'asha@', mobile: '-1', currentPassword: '' })).toEqual({
      email: 'email must be a valid email',
      mobile: 'mobile must be a positive number',
      currentPassword: CURRENT_PASSWORD_REQUIRED,
    });
  });

  it('profile: a new address needs the current password; the same one in other letters does not', () => {
    const validate = validateProfile('asha@example.in');
    const values = { firstname: 'Asha', lastname: 'Patil', mobile: '9876543210', currentPassword: '' };
    expect(validate({ ...values, email: 'ASHA@example.in' })).toEqual({});
    expect(validate({ ...values, email: 'asha.patil@example.in' })).toEqual({ currentPassword: CURRENT_PASSWORD_REQUIRED });
    expect(validate({ ...values, email: 'asha.patil@example.in', currentPassword: 'secret' })).toEqual({});
  });

  it('sends the 10 digits the API stores', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('919876543210')).toBe('9876543210');
    expect(normaliseMobile('98765-43210')).toBe('9876543210');
  });
});
