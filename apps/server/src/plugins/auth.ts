import type { Role } from '@club-pulse/contracts/enums';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';
import { type MemberRow, readMember } from './auth.repository.ts';
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
  /** The session passed the second factor, or set it up (a platform admin's routes require it). */
  twoFactorVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route stays reachable while new usage terms wait to be accepted (docs/design.md#api, 451). */
    termsGate?: boolean;
  }
  interface FastifyRequest {
    member: AuthMember | null;
  }
}

type AuthDeps = { db: Db; tokens: TokenService; cache?: MemberCache<MemberRow> };

export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = accessOf(request);
    if (access === 'public') {
      request.member = await memberFromHeader(request, deps, false);
      return;
    }
    const member = await memberFromHeader(request, deps, true);
    if (!member) throw new AppError('Unauthorized');
    request.member = member;
    if (access === 'admin' && member.role !== 'AppAdmin') throw new AppError('Forbidden');
    // A platform admin's session must have passed the second factor (modules/two-factor): a password alone,
    // or a session from before the admin set it up, opens no admin route.
    if (access === 'admin' && !member.twoFactorVerified) throw new AppError('TwoFactorRequired');
    if (access === 'user' && member.role !== 'User') throw new AppError('Forbidden');
    if (access === 'user' && request.routeOptions.config?.termsGate !== false) {
      const current = (member as AuthMember & { currentTermsVersion: number | null }).currentTermsVersion;
      if (current != null && (member.acceptedTermsVersion ?? 0) < current) throw new AppError('TermsChanged');
    }
  });
}

async function memberFromHeader(
  request: FastifyRequest,
  deps: AuthDeps,
  required: boolean,
): Promise<(AuthMember & { currentTermsVersion: number | null }) | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (token === undefined) {
    if (required) throw new AppError('Unauthorized');
    return null;
  }
  const claims = await deps.tokens.verify(token);
  if (!claims) {
    if (required) throw new AppError('Unauthorized');
    return null;
  }
  let row = deps.cache?.get(claims.id);
  if (!row) {
    const epoch = deps.cache?.epoch() ?? 0;
    [row] = await readMember(deps.db, claims.id);
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

/** What the authentication reads of a member (kept by the member cache on the embedded database). */
export type { MemberRow } from './auth.repository.ts';

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
