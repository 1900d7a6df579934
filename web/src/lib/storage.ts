/**
 * The browser storage the spec names (§3 "Browser storage keys"): `token`,
 * `authUser` and `customer`. Everything that reads or writes them goes through
 * here, so a value written by an older build, edited by hand or cut short
 * never crashes the app: a value that does not parse or has the wrong shape
 * reads as absent.
 */

export const STORAGE_KEYS = {
  /** The access token as a plain string. */
  token: 'token',
  /** The signed-in user as JSON: `AuthUser`. */
  authUser: 'authUser',
  /** The customer record as JSON: `StoredCustomer`. */
  customer: 'customer',
} as const;

/** The signed-in user the shell needs (docs/spec.md §3: name and accessToken). */
export type SignedInUser = {
  _id?: string;
  name: string;
  accessToken: string;
  email?: string;
  /** Set for an administrator: the user menu then offers the admin area (whose every request the server checks again). */
  role?: 'admin';
};

/** Shape of `auth.user` and of `localStorage.authUser`: the user sits at `data.users`. */
export type AuthUser = {
  data: {
    users: SignedInUser;
  };
};

/** `localStorage.customer`: its `token` is what goes out as the bearer header. */
export type StoredCustomer = {
  _id: string;
  token: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

// Storage can throw as well as return junk: disabled cookies, Safari private
// mode and full quotas all surface as exceptions on access.
function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not save "${key}" in browser storage`, error);
  }
}

/** The parsed JSON under `key`, or undefined when it is missing or not JSON. */
export function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}

export function readAuthUser(): AuthUser | null {
  const value = readJson(STORAGE_KEYS.authUser);
  if (!isObject(value) || !isObject(value.data) || !isObject(value.data.users)) return null;
  const users = value.data.users;
  if (typeof users.name !== 'string' || typeof users.accessToken !== 'string' || users.accessToken === '') return null;
  return value as AuthUser;
}

export function saveAuthUser(user: AuthUser): void {
  writeJson(STORAGE_KEYS.authUser, user);
}

export function readCustomer(): StoredCustomer | null {
  const value = readJson(STORAGE_KEYS.customer);
  if (!isObject(value) || typeof value.token !== 'string' || value.token === '') return null;
  return value as StoredCustomer;
}

export function saveCustomer(customer: StoredCustomer): void {
  writeJson(STORAGE_KEYS.customer, customer);
}

export function readToken(): string | null {
  const raw = readRaw(STORAGE_KEYS.token);
  if (raw === null || raw === '') return null;
  // Tolerate a token that was saved with JSON.stringify (quoted).
  if (raw.startsWith('"')) {
    const parsed = readJson(STORAGE_KEYS.token);
    return typeof parsed === 'string' && parsed !== '' ? parsed : null;
  }
  return raw;
}

export function saveToken(token: string): void {
  writeRaw(STORAGE_KEYS.token, token);
}

/** The token for `Authorization: Bearer …`: the customer record's, else the bare `token` key. */
export function readBearerToken(): string | null {
  return readCustomer()?.token ?? readToken();
}

/**
 * Forgets the session only (token, customer, authUser): what a token the
 * server refused leaves behind. Logout clears everything instead.
 */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that we could remove.
    }
  }
}

/** docs/spec.md §4: logout clears all local browser storage, not just our keys. */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that we could clear.
  }
}
