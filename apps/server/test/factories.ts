import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  accounts,
  answers,
  clubs,
  complianceTexts,
  evaluations,
  keyTerms,
  members,
  memberTwoFactor,
  questions,
  quizCategories,
  quizFamilies,
  quizzes,
  squadMembers,
  studies,
  studyGroups,
} from '../src/db/schema/index.ts';
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { hashPassword } from '../src/lib/passwords.ts';
import { newTotpSecret } from '../src/lib/totp.ts';
import { sealSecret } from '../src/lib/two-factor-keys.ts';
import { firstOf } from './nth.ts';

/** Factories keep the tests short. Every one returns the inserted row. */
export const DEFAULT_PASSWORD = 'Secret12345';
let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export function isoDate(offsetDays = 0, from = new Date()): string {
  const d = new Date(from.getTime() + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export async function buildMember(db: Db, o: Partial<typeof members.$inferInsert> & { password?: string } = {}) {
  const { password = DEFAULT_PASSWORD, ...rest } = o;
  const n = next();
  const [row] = firstOf(
    await db
      .insert(members)
      .values({
        email: `member-${n}@example.test`,
        name: 'Test',
        surname: `Member ${n}`,
        birthDate: '2000-01-01',
        role: 'User',
        passwordHash: await hashPassword(password),
        acceptedTermsVersion: 1,
        ...rest,
      })
      .returning(),
    1,
  );
  return { ...row, password };
}

/**
 * A platform admin, enrolled in two-factor sign-in unless `twoFactor: false` (every admin must be; `login` of
 * test/helpers.ts completes the code step). The secret is returned for tests that compute codes.
 */
export async function buildAdmin(db: Db, o: Partial<typeof members.$inferInsert> & { password?: string; twoFactor?: boolean } = {}) {
  const { twoFactor = true, ...rest } = o;
  const admin = await buildMember(db, { role: 'AppAdmin', ...rest });
  return { ...admin, totpSecret: twoFactor ? await enrollTwoFactor(db, admin.id) : null };
}

/** Enrolls a member in two-factor sign-in (as if they had set it up); answers the secret (base32). */
export async function enrollTwoFactor(db: Db, memberId: number, secret = newTotpSecret()): Promise<string> {
  await db.insert(memberTwoFactor).values({ memberId, secret: await sealSecret(db, secret), enabledAt: new Date() });
  return secret;
}

export async function buildAccount(db: Db, o: Partial<typeof accounts.$inferInsert> = {}) {
  const n = next();
  const [row] = firstOf(
    await db
      .insert(accounts)
      .values({
        name: `Account ${n}`,
        ownerName: 'Owner',
        ownerEmail: `owner-${n}@example.test`,
        customerCode: `C${n}`.slice(0, 20),
        activationDate: isoDate(-30),
        renewalDate: isoDate(335),
        ...o,
      })
      .returning(),
    1,
  );
  return row;
}

export async function buildClub(db: Db, o: Partial<typeof clubs.$inferInsert> = {}) {
  const accountId = o.accountId ?? (await buildAccount(db)).id;
  const n = next();
  const [row] = firstOf(
    await db
      .insert(clubs)
      .values({ name: `Club ${n}`, code: n.slice(-10).toUpperCase(), country: 'ES', ...o, accountId })
      .returning(),
    1,
  );
  return row;
}

export async function buildCategory(db: Db, name = `cat-${next()}`) {
  const [existing] = await db.select().from(quizCategories).where(eq(quizCategories.name, name));
  if (existing) return existing;
  const [row] = firstOf(await db.insert(quizCategories).values({ name }).returning(), 1);
  return row;
}

/** A published quiz (version 1 of its own family) with `keyTermCount` key terms of `perKeyTerm` questions each; `reversedEvery` marks every n-th reversed. */
export async function buildQuiz(
  db: Db,
  o: { categoryId?: number; keyTermCount?: number; perKeyTerm?: number; hasKeyTermSummary?: boolean; enabled?: boolean; reversedEvery?: number } = {},
) {
  const categoryId = o.categoryId ?? (await buildCategory(db, 'youth')).id;
  const [family] = firstOf(await db.insert(quizFamilies).values({}).returning(), 1);
  const [quiz] = firstOf(
    await db
      .insert(quizzes)
      .values({
        familyId: family.id,
        name: `Quiz ${next()}`,
        categoryId,
        hasKeyTermSummary: o.hasKeyTermSummary ?? true,
        enabled: o.enabled ?? true,
        answerLabels: DEFAULT_ANSWER_LABELS,
        publishedAt: new Date(),
      })
      .returning(),
    1,
  );
  const kts = [];
  const qs = [];
  let position = 0;
  for (let k = 0; k < (o.keyTermCount ?? 3); k++) {
    const [kt] = firstOf(
      await db
        .insert(keyTerms)
        .values({ quizId: quiz.id, code: `kt${k}`, position: k, name: { en: `Key term ${k}`, es: `Término ${k}` } })
        .returning(),
      1,
    );
    kts.push(kt);
    for (let q = 0; q < (o.perKeyTerm ?? 2); q++) {
      position++;
      const [question] = firstOf(
        await db
          .insert(questions)
          .values({
            quizId: quiz.id,
            keyTermId: kt.id,
            position,
            text: { en: `Question ${position}`, es: `Pregunta ${position}` },
            help: { en: `Help ${position}`, es: `Ayuda ${position}` },
            reversed: o.reversedEvery ? position % o.reversedEvery === 0 : false,
          })
          .returning(),
        1,
      );
      qs.push(question);
    }
  }
  return { ...quiz, keyTerms: kts, questions: qs };
}

export async function buildStudyGroup(db: Db, o: Partial<typeof studyGroups.$inferInsert> & { clubId: number }) {
  const categoryId = o.categoryId ?? (await buildCategory(db, 'youth')).id;
  const [row] = firstOf(
    await db
      .insert(studyGroups)
      .values({ name: `Group ${next()}`, code: `G${next()}`.slice(0, 10), ...o, categoryId })
      .returning(),
    1,
  );
  return row;
}

export async function addSquadMember(db: Db, o: { clubId: number; memberId: number; squadRole: 'Coach' | 'Player'; studyGroupId?: number | null }) {
  const [row] = firstOf(await db.insert(squadMembers).values(o).returning(), 1);
  return row;
}

export async function buildStudy(db: Db, o: Partial<typeof studies.$inferInsert> & { studyGroupId: number; quizId: number }) {
  const [row] = firstOf(
    await db
      .insert(studies)
      .values({
        description: `Study ${next()}`,
        startDate: isoDate(-7),
        dueDate: isoDate(30),
        token: randomBytes(16).toString('base64url'),
        ...o,
      })
      .returning(),
    1,
  );
  return row;
}

export async function buildEvaluation(db: Db, o: Partial<typeof evaluations.$inferInsert> & { studyId: number; memberId: number }) {
  const [row] = firstOf(
    await db
      .insert(evaluations)
      .values({ squadRole: 'Player', ...o })
      .returning(),
    1,
  );
  return row;
}

export async function storeAnswers(db: Db, evaluationId: number, values: Array<{ questionId: number; value: number | null }>) {
  if (values.length) await db.insert(answers).values(values.map((v) => ({ evaluationId, ...v })));
}

export async function publishTerms(db: Db, version: number, category = 0) {
  await db.insert(complianceTexts).values({ category, version, language: 'en', content: `# Terms v${version}` });
}

/**
 * A complete scene: one club with a study group, a quiz, an open study, a coach and `players` players,
 * each with an evaluation; and a second club with its own coach (the outsider).
 */
export async function buildScene(db: Db, o: { players?: number; quiz?: Parameters<typeof buildQuiz>[1] } = {}) {
  const admin = await buildAdmin(db);
  const club = await buildClub(db);
  const otherClub = await buildClub(db);
  const coach = await buildMember(db, { name: 'Carla', surname: 'Coach' });
  const otherCoach = await buildMember(db, { name: 'Otto', surname: 'Outsider' });
  const group = await buildStudyGroup(db, { clubId: club.id, coachMemberId: coach.id });
  const quiz = await buildQuiz(db, { categoryId: group.categoryId, ...o.quiz });
  await addSquadMember(db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  await addSquadMember(db, { clubId: otherClub.id, memberId: otherCoach.id, squadRole: 'Coach' });
  const study = await buildStudy(db, { studyGroupId: group.id, quizId: quiz.id, createdBy: coach.id });
  const players = [];
  for (let i = 0; i < (o.players ?? 2); i++) {
    const player = await buildMember(db, { name: `Player${i}`, birthDate: `20${10 - (i % 5)}-03-15` });
    await addSquadMember(db, { clubId: club.id, memberId: player.id, squadRole: 'Player', studyGroupId: group.id });
    const evaluation = await buildEvaluation(db, { studyId: study.id, memberId: player.id });
    players.push({ ...player, evaluation });
  }
  const coachEvaluation = await buildEvaluation(db, { studyId: study.id, memberId: coach.id, squadRole: 'Coach' });
  return { admin, club, otherClub, coach, otherCoach, group, quiz, study, players, coachEvaluation };
}
