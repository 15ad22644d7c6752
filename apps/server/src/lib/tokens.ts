import type { Role } from '@club-pulse/contracts/enums';
import { TOKEN_LIFETIME_SECONDS } from '@club-pulse/contracts/constants';
import { SignJWT, jwtVerify } from 'jose';

/** Long claim-type URIs (DESIGN §5): the client shortens them to their last path segment. */
export const CLAIMS = {
  nameIdentifier: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier',
  name: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  role: 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
} as const;

export interface TokenSubject {
  id: number;
  name: string;
  email: string;
  role: Role;
  tokenVersion: number;
}

export interface TokenService {
  issue(subject: TokenSubject): Promise<string>;
  /** Returns the member id and token version, or null for any invalid, expired or tampered token. */
  verify(token: string): Promise<{ id: number; tokenVersion: number } | null>;
}

export function createTokenService(opts: { secret: string; issuer: string; audience: string }): TokenService {
  const key = new TextEncoder().encode(opts.secret);
  return {
    issue: (s) =>
      new SignJWT({
        [CLAIMS.nameIdentifier]: String(s.id),
        [CLAIMS.name]: s.name,
        [CLAIMS.email]: s.email,
        [CLAIMS.role]: s.role,
        tv: s.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(s.id))
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: opts.issuer,
          audience: opts.audience,
        });
        const id = Number(payload.sub);
        const tv = payload.tv;
        if (!Number.isInteger(id) || typeof tv !== 'number') return null;
        return { id, tokenVersion: tv };
      } catch {
        return null;
      }
    },
  };
}
