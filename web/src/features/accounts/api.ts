import type {
  EditUserBody,
  EditUserResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  MessageResponse,
  OtpVerifyBody,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
  ResetPasswordBody,
  SessionsResponse,
} from '@chitra/contract/accounts';
import { api } from '../../lib/api';

/** Keeps `Retry-After`, which fetchBaseQuery would otherwise drop with the response. */
function withRetryAfter(response: { status: unknown; data?: unknown }, meta: { response?: Response } | undefined) {
  const header = meta?.response?.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  if (!Number.isFinite(seconds) || typeof response.data !== 'object' || response.data === null) return response;
  return { ...response, data: { ...response.data, retryAfter: seconds } };
}

/**
 * The accounts calls of docs/api-reference.md. The changes are dispatched by the auth thunks
 * (docs/spec.md §4 wants their flags in the auth state); only the profile read is a
 * cached query.
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: 'users/register', method: 'POST', body }),
    }),
    login: build.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: 'users/login', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<MessageResponse, OtpVerifyBody>({
      query: (body) => ({ url: 'users/otp-verify', method: 'POST', body }),
    }),
    resendOtp: build.mutation<MessageResponse, ResendOtpBody>({
      query: (body) => ({ url: 'users/resend-otp', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordBody>({
      query: (body) => ({ url: 'user/forgot-password-token', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody & { token: string }>({
      query: ({ token, password }) => ({
        url: `user/reset-password/${encodeURIComponent(token)}`,
        method: 'PUT',
        body: { password },
      }),
    }),
    getMe: build.query<MeResponse, void>({
      query: () => 'users/me',
      providesTags: ['Profile'],
      // A profile is personal: never show one customer's to the next on a shared machine.
      keepUnusedDataFor: 0,
    }),
    /**
     * GET users/me to ask whether this browser's session survived (a password
     * reset revokes sessions); the caller reads the 401, so the base query
     * does not treat it as a refused session.
     */
    checkSession: build.query<MeResponse, void>({
      query: () => 'users/me',
      extraOptions: { ownsRefusal: true },
      keepUnusedDataFor: 0,
    }),
    /** The devices the customer is signed in on (the profile page). */
    getSessions: build.query<SessionsResponse['data'], void>({
      query: () => 'users/sessions',
      transformResponse: (response: SessionsResponse) => response.data,
      keepUnusedDataFor: 0,
    }),
    /** Confirms a new address with the code mailed to it (the same call as sign-up's OTP). */
    confirmEmail: build.mutation<MessageResponse, OtpVerifyBody>({
      query: (body) => ({ url: 'users/otp-verify', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    /** Asks for a new code for the address being confirmed. */
    resendEmailCode: build.mutation<MessageResponse, ResendOtpBody>({
      query: (body) => ({ url: 'users/resend-otp', method: 'POST', body }),
    }),
    editUser: build.mutation<EditUserResponse, EditUserBody>({
      query: (body) => ({ url: 'user/edit-user', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A synchronous patch, so the page shows the saved values the moment it leaves edit mode.
          dispatch(
            accountsApi.util.updateQueryData('getMe', undefined, (draft) => {
              draft.data = data.data;
            }),
          );
        } catch {
          // The thunk that sent it reports the failure.
        }
      },
    }),
  }),
});

export const { useGetMeQuery, useGetSessionsQuery, useConfirmEmailMutation, useResendEmailCodeMutation } = accountsApi;
