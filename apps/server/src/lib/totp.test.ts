import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt, totpStep } from './totp.ts';

// RFC 4226 appendix D: the secret "12345678901234567890" and the codes of counters 0 to 9.
const RFC4226_KEY = Buffer.from('12345678901234567890');
const RFC4226_CODES = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

// RFC 6238 appendix B, SHA1 rows: time in seconds and the 8-digit code.
const RFC6238_SHA1: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('HOTP and TOTP', () => {
  it('gives the codes of RFC 4226 appendix D', () => {
    for (const [counter, code] of RFC4226_CODES.entries()) expect(hotp(RFC4226_KEY, counter)).toBe(code);
  });

  it('gives the SHA1 codes of RFC 6238 appendix B (8 digits, 30-second steps)', () => {
    for (const [seconds, code] of RFC6238_SHA1) expect(hotp(RFC4226_KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('encodes and decodes base32 as RFC 4648 does, forgiving case, spaces and padding', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC4226_KEY))).toEqual(RFC4226_KEY);
    expect(() => base32Decode('MZ1W')).toThrow();
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const secret = base32Encode(RFC4226_KEY);
    const nowMs = 1234567890_000;
    const now = totpStep(nowMs);
    expect(matchTotp(secret, totpAt(secret, now), { nowMs, lastUsedStep: null })).toBe(now);
    expect(matchTotp(secret, totpAt(secret, now - 1), { nowMs, lastUsedStep: null })).toBe(now - 1);
    expect(matchTotp(secret, totpAt(secret, now + 1), { nowMs, lastUsedStep: null })).toBe(now + 1);
    expect(matchTotp(secret, totpAt(secret, now - 2), { nowMs, lastUsedStep: null })).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now + 2), { nowMs, lastUsedStep: null })).toBeNull();
    expect(matchTotp(secret, 'abcdef', { nowMs, lastUsedStep: null })).toBeNull();
  });

  it('refuses a code of a step already used, or of an earlier one (replay)', () => {
    const secret = base32Encode(RFC4226_KEY);
    const nowMs = 1234567890_000;
    const now = totpStep(nowMs);
    expect(matchTotp(secret, totpAt(secret, now), { nowMs, lastUsedStep: now })).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now - 1), { nowMs, lastUsedStep: now })).toBeNull();
    expect(matchTotp(secret, totpAt(secret, now + 1), { nowMs, lastUsedStep: now })).toBe(now + 1);
  });

  it('builds the otpauth URI an authenticator app reads: issuer Club Pulse, the email as label', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'admin@clubpulse.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Club Pulse:admin@clubpulse.example');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Club Pulse');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
