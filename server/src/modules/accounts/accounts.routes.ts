import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
  ResetPasswordParams,
  type Profile,
} from '@chitra/contract/accounts';
import { ErrorResponse } from '@chitra/contract/errors';
import { AppError, tooManyRequests } from '../../errors';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { AccountsRepository, type Customer } from './accounts.repository';
import { ACCOUNT_MESSAGES, AccountsService, fullName } from './accounts.service';

/**
 * Limits per client IP (route config, in the shared rate-limit store) and per
 * address (below). Per-IP limits are generous on purpose: Indian mobile
 * networks put many customers behind one carrier-grade NAT address.
 */
export const ACCOUNT_RATE_LIMITS = {
  register: { perIp: { max: 50, timeWindow: '1 hour' }, perAddress: { max: 5, timeWindow: '1 hour' } },
  login: { perIp: { max: 60, timeWindow: '15 minutes' }, failuresPerAddress: { max: 10, timeWindow: '15 minutes' } },
  otpVerify: { perIp: { max: 60, timeWindow: '15 minutes' }, perAddress: { max: 10, timeWindow: '15 minutes' } },
  // Per address: OTP_RESEND_SECONDS apart and OTP_SENDS_PER_HOUR, kept in the database (accounts.service.ts).
  resendOtp: { perIp: { max: 20, timeWindow: '15 minutes' } },
  forgotPassword: { perIp: { max: 20, timeWindow: '15 minutes' }, perAddress: { max: 5, timeWindow: '1 hour' } },
  resetPassword: { perIp: { max: 30, timeWindow: '15 minutes' } },
} as const;

type Window = { max: number; timeWindow: string };

/** The (already validated) address of the request body, as a rate-limit key. */
const addressKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * A counter per e-mail address in the shared rate-limit store (Redis when
 * configured). `hit` counts the request and refuses it past the limit;
 * `check` refuses without counting, so that only failures can be counted.
 */
function perAddress(app: FastifyInstance, name: string, window: Window) {
  const limiter = app.createRateLimit({ ...window, keyGenerator: (request) => `accounts:${name}:${addressKey(request)}` });
  return {
    hit: async (request: FastifyRequest) => {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) throw tooManyRequests(Math.max(1, state.ttlInSeconds));
    },
    check: async (request: FastifyRequest) => {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) throw tooManyRequests(Math.max(1, state.ttlInSeconds));
    },
  };
}

const toProfile = (c: Customer): Profile => ({
  _id: c.id,
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email,
  mobile: c.mobile,
});

/** The reset token is a credential: it must not reach the request log with the URL. */
const redactedResetUrl = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]'),
  host: request.host,
  remoteAddress: request.ip,
});

const errors = (...statuses: (400 | 401 | 409 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<number, typeof ErrorResponse>;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database.db;
  const service = new AccountsService({
    db: database,
    accounts: new AccountsRepository(database),
    sessions: new SessionsRepository(database),
    mailer: app.mailer,
    now: app.now,
    log: app.log,
    tokenSecret: app.config.tokenSecret,
    publicUrl: app.config.publicUrl,
    shop: { name: app.config.shop.name, email: app.config.shop.email },
  });
  // Before onClose, where the database goes: mail still being sent needs it.
  app.addHook('preClose', async () => service.drain());

  const limits = ACCOUNT_RATE_LIMITS;
  const registerPerAddress = perAddress(app, 'register', limits.register.perAddress);
  const loginFailures = perAddress(app, 'login-failures', limits.login.failuresPerAddress);
  const otpPerAddress = perAddress(app, 'otp-verify', limits.otpVerify.perAddress);
  const forgotPerAddress = perAddress(app, 'forgot-password', limits.forgotPassword.perAddress);
  const bearer = [{ bearer: [] }];

  app.post(
    '/users/register',
    {
      config: { rateLimit: limits.register.perIp },
      preHandler: registerPerAddress.hit,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a 4-digit OTP is mailed to the address',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, mobileNo, password } = request.body;
      const customer = await service.register({ name, email, mobile: mobileNo, password });
      return reply.code(201).send({
        success: true,
        message: ACCOUNT_MESSAGES.registered,
        data: { _id: customer.id, name: fullName(customer), email: customer.email },
      });
    },
  );

  app.post(
    '/users/login',
    {
      config: { rateLimit: limits.login.perIp },
      preHandler: loginFailures.check,
      schema: {
        tags: ['accounts'],
        summary: 'Log in; no token (and a fresh OTP) while the address is not verified',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      let result;
      try {
        result = await service.login(email, password);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') await loginFailures.hit(request).catch(() => {});
        throw error;
      }
      const { customer, accessToken } = result;
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message: accessToken ? ACCOUNT_MESSAGES.loggedIn : ACCOUNT_MESSAGES.verifyFirst,
        data: {
          isOtpVerify: accessToken !== undefined,
          ...(accessToken ? { accessToken } : {}),
          _id: customer.id,
          name: fullName(customer),
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          mobile: customer.mobile,
        },
      };
    },
  );

  app.post(
    '/users/otp-verify',
    {
      config: { rateLimit: limits.otpVerify.perIp },
      preHandler: otpPerAddress.hit,
      schema: {
        tags: ['accounts'],
        summary: 'Verify the address with the mailed OTP',
        body: OtpVerifyBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await service.verifyOtp(request.body.email, request.body.otp);
      return { success: true as const, message: ACCOUNT_MESSAGES.otpVerified };
    },
  );

  app.post(
    '/users/resend-otp',
    {
      config: { rateLimit: limits.resendOtp.perIp },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new OTP (no sooner than 90 s after the last, at most 5 an hour)',
        body: ResendOtpBody,
        response: { 200: MessageResponse, ...errors(400, 429, 503) },
      },
    },
    async (request) => {
      await service.resendOtp(request.body.email);
      return { success: true as const, message: ACCOUNT_MESSAGES.otpSent };
    },
  );

  app.post(
    '/users/logout',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the token of this request',
        security: bearer,
        response: { 200: MessageResponse, ...errors(401) },
      },
    },
    async (request) => {
      await service.logout(request.customer.sessionId);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/users/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer',
        security: bearer,
        response: { 200: MeResponse, ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: toProfile(await service.profile(request.customer.id)) };
    },
  );

  app.put(
    '/user/edit-user',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in customer's profile",
        security: bearer,
        body: EditUserBody,
        response: { 200: EditUserResponse, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const customer = await service.editProfile(request.customer.id, request.body);
      return { success: true as const, message: ACCOUNT_MESSAGES.profileUpdated, data: toProfile(customer) };
    },
  );

  app.post(
    '/user/forgot-password-token',
    {
      config: { rateLimit: limits.forgotPassword.perIp },
      preHandler: forgotPerAddress.hit,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { success: true as const, message: ACCOUNT_MESSAGES.forgotSent };
    },
  );

  app.put(
    '/user/reset-password/:token',
    {
      config: { rateLimit: limits.resetPassword.perIp },
      logSerializers: { req: redactedResetUrl },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token of the mailed link; signs out every session',
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(request.params.token, request.body.password);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};
