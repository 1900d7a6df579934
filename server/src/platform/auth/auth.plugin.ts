import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { CustomerRole } from '../../db/schema/accounts';
import { forbidden, unauthorized } from '../../errors';
import { USER_AGENT_MAX } from '../user-agent';
import { SessionsRepository } from './sessions.repository';
import { digestsEqual, hashToken, looksLikeToken, newToken } from './tokens';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** A signed-in customer, as every protected endpoint sees them. */
export type AuthCustomer = {
  id: string;
  email: string;
  role: CustomerRole;
  /** The session behind the token of this request (logout revokes it). */
  sessionId: string;
};

/** The `authenticate` hook: use as `onRequest` (before the body is read) or `preHandler`. */
export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const SIGN_IN = 'Please sign in to continue.';
const SESSION_ENDED = API_MESSAGES.sessionEnded;

/**
 * The token of a request: `Authorization: Bearer <token>`, or the legacy
 * `Token` header (bare, or with the Bearer prefix) that older calls send.
 */
function readToken(request: FastifyRequest): string | undefined {
  const bearer = (value: string | string[] | undefined): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const match = /^(?:Bearer\s+)?(\S+)\s*$/i.exec(value.trim());
    return match?.[1];
  };
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s/i.test(authorization.trim())) return bearer(authorization);
  return bearer(request.headers.token);
}

/** Where a session begins: the client address and its user agent, for the customer's list of devices. */
export type SessionOrigin = { ip: string; userAgent: string | undefined };

/** Starts a session for the customer and returns its bearer token: the only time the token exists in clear. */
export async function openSession(sessions: SessionsRepository, customerId: string, now: Date, origin?: SessionOrigin): Promise<string> {
  const token = newToken();
  await sessions.create({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return token;
}

const signedIn = new WeakMap<FastifyRequest, AuthCustomer>();

/**
 * How every answer that depends on who asks is cached: nowhere. HTTP keeps
 * shared caches off answers to requests with `Authorization`, but the
 * legacy `Token` header carries the same token without that protection,
 * and a browser may keep any answer on disk.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Requests that asked `authenticate` who they are, whatever it answered. */
const identified = new WeakSet<FastifyRequest>();

/** Whether a Cache-Control value already keeps the answer out of every cache. */
function keepsPrivate(value: unknown): boolean {
  const directives = String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  return directives.includes('private') && directives.includes('no-store');
}

/**
 * The last onSend hook of every route (a route's own hooks run after its
 * plugins', so no plugin or route can weaken it afterwards): an answer of a
 * route the OpenAPI document marks as signed in, or of any request that went
 * through `authenticate` (its 401 and 403 included), leaves as
 * PRIVATE_CACHE_CONTROL, unless the route already said both words.
 */
const keepSignedInAnswersPrivate =
  (signedInRoute: boolean): onSendHookHandler =>
  async (request, reply, payload) => {
    if ((signedInRoute || identified.has(request)) && !keepsPrivate(reply.getHeader('cache-control'))) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    return payload;
  };

/** Whether a route's schema declares it needs a sign-in (an empty requirement, `{}`, makes it optional). */
function declaresSignIn(schema: unknown): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security;
  return Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

// Module augmentation needs an interface: types cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The admin area's guard: `authenticate`, then 403 unless the account's
     * role is admin. The role comes from the database with the session on
     * every request, so a demoted admin loses access at once.
     */
    requireAdmin: AuthenticateHook;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The one sign-in check of the API. Decorates `app.authenticate` (a hook
 * that answers 401 unless the request carries a live session's token of an
 * account that is not disabled), `app.requireAdmin` (the same, then 403
 * unless the account is an admin) and
 * `request.customer` (the signed-in customer). Reading `request.customer` on
 * a route without the hook fails closed with 401 rather than returning
 * nobody. Every answer of a route whose schema declares `security`, and of
 * any request the hook checked, is `Cache-Control: private, no-store`.
 */
export const authPlugin = fp(
  async (app) => {
    const sessions = new SessionsRepository(app.database.db);

    app.decorateRequest('customer', {
      getter(this: FastifyRequest): AuthCustomer {
        const customer = signedIn.get(this);
        if (!customer) throw unauthorized(SIGN_IN);
        return customer;
      },
    });

    app.addHook('onRoute', (route) => {
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, keepSignedInAnswersPrivate(declaresSignIn(route.schema))];
    });

    const authenticate: AuthenticateHook = async (request) => {
      // Before the token is read, so its refusals (401, 403) are kept private too.
      identified.add(request);
      const token = readToken(request);
      if (token === undefined) throw unauthorized(SIGN_IN);
      if (!looksLikeToken(token)) throw unauthorized(SESSION_ENDED);
      const tokenHash = hashToken(token);
      const session = await sessions.findActive(tokenHash, app.now());
      if (!session || !digestsEqual(session.tokenHash, tokenHash)) throw unauthorized(SESSION_ENDED);
      signedIn.set(request, {
        id: session.customerId,
        email: session.email,
        role: session.role,
        sessionId: session.sessionId,
      });
    };
    app.decorate('authenticate', authenticate);

    const requireAdmin: AuthenticateHook = async (request, reply) => {
      await authenticate(request, reply);
      if (request.customer.role !== 'admin') throw forbidden(ADMIN_MESSAGES.adminOnly);
    };
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'chitra-auth' },
);
