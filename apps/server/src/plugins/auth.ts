import type { Role } from '@club-pulse/contracts/enums';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { preparedOnce } from '../db/rows.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { MemberCache } from './member-cache.ts';

/**
 * Who may call a route (route `config.access`):
 * - `public`: anyone (sign-in, registration, captcha, compliance texts);
 * - `authenticated`: any signed-in member (squad roles, terms acceptance);
 * - `user`: a member with role User (the user area: evaluations, studies);
 * - `admin`: AppAdmin only.
 * Every /api route without an explicit access is `authenticated`: deny by default.
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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** false: the route stays reachable while new usage terms wait to be accepted (DESIGN §5, 451). */
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
    const url = request.url.toLowerCase();
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = request.routeOptions.config?.access ?? 'authenticated';
    if (access === 'public') {
      request.member = await memberFromHeader(request, deps, false);
      return;
    }
    const member = await memberFromHeader(request, deps, true);
    if (!member) throw new AppError('Unauthorized');
    request.member = member;
    if (access === 'admin' && member.role !== 'AppAdmin') throw new AppError('Forbidden');
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
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    if (required) throw new AppError('Unauthorized');
    return null;
  }
  const claims = await deps.tokens.verify(match[1]);
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
  return { ...member, currentTermsVersion: row.currentTermsVersion == null ? null : Number(row.currentTermsVersion) };
}

function readMember(db: Db, id: number) {
  // Every authenticated call runs it: built once, and a named statement (parsed and planned once per
  // PostgreSQL connection).
  return preparedOnce(db, 'auth_member', () =>
    db
      .select({
        id: members.id,
        role: members.role,
        email: members.email,
        name: members.name,
        surname: members.surname,
        language: members.language,
        enabled: members.enabled,
        tokenVersion: members.tokenVersion,
        acceptedTermsVersion: members.acceptedTermsVersion,
        currentTermsVersion: sql<number | null>`(select max(version) from compliance_texts where category = 0)`,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('auth_member'),
  ).execute({ id });
}
/** What the authentication reads of a member (kept by the member cache on the embedded database). */
export type MemberRow = Awaited<ReturnType<typeof readMember>>[number];

/** The signed-in member of a route whose access is not public. */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('Unauthorized');
  return request.member;
}
