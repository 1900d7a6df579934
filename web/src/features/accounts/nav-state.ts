import type { FromState } from '../../app/guards';

/**
 * What the account pages hand each other through router state: the e-mail
 * address to carry on with (sign-up → OTP → login), and the guard's `from`.
 */
export type AccountsNavState = FromState & { email?: string };

export function readNavState(state: unknown): AccountsNavState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, from } = state as Record<string, unknown>;
  const result: AccountsNavState = {};
  if (typeof email === 'string' && email !== '') result.email = email;
  if (typeof from === 'object' && from !== null) {
    const { pathname, search } = from as Record<string, unknown>;
    if (typeof pathname === 'string' && pathname.startsWith('/')) {
      result.from = { pathname, search: typeof search === 'string' ? search : '' };
    }
  }
  return result;
}
