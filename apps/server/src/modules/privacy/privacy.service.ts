import { preferredLanguage } from '@club-pulse/contracts/constants';
import type { MyDataResponse } from '@club-pulse/contracts/privacy';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoTimestamp } from '../../lib/dates.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findMemberById, refuseLastEnabledAdmin } from '../auth/index.ts';
import { reportFigures } from '../reports/index.ts';
import * as repo from './privacy.repository.ts';
import type { ClubMembershipsOf, RemoveClubMemberships } from './privacy.repository.ts';

/** Everything stored about the member (never the password hash), texts in their language. */
export async function myData(db: Db, memberId: number, membershipsOf: ClubMembershipsOf): Promise<MyDataResponse> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('Unauthorized');
  const lang = preferredLanguage(member.language);
  const [memberships, evals, rows] = await Promise.all([
    membershipsOf(db, memberId),
    repo.evaluationsOf(db, memberId),
    repo.answersOf(db, memberId, lang),
  ]);
  const byEvaluation = new Map<number, typeof rows>();
  for (const r of rows) byEvaluation.set(r.evaluationId, [...(byEvaluation.get(r.evaluationId) ?? []), r]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: member.id,
      email: member.email,
      name: member.name,
      surname: member.surname,
      birthDate: member.birthDate,
      role: member.role,
      language: member.language,
      guardianConfirmed: member.guardianConfirmed,
      acceptedTermsVersion: member.acceptedTermsVersion,
      createdAt: isoTimestamp(member.createdAt) as string,
    },
    squadMemberships: memberships.map((m) => ({ ...m, since: isoTimestamp(m.since) as string, removedAt: isoTimestamp(m.removedAt) })),
    evaluations: evals.map((e) => {
      const answers = byEvaluation.get(e.id) ?? [];
      const figures = e.state === 'finished' ? reportFigures(answers) : null;
      return {
        ...e,
        startedAt: isoTimestamp(e.startedAt),
        finishedAt: isoTimestamp(e.finishedAt),
        report: figures && {
          ...figures,
          keyTerms: figures.keyTerms.map(({ code, name, score, themeLevel }) => ({ code, name, score, themeLevel })),
        },
        answers: answers.map((a) => ({
          position: a.position,
          question: a.question,
          keyTerm: a.keyTermName,
          value: a.value,
          answeredAt: isoTimestamp(a.answeredAt) as string,
        })),
      };
    }),
  };
}

/** Deletes the member's account after checking their password: their answers leave every report at once. */
export async function deleteAccount(db: Db, memberId: number, password: string, removeMemberships: RemoveClubMemberships): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('Unauthorized');
  if (!(await verifyPassword(member.passwordHash, password))) throw new AppError('LoginError', { field: 'password' });
  await db.transaction(async (tx) => {
    // The installation's last enabled admin keeps their account: nobody could run the installation without it.
    await refuseLastEnabledAdmin(tx, member);
    await repo.deleteMember(tx, memberId, removeMemberships);
  });
}
