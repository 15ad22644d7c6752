import { TOKEN_LIFETIME_SECONDS } from '@club-pulse/contracts/constants';
import { jwtVerify, SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, VERIFIED_TOKENS_KEPT } from './tokens.ts';
import { firstOf } from '../../test/nth.ts';

// The real jose, watched: to see when a token is verified again and when it comes from memory.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof import('jose')>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});
const verifications = vi.mocked(jwtVerify);
beforeEach(() => {
  verifications.mockClear();
});

const opts = { secret: 'unit-secret-unit-secret-unit-secret-0123', issuer: 'club-pulse', audience: 'club-pulse-web' };
const subject = { id: 7, name: 'Ana', email: 'ana@example.test', role: 'User' as const, tokenVersion: 3 };

function clock(startMs = Date.UTC(2026, 10, 23, 12)) {
  let t = startMs;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('token service', () => {
  it('verifies its own tokens, also a second time (from memory), until they expire', async () => {
    const c = clock();
    const tokens = createTokenService({ ...opts, now: c.now });
    const token = await tokens.issue(subject);
    expect(await tokens.verify(token)).toEqual({ id: 7, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ id: 7, tokenVersion: 3 });
    expect(verifications).toHaveBeenCalledTimes(1);
    c.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1);
    expect(await tokens.verify(token)).toEqual({ id: 7, tokenVersion: 3 });
    c.advance(1);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses an expired token it has never seen, and one that expired while remembered', async () => {
    const c = clock();
    const tokens = createTokenService({ ...opts, now: c.now });
    const unseen = await tokens.issue(subject);
    const seen = await tokens.issue({ ...subject, id: 8 });
    expect(await tokens.verify(seen)).not.toBeNull();
    c.advance((TOKEN_LIFETIME_SECONDS + 60) * 1000);
    expect(await tokens.verify(unseen)).toBeNull();
    expect(await tokens.verify(seen)).toBeNull();
  });

  it('refuses tokens of another secret, issuer or audience, and altered ones, also after a valid one was remembered', async () => {
    const tokens = createTokenService(opts);
    const good = await tokens.issue(subject);
    expect(await tokens.verify(good)).not.toBeNull();
    const [h, p, sig] = firstOf(good.split('.'), 3);
    const sign = (secret: string, issuer = opts.issuer, audience = opts.audience) =>
      new SignJWT({ tv: 3 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer(issuer)
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    const bad = [
      await sign('another-secret-another-secret-another-0123'),
      await sign(opts.secret, 'someone-else'),
      await sign(opts.secret, opts.issuer, 'another-audience'),
      `${h}.${p}.${sig.slice(0, -2)}AA`,
      `${h}.${Buffer.from(JSON.stringify({ sub: '1', tv: 3 })).toString('base64url')}.${sig}`,
      `${good}x`,
      'garbage',
    ];
    for (const token of bad) expect(await tokens.verify(token)).toBeNull();
    // Refused tokens are not remembered: each is checked again.
    verifications.mockClear();
    for (const token of bad) expect(await tokens.verify(token)).toBeNull();
    expect(verifications).toHaveBeenCalledTimes(bad.length);
  });

  it('remembers a bounded number of tokens and still verifies the forgotten ones', async () => {
    const tokens = createTokenService(opts);
    const first = await tokens.issue(subject);
    expect(await tokens.verify(first)).not.toBeNull();
    const second = await tokens.issue({ ...subject, id: 8 });
    expect(await tokens.verify(second)).not.toBeNull();
    for (let i = 0; i < VERIFIED_TOKENS_KEPT - 1; i++) await tokens.verify(await tokens.issue({ ...subject, id: 100 + i }));
    verifications.mockClear();
    // The second is still known; the oldest was forgotten to make room: it is verified again, and still valid.
    expect(await tokens.verify(second)).toEqual({ id: 8, tokenVersion: 3 });
    expect(verifications).toHaveBeenCalledTimes(0);
    expect(await tokens.verify(first)).toEqual({ id: 7, tokenVersion: 3 });
    expect(verifications).toHaveBeenCalledTimes(1);
  });
});
