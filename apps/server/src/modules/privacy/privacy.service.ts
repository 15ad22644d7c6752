import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@club-pulse/contracts/constants';
import type { MyDataResponse } from '@club-pulse/contracts/privacy';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import * as repo from './privacy.repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Everything stored about the member (never the password hash), texts in their language. */
export async function myData(db: Db, memberId: number): Promise<MyDataResponse> {
  const member = await repo.findMember(db, memberId);
  if (!member) throw new AppError('Unauthorized');
  const lang: Language = (LANGUAGES as readonly string[]).includes(member.language) ? (member.language as Language) : DEFAULT_LANGUAGE;
  const [memberships, evals, rows] = await Promise.all([repo.squadMembershipsOf(db, memberId), repo.evaluationsOf(db, memberId), repo.answersOf(db, memberId, lang)]);
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
      createdAt: iso(member.createdAt) as string,
    },
    squadMemberships: memberships.map((m) => ({ ...m, since: iso(m.since) as string, removedAt: iso(m.removedAt) })),
    evaluations: evals.map((e) => {
      const answers = byEvaluation.get(e.id) ?? [];
      const score = e.state === 'finished' ? scoreEvaluation(answers) : null;
      const names = new Map(answers.map((a) => [a.keyTerm, a.keyTermName]));
      return {
        ...e,
        startedAt: iso(e.startedAt),
        finishedAt: iso(e.finishedAt),
        report: score && {
          coefficient: score.coefficient,
          needLevel: score.needLevel,
          lowConfidence: score.lowConfidence,
          keyTerms: score.keyTerms.map((k) => ({ code: k.keyTerm, name: names.get(k.keyTerm) ?? k.keyTerm, score: k.score, themeLevel: k.themeLevel })),
        },
        answers: answers.map((a) => ({ position: a.position, question: a.question, keyTerm: a.keyTermName, value: a.value, answeredAt: iso(a.answeredAt) as string })),
      };
    }),
  };
}

/** Deletes the member's account after checking their password: their answers leave every report at once. */
export async function deleteAccount(db: Db, memberId: number, password: string): Promise<void> {
  const member = await repo.findMember(db, memberId);
  if (!member) throw new AppError('Unauthorized');
  if (!(await verifyPassword(member.passwordHash, password))) throw new AppError('LoginError', { field: 'password' });
  await repo.deleteMember(db, memberId);
}
