import type { AuthenticateRequest } from '@club-pulse/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';

/** Wrong password, unknown email and disabled member all answer the same LoginError: no enumeration. */
export async function authenticate(deps: AppDeps, input: AuthenticateRequest): Promise<string> {
  await verifyCaptcha(deps, input.captcha);
  const [member] = await deps.db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = lower(${input.email})`);
  const ok = await verifyPassword(member?.passwordHash, input.password);
  if (!member || !ok || !member.enabled) throw new AppError('LoginError');
  return deps.tokens.issue({
    id: member.id,
    name: `${member.name} ${member.surname}`.trim(),
    email: member.email,
    role: member.role,
    tokenVersion: member.tokenVersion,
  });
}

export async function signOut(db: Db, memberId: number) {
  await db
    .update(members)
    .set({ tokenVersion: sql`${members.tokenVersion} + 1` })
    .where(eq(members.id, memberId));
}
