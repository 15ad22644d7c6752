import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum: m=19 MiB, t=2, p=1. */
const PRODUCTION = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let params: typeof PRODUCTION | typeof FAST = PRODUCTION;
/** Tests may lower the cost; configuration refuses this in production. */
export function useFastPasswordHashing(fast: boolean) {
  params = fast ? FAST : PRODUCTION;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...params, algorithm: 2 /* Argon2id */ });
}

// A hash of a random password: verifying against it costs the same as a real one, so unknown
// emails take as long as wrong passwords (no enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('dummy-password-that-never-matches-9X');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
