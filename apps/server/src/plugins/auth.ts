import type { Role } from '@club-pulse/contracts/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { TokenService, VerifiedToken } from '../lib/tokens.ts';
import type { MemberCache } from './member-cache.ts';

/**
 * Who may call a route (route `config.access`):
 * - `public`: anyone (sign-in, registration, captcha, compliance texts, the web client's files);
 * - `authenticated`: any signed-in member (squad roles, terms acceptance);
 * - `user`: a member with role User (the user area: evaluations, studies);
 * - `admin`: AppAdmin only.
 * The decision is taken from the route the router MATCHED, never from the text of the URL: the router
 * normalises the path (duplicate and trailing slashes, percent-encoding, letter case) before it picks a
 * route, so any test on the raw URL can be walked around (`//api/admin/...`, `/%61pi/...`, absolute-form
 * targets). Every matched route without an explicit access is `authenticated`: deny by default. Unmatched
 * requests reach the not-found handler, which serves nothing but the 404 (or the client's page).
 */
export type Access = 'public' | 'authenticated' | 'user' | 'admin';

export interface AuthMember {
  id: number;
  role: Role;
  email: string;
  name: string;
  surname: string;
  language: string;
  tokenVersion: number;
  acceptedTermsVersion: number | null;
  /** What decides whether the member may answer before a guardian's consent (needsGuardianConsent). */
  birthDate: string | null;
  guardianConfirmed: boolean;
  /** The session passed the second factor, or set it up (a platform admin's routes require it). */
  twoFactorVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route stays reachable while new usage terms wait to be accepted (docs/design.md#api, 451). */
    termsGate?: boolean;
    /**
     * 'alongside' (GET routes that answer what their handler returns: the admin's paged lists, the coach's group
     * report): the route's queries start before the session is checked and run beside the check, instead of
     * after it. See `registerAuth`.
     */
    sessionCheck?: 'alongside';
  }
  interface FastifyRequest {
    member: AuthMember | null;
    /**
     * The session check of a route with `sessionCheck: 'alongside'`, not yet settled: its first call starts it,
     * every call answers the same promise.
     */
    pendingSessionCheck: (() => Promise<AuthMember>) | null;
    /** The member id of the verified token, on a route beside its session check (see `claimedMemberId`). */
    claimedMemberId: number | null;
  }
}

/** What the session check reads of a member (kept by the member cache on the embedded database), with the current terms version. */
export type MemberRow = Omit<AuthMember, 'twoFactorVerified'> & { enabled: boolean; currentTermsVersion: number | null };

/**
 * `readMember`: the session check's one statement, the auth module's `sessionMemberReader` (members are its table),
 * handed over by app.ts: this plugin is below every module (their routes ask it for `currentMember`).
 */
type AuthDeps = { db: Db; tokens: TokenService; readMember: (db: Db, id: number) => Promise<MemberRow[]>; cache?: MemberCache<MemberRow> };

/**
 * The session check of every call: the token's signature and expiry, then the member's row (enabled, token
 * version, role, accepted terms), then the route's access.
 *
 * A route declared `sessionCheck: 'alongside'` (a GET for platform admins or for users that answers what its
 * handler returns) does not wait for the member's row before its handler: once the token's signature is
 * verified (on an admin route: and it carries a passed second factor, which only an admin's session does), the
 * handler runs first, up to its first wait (its queries handed to the pool), and then the row is read, beside
 * those queries. The handler knows the caller only by the token's id (`claimedMemberId`); what needs the checked
 * row (the member's language, a write) awaits `sessionChecked` first. A list's own
 * queries are the long ones: started first, they finish sooner (on five lists of 3–4 ms, paired with the check
 * started first, medians of 1,000: 0.08–0.22 ms sooner on three, the same on two; docs/performance.md#admin-lists);
 * on the coach's group report it saves the check's round trip before four queries at once.
 * The handler is wrapped so that its answer is released only after the check passed; a failed check answers its
 * own error and the handler's result is dropped, unread. Errors raised before the handler (a bad query string)
 * wait for the check too (`settlePendingSessionCheck`, which starts it), so a revoked session learns nothing but
 * its refusal (not even whether a study exists: its 404 waits for the check). What the early start can cost: the
 * token of a revoked session (signed out, disabled, demoted), until it expires, still gets the route's read
 * queries run, never their rows. session-check-alongside.test.ts.
 */
export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('member', null);
  app.decorateRequest('pendingSessionCheck', null);
  app.decorateRequest('claimedMemberId', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.sessionCheck !== 'alongside') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config.access;
    if ((access !== 'admin' && access !== 'user') || methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(`${methods.join(',')} ${route.url}: sessionCheck 'alongside' is for admin and user GET routes only`);
    }
    // Its answer must go through the wrapper below: a handler that took the reply could send it before the check.
    if (route.handler.length > 1) throw new Error(`${route.url}: a handler beside the session check returns its answer; it cannot take the reply`);
    const handler = route.handler;
    route.handler = async function alongsideSessionCheck(request, reply) {
      const pending = request.pendingSessionCheck;
      if (!pending) return handler.call(this, request, reply);
      const answer = Promise.resolve(handler.call(this, request, reply));
      // A failed check drops the answer: its rejection must not surface as an unhandled one.
      answer.catch(() => undefined);
      const member = await pending();
      request.member = member;
      request.pendingSessionCheck = null;
      // The scope's own role guard stood aside for this check (requireRoleInScope): its test, again.
      if (member.role !== (access === 'admin' ? 'AppAdmin' : 'User')) throw new AppError('Forbidden');
      if (access === 'admin' && !member.twoFactorVerified) throw new AppError('TwoFactorRequired');
      return answer;
    };
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = accessOf(request);
    if (access === 'public') {
      const claims = await claimsFromHeader(request, deps, false);
      request.member = claims && (await memberOf(claims, deps, false));
      return;
    }
    const claims = await claimsFromHeader(request, deps, true);
    if (!claims) throw new AppError('Unauthorized');
    const beside =
      request.routeOptions.config?.sessionCheck === 'alongside' && (access === 'user' || (access === 'admin' && claims.twoFactor === true));
    if (beside) {
      request.claimedMemberId = claims.id;
      // Started by the handler's wrapper once the handler sent its queries, or by the error handler when the
      // request fails before its handler (settlePendingSessionCheck).
      let started: Promise<AuthMember> | undefined;
      request.pendingSessionCheck = () => {
        if (!started) {
          started = checkedMember(request, claims, deps, access);
          started.catch(() => undefined);
        }
        return started;
      };
      return;
    }
    request.member = await checkedMember(request, claims, deps, access);
  });
}

/**
 * Before an error is answered: a session check still running beside the handler decides first, and its own
 * failure replaces the error (a revoked session gets 401, not a validation message). See `registerAuth`.
 */
export async function settlePendingSessionCheck(request: FastifyRequest, err: unknown): Promise<unknown> {
  const pending = request.pendingSessionCheck;
  if (!pending) return err;
  request.pendingSessionCheck = null;
  try {
    request.member = await pending();
    return err;
  } catch (checkErr) {
    return checkErr;
  }
}

/**
 * The checked member of the call: on a route beside its session check, once the check passed (it starts the check
 * when the handler awaits it first; rejects with the refusal); elsewhere at once.
 */
export async function sessionChecked(request: FastifyRequest): Promise<AuthMember> {
  return request.pendingSessionCheck ? request.pendingSessionCheck() : currentMember(request);
}

/**
 * Whom the call is for: the verified token's member id, before its row is checked on a route beside its session
 * check (its answer waits for the check); the checked member's id elsewhere.
 */
export function claimedMemberId(request: FastifyRequest): number {
  return request.pendingSessionCheck && request.claimedMemberId !== null ? request.claimedMemberId : currentMember(request).id;
}

/** The member of a verified token, checked against the route's access; throws the refusal. */
async function checkedMember(request: FastifyRequest, claims: VerifiedToken, deps: AuthDeps, access: Access): Promise<AuthMember> {
  const member = await memberOf(claims, deps, true);
  if (!member) throw new AppError('Unauthorized');
  if (access === 'admin' && member.role !== 'AppAdmin') throw new AppError('Forbidden');
  // A platform admin's session must have passed the second factor (modules/two-factor): a password alone,
  // or a session from before the admin set it up, opens no admin route.
  if (access === 'admin' && !member.twoFactorVerified) throw new AppError('TwoFactorRequired');
  if (access === 'user' && member.role !== 'User') throw new AppError('Forbidden');
  if (access === 'user' && request.routeOptions.config?.termsGate !== false) {
    const current = member.currentTermsVersion;
    if (current != null && (member.acceptedTermsVersion ?? 0) < current) throw new AppError('TermsChanged');
  }
  return member;
}

/** The verified claims of the bearer token; null without one (or throws 401 when `required`). */
async function claimsFromHeader(request: FastifyRequest, deps: AuthDeps, required: boolean): Promise<VerifiedToken | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (token === undefined) {
    if (required) throw new AppError('Unauthorized');
    return null;
  }
  const claims = await deps.tokens.verify(token);
  if (!claims && required) throw new AppError('Unauthorized');
  return claims;
}

async function memberOf(
  claims: VerifiedToken,
  deps: AuthDeps,
  required: boolean,
): Promise<(AuthMember & { currentTermsVersion: number | null }) | null> {
  let row = deps.cache?.get(claims.id);
  if (!row) {
    const epoch = deps.cache?.epoch() ?? 0;
    [row] = await deps.readMember(deps.db, claims.id);
    if (row) deps.cache?.set(claims.id, row, epoch);
  }
  // A disabled member, or a token issued before sign-out / password change, stops working at once.
  if (!row?.enabled || row.tokenVersion !== claims.tokenVersion) {
    if (required) throw new AppError('Unauthorized');
    return null;
  }
  const { enabled: _enabled, ...member } = row;
  return {
    ...member,
    twoFactorVerified: claims.twoFactor === true,
    currentTermsVersion: row.currentTermsVersion == null ? null : Number(row.currentTermsVersion),
  };
}

/** The access a matched route declares; deny by default (see Access). */
export function accessOf(request: FastifyRequest): Access {
  return request.routeOptions.config?.access ?? 'authenticated';
}

/**
 * Declares every route registered in `scope` public unless it says otherwise: for the routes that plugins
 * register (the web client's files, the API docs), which carry no access of their own.
 */
export function declarePublicRoutes(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
}

/**
 * A second, independent guard for a module's encapsulated scope (defence in depth): every route of the
 * scope refuses a caller without the role, whatever its own declaration says.
 */
export function requireRoleInScope(scope: FastifyInstance, role: Role) {
  scope.addHook('preHandler', async (request) => {
    // A session check running beside the handler (see registerAuth) checks the role itself, before the answer.
    if (request.pendingSessionCheck) return;
    const member = currentMember(request);
    if (member.role !== role) throw new AppError('Forbidden');
    if (role === 'AppAdmin' && !member.twoFactorVerified) throw new AppError('TwoFactorRequired');
  });
}

/** The signed-in member of a route whose access is not public. */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('Unauthorized');
  return request.member;
}
