import type { Translation } from '../../i18n/areas';

/** The words of the account pages: sign-in, sign-up, the OTP, the password's reset and the profile, in Hindi. */
export default {} satisfies Translation<'accounts'>;
