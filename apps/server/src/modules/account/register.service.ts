import type { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { currentTermsVersion, findMemberByEmail, insertMember } from './account.repository.ts';
import { onboardPlayer } from './onboarding.service.ts';

type RegisterInput = z.output<typeof RegisterPlayerRequest>;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/**
 * Registers a player through a study link: the member (with the accepted usage-terms version and the
 * guardian confirmation), their Player membership and their evaluation are stored in one transaction.
 * Returns a token for the new member.
 */
export async function registerPlayer(deps: AppDeps, input: RegisterInput): Promise<string> {
  await verifyCaptcha(deps, input.captcha);
  if (await findMemberByEmail(deps.db, input.email)) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
  const passwordHash = await hashPassword(input.password);
  let member: Awaited<ReturnType<typeof insertMember>>;
  try {
    member = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const created = await insertMember(db, {
        email: input.email.trim(),
        passwordHash,
        name: input.name.trim(),
        surname: input.surname.trim(),
        birthDate: input.birthDate,
        role: 'User',
        guardianConfirmed: input.guardianConfirmed === true,
        acceptedTermsVersion: await currentTermsVersion(db),
        language: input.language ?? 'en',
      });
      await onboardPlayer(db, created.id, input.studyToken);
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
    throw err;
  }
  return deps.tokens.issue({
    id: member.id,
    name: `${member.name} ${member.surname}`.trim(),
    email: member.email,
    role: member.role,
    tokenVersion: member.tokenVersion,
  });
}
