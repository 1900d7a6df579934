import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EditUserBody,
  EditUserResponse,
  ForgotPasswordBody,
  LoginBody,
  LocaleBody,
  LocaleResponse,
  LoginResponse,
  MeResponse,
  MessageResponse,
  OtpVerifyBody,
  RegisterBody,
  RegisterResponse,
  ResendOtpBody,
  SessionsResponse,
  ResetPasswordBody,
  ResetPasswordParams,
  type Profile,
} from '@chitra/contract/accounts';
import { ErrorResponse } from '@chitra/contract/errors';
import { requestLocale } from '../../http/request-locale';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { AccountsRepository, type Customer, savedBilling } from './accounts.repository';
import { createAccountLimits } from './accounts.limits';
import { ACCOUNT_MESSAGES, AccountsService, fullName } from './accounts.service';
import { deviceCookieHeader, deviceTokenTrusts, issueDeviceToken, readDeviceToken } from './device-cookie';

function toProfile(c: Customer): Profile {
  const billing = savedBilling(c);
  return {
    _id: c.id,
    firstname: c.firstname,
    lastname: c.lastname,
    email: c.email,
    mobile: c.mobile,
    ...(c.pendingEmail ? { pendingEmail: c.pendingEmail } : {}),
    ...(billing ? { billing } : {}),
    // The account's language (issue 29), after the spec's fields.
    locale: c.locale,
  };
}

const errors = (...statuses: (400 | 401 | 403 | 409 | 429 | 503)[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<number, typeof ErrorResponse>;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const database = app.database.db;
  const limits = createAccountLimits(app);
  const service = new AccountsService({
    db: database,
    jobs: app.jobs,
    emailChanges: limits.emailChanges,
    accounts: new AccountsRepository(database),
    sessions: new SessionsRepository(database),
    now: app.now,
    tokenSecret: app.config.tokenSecret,
  });

  const bearer = [{ bearer: [] }];
  const secureCookies = app.config.publicUrl.startsWith('https://');

  app.post(
    '/users/register',
    {
      preHandler: [limits.registerPerIp, limits.registerPerAddress],
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a 4-digit OTP is mailed to the address',
        description:
          "The header `x-chitra-locale` (`en`, `hi` or `mr`; anything else is `en`), which the storefront sends with every request as its page's language, becomes the account's language: its mail (this OTP, resets, receipts, print mail) is written in it. `PUT users/locale` changes it.",
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, mobileNo, password } = request.body;
      const customer = await service.register({ name, email, mobile: mobileNo, password, locale: requestLocale(request) });
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
      preHandler: limits.loginPerIp,
      schema: {
        tags: ['accounts'],
        summary: 'Log in; no token (and a fresh OTP) while the address is not verified; 403 for an account the shop disabled',
        description:
          "The answer's `locale` (not in the spec: `en`, `hi` or `mr`) is the account's language, which the storefront opens its pages in once the customer is signed in.",
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const secret = app.config.tokenSecret;
      const trustedDevice = deviceTokenTrusts(secret, readDeviceToken(request), email, app.now());
      const { customer, accessToken, message } = await limits.login({ account: email, ip: request.ip, trustedDevice }, () =>
        service.login(email, password, { ip: request.ip, userAgent: request.headers['user-agent'] }),
      );
      reply.header('cache-control', 'no-store');
      // This browser has now signed in to the account: failures elsewhere never slow it down.
      if (accessToken) reply.header('set-cookie', deviceCookieHeader(issueDeviceToken(secret, customer.email, app.now()), secureCookies));
      return {
        success: true as const,
        message: accessToken ? ACCOUNT_MESSAGES.loggedIn : (message ?? ACCOUNT_MESSAGES.verifyFirst),
        data: {
          isOtpVerify: accessToken !== undefined,
          ...(accessToken ? { accessToken } : {}),
          _id: customer.id,
          name: fullName(customer),
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          mobile: customer.mobile,
          role: customer.role,
          // The account's language: the storefront moves the customer to it (decision 062, "At sign-in").
          locale: customer.locale,
        },
      };
    },
  );

  app.post(
    '/users/otp-verify',
    {
      preHandler: [limits.otpVerifyPerIp, limits.otpVerifyPerAddress],
      schema: {
        tags: ['accounts'],
        summary: 'Verify the address with the mailed OTP',
        body: OtpVerifyBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { changedEmail } = await service.verifyOtp(request.body.email, request.body.otp);
      return { success: true as const, message: changedEmail ? ACCOUNT_MESSAGES.emailChangeConfirmed : ACCOUNT_MESSAGES.otpVerified };
    },
  );

  app.post(
    '/users/resend-otp',
    {
      preHandler: limits.resendPerIp,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new OTP when one is due (90 s after the last, at most 5 an hour); the same answer for every address',
        body: ResendOtpBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
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
        description: "Its `locale` (not in the spec: `en`, `hi` or `mr`) is the account's language, which its mail is written in.",
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
    '/users/locale',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Remember the language of the signed-in customer's mail (en, hi or mr): the storefront's switcher sets it",
        security: bearer,
        body: LocaleBody,
        response: { 200: LocaleResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      await service.setLocale(request.customer.id, request.body.locale);
      return { success: true as const };
    },
  );

  app.put(
    '/user/edit-user',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in customer's profile; a new e-mail address needs the current password and stays pending until its OTP",
        security: bearer,
        body: EditUserBody,
        response: { 200: EditUserResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = await service.editProfile(request.customer.id, request.body);
      return { success: true as const, message: ACCOUNT_MESSAGES.profileUpdated, data: toProfile(customer) };
    },
  );

  app.post(
    '/user/forgot-password-token',
    {
      preHandler: [limits.forgotPerIp, limits.forgotPerAddress],
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (same answer whether or not the address has an account)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await service.forgotPassword(request.body.email);
      return { success: true as const, message: ACCOUNT_MESSAGES.forgotSent };
    },
  );

  app.put(
    '/user/reset-password/:token',
    {
      preHandler: limits.resetPerIp,
      schema: {
        tags: ['accounts'],
        summary:
          "Set a new password with the token of the mailed link; signs out every session, and sets the account's device cookie (this browser's logins are not slowed down)",
        params: ResetPasswordParams,
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = await service.resetPassword(request.params.token, request.body.password);
      // The link proved the mailbox: this browser is the owner's, and is not slowed down by anyone's failures,
      // which is the way in an attacker guessing the password cannot share (decision 007).
      reply.header('set-cookie', deviceCookieHeader(issueDeviceToken(app.config.tokenSecret, email, app.now()), secureCookies));
      reply.header('cache-control', 'no-store');
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/users/sessions',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The devices the customer is signed in on (sessions still live), newest first',
        security: bearer,
        response: { 200: SessionsResponse, ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.sessions(request.customer.id, request.customer.sessionId) };
    },
  );

  app.delete(
    '/users/sessions',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: every session of the customer ends, this one included',
        security: bearer,
        response: { 200: MessageResponse, ...errors(401) },
      },
    },
    async (request) => {
      await service.endAllSessions(request.customer.id);
      return { success: true as const, message: ACCOUNT_MESSAGES.sessionsEnded };
    },
  );
};
