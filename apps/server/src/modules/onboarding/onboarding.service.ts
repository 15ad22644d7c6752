import type { RegisterPlayerRequest } from '@club-pulse/contracts/account';
import { preferredLanguage } from '@club-pulse/contracts/constants';
import { studyIsRunning } from '@club-pulse/contracts/study-rules';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { today } from '../../lib/dates.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hitLimit } from '../../lib/rate-limit.ts';
import { createMember, findMemberByEmail, issueToken } from '../auth/index.ts';
import { verifyCaptcha } from '../captcha/index.ts';
import { currentTermsVersion } from '../compliance/index.ts';
import { ensurePlayerEvaluation } from '../evaluations/index.ts';
import { ensureMembership } from '../members/index.ts';
import * as repo from './onboarding.repository.ts';
import { registrationAttemptMail } from './registration-attempt-mail.ts';

/**
 * Onboards a member to the study of a link (docs/design.md#api): makes them a Player of the study's club
 * and group and creates their evaluation, in one transaction. Idempotent: a member who already has an
 * evaluation of the study gets that one back; one whose evaluation was cancelled when they were removed from the
 * team: RemovedFromTeam (409). Unknown token: StudyTokenInvalid; a closed, finished or
 * cancelled study: StudyNotAccepting; an inactive club or account: ClubInactive.
 * A study whose start date is still ahead accepts new players: they can answer once it starts.
 */
export async function onboardPlayer(db: Db, memberId: number, studyToken: string): Promise<{ evaluationId: number }> {
  return db.transaction(async (tx) => {
    const on = today();
    const study = await repo.findStudyByToken(tx, studyToken, on);
    if (!study) throw new AppError('StudyTokenInvalid', { field: 'studyToken' });
    const existing = await repo.findEvaluation(tx, study.id, memberId);
    if (existing && existing.state !== 'cancelled') return { evaluationId: existing.id };
    if (!studyIsRunning(study, on)) throw new AppError('StudyNotAccepting', { field: 'studyToken' });
    // Removing a member from the team cancelled their evaluation: the removal stands (the member cannot undo it
    // through the link), and they are told so instead of "joined" with nothing to answer.
    if (existing) throw new AppError('RemovedFromTeam', { field: 'studyToken' });
    if (!studyIsRunning(study, on)) throw new AppError('StudyNotAccepting', { field: 'studyToken' });
    if (!study.clubAcceptsNewMembers) throw new AppError('ClubInactive');
    await ensureMembership(tx, { memberId, clubId: study.clubId, studyGroupId: study.studyGroupId, squadRole: 'Player' });
    // A concurrent onboarding that won the race keeps its own evaluation.
    await ensurePlayerEvaluation(tx, study.id, memberId);
    const created = await repo.findEvaluationId(tx, study.id, memberId);
    if (created === undefined) throw new Error('the evaluation was not stored');
    return { evaluationId: created };
  });
}

type RegisterInput = z.output<typeof RegisterPlayerRequest>;

/**
 * Registers a player through a study link: the member (with the accepted usage-terms version and the
 * guardian confirmation), their Player membership and their evaluation are stored in one transaction.
 * Returns a token for the new member.
 *
 * Limits: per address and per study link, counted around the captcha, which is verified before anything
 * else. The study link is checked before the email is looked at, so a bogus link tells nothing. An email that has an account already: the owner gets a mail with the study's link (after the
 * answer), the registrant a refusal. The refusal itself still tells that the address has an account: the
 * answer to a successful registration is a session, which no answer for an existing
 * address can imitate. What bounds that enumeration: a valid study link, a solved captcha per try, the
 * limits above (see docs/security.md).
 */
export async function registerPlayer(
  deps: AppDeps,
  input: RegisterInput,
  from: { address: string },
): Promise<{ token: string; evaluationId: number }> {
  await hitLimit(deps.rateLimiter, 'registerPerAddress', from.address);
  await verifyCaptcha(deps, input.captcha);
  await hitLimit(deps.rateLimiter, 'registerPerStudy', createHash('sha256').update(input.studyToken.trim()).digest('hex').slice(0, 32));
  // The link first: a bogus, closed or inactive one is refused the same whether the email has an account or not.
  const on = today();
  const study = await repo.findStudyByToken(deps.db, input.studyToken, on);
  if (!study) throw new AppError('StudyTokenInvalid', { field: 'studyToken' });
  if (!studyIsRunning(study, on)) throw new AppError('StudyNotAccepting', { field: 'studyToken' });
  if (!study.clubAcceptsNewMembers) throw new AppError('ClubInactive');
  const existing = await findMemberByEmail(deps.db, input.email);
  if (existing) {
    deps.background.run('registration-attempt mail', async () => {
      if (!existing.enabled) return;
      const link = new URL('/home', deps.config.publicUrl);
      link.searchParams.set('studyToken', input.studyToken.trim());
      await deps.mailer.send(registrationAttemptMail(existing, study.club, link.toString()));
    });
    throw new AppError('EmailAlreadyRegistered', { field: 'email' });
  }
  const passwordHash = await hashPassword(input.password);
  let member: Awaited<ReturnType<typeof createMember>>;
  let evaluationId: number;
  try {
    [member, evaluationId] = await deps.db.transaction(async (tx) => {
      const created = await createMember(tx, {
        email: input.email.trim(),
        passwordHash,
        name: input.name.trim(),
        surname: input.surname.trim(),
        birthDate: input.birthDate,
        role: 'User',
        guardianConfirmed: input.guardianConfirmed === true,
        acceptedTermsVersion: await currentTermsVersion(tx),
        language: preferredLanguage(input.language),
      });
      const joined = await onboardPlayer(tx, created.id, input.studyToken);
      return [created, joined.evaluationId] as const;
    });
  } catch (err) {
    if (violatedUniqueConstraint(err) !== null) throw new AppError('EmailAlreadyRegistered', { field: 'email' });
    throw err;
  }
  return { token: await issueToken(deps, member), evaluationId };
}
