import type { LoginResponse, Profile } from '@chitra/contract/accounts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';

/** Test data and stubs of the accounts screens' tests. */

type Reply = Parameters<typeof stubFetch>[0][string];

/** The shell's own calls answered, plus the accounts calls a test needs. */
export function stubAccountsApi(routes: Record<string, Reply>) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    ...routes,
  });
}

export const apiError = (status: number, message: string, errors?: Record<string, string>) =>
  jsonResponse({ success: false, message, code: status === 400 ? 'BAD_REQUEST' : 'CONFLICT', ...(errors ? { errors } : {}) }, status);

export function createProfile(overrides: Partial<Profile> = {}): Profile {
  return { _id: 'user-1', firstname: 'Asha', lastname: 'Patil', email: 'asha@example.com', mobile: '9876543210', ...overrides };
}

export function loginResponse(overrides: Partial<LoginResponse['data']> = {}): LoginResponse {
  return {
    success: true,
    message: 'User Logged In Successfully',
    data: {
      isOtpVerify: true,
      accessToken: 'token-asha',
      _id: 'user-1',
      name: 'Asha Patil',
      firstname: 'Asha',
      lastname: 'Patil',
      email: 'asha@example.com',
      mobile: '9876543210',
      role: 'customer',
      ...overrides,
    },
  };
}

/** The JSON bodies sent to `path`, in order. */
export async function sentBodies(fetchMock: ReturnType<typeof stubFetch>, path: string): Promise<unknown[]> {
  const requests = fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => new URL(request.url).pathname === `/api/v1/${path}`);
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}
