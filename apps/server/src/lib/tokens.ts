import type { Role } from '@club-pulse/contracts/enums';
import { TOKEN_LIFETIME_SECONDS } from '@club-pulse/contracts/constants';
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Long claim-type URIs (docs/design.md#api): the client shortens them to their last path segment. */
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
  /** The session passed the second factor (or set it up): platform admin routes require it (modules/two-factor). */
  twoFactor?: boolean;
}

/** What a valid token says: its member, token version, and whether the second factor was verified. */
export interface VerifiedToken {
  id: number;
  tokenVersion: number;
  twoFactor?: true;
}

export interface TokenService {
  issue(subject: TokenSubject): Promise<string>;
  /** Returns the member id and token version, or null for any invalid, expired or tampered token. */
  verify(token: string): Promise<VerifiedToken | null>;
}

/** How many verified tokens are remembered (the oldest is forgotten first). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(opts: {
  secret: string;
  issuer: string;
  audience: string;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}): TokenService {
  const now = opts.now ?? Date.now;
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call, which took about half of
  // each verification (108 against 58 µs, measured on this machine).
  const key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(opts.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, VerifiedToken & { expiresAtMs: number }>();
  return {
    issue: async (s) =>
      new SignJWT({
        [CLAIMS.nameIdentifier]: String(s.id),
        [CLAIMS.name]: s.name,
        [CLAIMS.email]: s.email,
        [CLAIMS.role]: s.role,
        tv: s.tokenVersion,
        ...(s.twoFactor ? { tfa: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(s.id))
        .setIssuer(opts.issuer)
        .setAudience(opts.audience)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + TOKEN_LIFETIME_SECONDS)
        .sign(await key),
    verify: async (token) => {
      // A token's signature and claims do not change: once verified, the exact same string is valid until its
      // expiry. Remembering it spares the HMAC on every request of a session. Whether the member may still
      // use it (signed out, disabled, password changed) is checked on every call by the caller, through the
      // token version.
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAtMs) return { id: known.id, tokenVersion: known.tokenVersion, ...(known.twoFactor ? { twoFactor: true } : {}) };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: opts.issuer,
          audience: opts.audience,
          currentDate: new Date(now()),
        });
        const id = Number(payload.sub);
        const tv = payload.tv;
        if (!Number.isInteger(id) || typeof tv !== 'number' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        const twoFactor = payload.tfa === true ? ({ twoFactor: true } as const) : {};
        verified.set(token, { id, tokenVersion: tv, ...twoFactor, expiresAtMs: payload.exp * 1000 });
        return { id, tokenVersion: tv, ...twoFactor };
      } catch {
        return null;
      }
    },
  };
}
