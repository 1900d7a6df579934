import type { LoginResponse, Profile } from '@chitra/contract/accounts';
import type { AuthUser, StoredCustomer } from '../../lib/storage';

/**
 * The records a signed-in browser keeps (docs/spec.md §3): `customer` for the bearer
 * header and the profile, `authUser` for the header's name. Built here only,
 * so the login and the profile edit write the same shapes.
 */

type LoginData = LoginResponse['data'];

const displayName = (firstname: string, lastname: string): string => `${firstname} ${lastname}`.trim();

export function authUserFrom(data: LoginData, accessToken: string): AuthUser {
  return { data: { users: { name: data.name, accessToken, _id: data._id, email: data.email, ...(data.role === 'admin' ? { role: 'admin' as const } : {}) } } };
}

export function customerFrom(data: LoginData, accessToken: string): StoredCustomer {
  const { _id, firstname, lastname, email, mobile } = data;
  return { _id, token: accessToken, firstname, lastname, email, mobile };
}

/** The signed-in user after a profile change: same token, new name and address. */
export function authUserWithProfile(user: AuthUser, profile: Profile): AuthUser {
  const users = user.data.users;
  return {
    data: {
      users: { ...users, _id: profile._id, name: displayName(profile.firstname, profile.lastname), email: profile.email },
    },
  };
}

export function customerWithProfile(token: string, profile: Profile): StoredCustomer {
  const { _id, firstname, lastname, email, mobile } = profile;
  return { _id, token, firstname, lastname, email, mobile };
}
