import { randomInt } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@club-pulse/contracts/constants';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { fillTemplate } from '@club-pulse/contracts/setup';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { expectRows } from '../db/rows.ts';
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
  squadMembers,
  studies,
  studyGroups,
  supportContacts,
} from '../db/schema/index.ts';
import { privacyPolicyTemplate, usageTermsTemplate } from '../content/compliance/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { installLibraryQuiz } from '../modules/quizzes/index.ts';
import { studyCountOfQuizzes } from '../modules/studies/index.ts';
import { sealSecret } from '../lib/two-factor-keys.ts';
import { DEMO_ADMIN_TOTP_SECRET } from './demo-two-factor.ts';

/** Every demo sign-in uses this password (README). */
export const DEMO_PASSWORD = 'ClubPulse2026';
/** The running demo study's link token: /register?studyToken=… */
export const DEMO_STUDY_TOKEN = 'cfm-autumn-2026-demo01';

/** The organisation and contacts the demo's usage terms and privacy policy name (the shipped templates, filled in). */
const DEMO_TERMS = {
  usage: { organisation: 'Club Pulse', contactEmail: 'support@clubpulse.example' },
  privacy: { organisation: 'Club Pulse', contactEmail: 'privacy@clubpulse.example' },
};

const day = 86_400_000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day);
const birth = (age: number, monthDay = '03-15') => `${new Date().getUTCFullYear() - age - 1}-${monthDay}`;

/** A small deterministic generator, so that the demo figures are the same on every machine. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  const [{ count }] = expectRows(await db.select({ count: sql<number>`count(*)::int` }).from(members), 1);
  if (Number(count) > 0) return false;
  await seedDemoData(db);
  return true;
}

/** Installs a quiz of the shipped library (the one source of its content) and reads back its questions, in order. */
async function installQuiz(db: Db, key: string) {
  const { quiz } = await installLibraryQuiz(db, studyCountOfQuizzes, key, null);
  const items = await db
    .select({ id: questions.id, keyTerm: keyTerms.code, reversed: questions.reversed, position: questions.position })
    .from(questions)
    .innerJoin(keyTerms, eq(keyTerms.id, questions.keyTermId))
    .where(eq(questions.quizId, quiz.id))
    .orderBy(asc(questions.position));
  return { quiz, items };
}

export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Sealed before the transaction: the key is an installation secret, read (or made) through `db`.
  const adminTotpSecret = await sealSecret(db, DEMO_ADMIN_TOTP_SECRET);
  await db.transaction(async (tx) => {
    const termsRows = LANGUAGES.flatMap((language) => [
      { category: 0, version: 1, language, content: fillTemplate(usageTermsTemplate[language], DEMO_TERMS.usage), publishedAt: at(-365) },
      { category: 2, version: 1, language, content: fillTemplate(privacyPolicyTemplate[language], DEMO_TERMS.privacy), publishedAt: at(-365) },
    ]);
    await tx.insert(complianceTexts).values(termsRows);

    const [account] = expectRows(
      await tx
        .insert(accounts)
        .values({
          name: 'Iberia & Alps Sports Group',
          ownerName: 'Núria Ferrer',
          ownerEmail: 'owner@clubpulse.example',
          customerCode: 'CUST-0001',
          activationDate: isoDate(-400),
          renewalDate: isoDate(330),
          active: true,
        })
        .returning(),
      1,
    );

    const member = async (o: {
      email: string;
      name: string;
      surname: string;
      age?: number;
      role?: 'AppAdmin' | 'User';
      language?: string;
      monthDay?: string;
    }) => {
      const [row] = expectRows(
        await tx
          .insert(members)
          .values({
            email: o.email,
            passwordHash,
            name: o.name,
            surname: o.surname,
            birthDate: o.age ? birth(o.age, o.monthDay) : null,
            role: o.role ?? 'User',
            acceptedTermsVersion: 1,
            guardianConfirmed: (o.age ?? 99) < 16,
            language: o.language ?? DEFAULT_LANGUAGE,
          })
          .returning(),
        1,
      );
      return row;
    };

    const admin = await member({ email: 'admin@clubpulse.example', name: 'Alex', surname: 'Admin', role: 'AppAdmin', age: 41 });
    // Platform admins need two-factor sign-in: the demo admin has it, with the secret of README.
    await tx.insert(memberTwoFactor).values({ memberId: admin.id, secret: adminTotpSecret, enabledAt: at(-365) });
    const laura = await member({ email: 'coach@clubpulse.example', name: 'Laura', surname: 'Martí', age: 38, language: 'ca' });
    const jonas = await member({ email: 'trainer@clubpulse.example', name: 'Jonas', surname: 'Weber', age: 45, language: 'de' });

    const [youth, senior] = expectRows(
      await tx
        .insert(quizCategories)
        .values([{ name: 'youth' }, { name: 'senior' }, { name: 'staff' }])
        .returning(),
      2,
    );

    const [montjuic, isar] = expectRows(
      await tx
        .insert(clubs)
        .values([
          { accountId: account.id, name: 'CF Montjuïc', code: 'CFMONT', managerMemberId: laura.id, active: true, country: 'ES' },
          { accountId: account.id, name: 'SV Isar München', code: 'SVISAR', managerMemberId: jonas.id, active: true, country: 'DE' },
        ])
        .returning(),
      2,
    );

    const [cadet, firstTeam, u17] = expectRows(
      await tx
        .insert(studyGroups)
        .values([
          { clubId: montjuic.id, name: 'Cadet Femení', categoryId: youth.id, code: 'CAD-F', coachMemberId: laura.id },
          { clubId: montjuic.id, name: 'Primer Equip', categoryId: senior.id, code: 'PRIMER', coachMemberId: laura.id },
          { clubId: isar.id, name: 'U17 Junioren', categoryId: youth.id, code: 'U17', coachMemberId: jonas.id },
        ])
        .returning(),
      3,
    );

    // The quizzes come from the library, as an admin would install them (the categories exist: they are found).
    const youthQ = await installQuiz(tx as unknown as Db, 'wellbeing-youth');
    const seniorQ = await installQuiz(tx as unknown as Db, 'wellbeing-senior');

    // Each club has a support contact, as a club should before it goes live (mail only: a made-up phone number
    // could be someone's real one).
    await tx.insert(supportContacts).values([
      {
        clubId: montjuic.id,
        name: 'Marta Puig',
        role: 'welfareOfficer',
        email: 'benestar@clubpulse.example',
        phone: null,
        languages: ['ca', 'es', 'en'],
      },
      {
        clubId: isar.id,
        name: 'Dr. Anna Keller',
        role: 'psychologist',
        email: 'psychologie@clubpulse.example',
        phone: null,
        languages: ['de', 'en'],
      },
    ]);

    // Coaches belong to their clubs' squads as Coach.
    await tx.insert(squadMembers).values([
      { clubId: montjuic.id, memberId: laura.id, studyGroupId: cadet.id, squadRole: 'Coach' },
      { clubId: montjuic.id, memberId: laura.id, studyGroupId: firstTeam.id, squadRole: 'Coach' },
      { clubId: isar.id, memberId: jonas.id, studyGroupId: u17.id, squadRole: 'Coach' },
    ]);

    // Players of CF Montjuïc's youth group: several ages, some under 16. `need` shapes their demo answers.
    const cadetPlayers = [
      { email: 'player@clubpulse.example', name: 'Mar', surname: 'Puig', age: 15, need: 0.35, language: 'es' },
      { email: 'aina.soler@clubpulse.example', name: 'Aina', surname: 'Soler', age: 14, need: 0.12 },
      { email: 'lucia.romero@clubpulse.example', name: 'Lucía', surname: 'Romero', age: 16, need: 0.55 },
      { email: 'paula.vidal@clubpulse.example', name: 'Paula', surname: 'Vidal', age: 13, need: 0.2 },
      { email: 'clara.roca@clubpulse.example', name: 'Clara', surname: 'Roca', age: 17, need: 0.8 },
      { email: 'berta.font@clubpulse.example', name: 'Berta', surname: 'Font', age: 15, need: 0.3 },
      { email: 'julia.serra@clubpulse.example', name: 'Júlia', surname: 'Serra', age: 18, need: 0.62 },
      { email: 'martina.pons@clubpulse.example', name: 'Martina', surname: 'Pons', age: 16, need: 0.08 },
      { email: 'irene.mas@clubpulse.example', name: 'Irene', surname: 'Mas', age: 14, need: 0.45 },
      { email: 'noa.camps@clubpulse.example', name: 'Noa', surname: 'Camps', age: 19, need: 0.27 },
      { email: 'emma.bosch@clubpulse.example', name: 'Emma', surname: 'Bosch', age: 15, need: 0.9 },
      { email: 'laia.ribas@clubpulse.example', name: 'Laia', surname: 'Ribas', age: 17, need: 0.4 },
    ];
    const seniorPlayers = [
      { email: 'pau.costa@clubpulse.example', name: 'Pau', surname: 'Costa', age: 24, need: 0.3 },
      { email: 'oriol.valls@clubpulse.example', name: 'Oriol', surname: 'Valls', age: 29, need: 0.5 },
    ];
    const isarPlayers = [
      { email: 'spieler@clubpulse.example', name: 'Lukas', surname: 'Huber', age: 16, need: 0.25, language: 'de' },
      { email: 'felix.bauer@clubpulse.example', name: 'Felix', surname: 'Bauer', age: 17, need: 0.5, language: 'de' },
      { email: 'giulia.rossi@clubpulse.example', name: 'Giulia', surname: 'Rossi', age: 15, need: 0.15, language: 'it' },
    ];
    const join = async (list: typeof cadetPlayers, clubId: number, groupId: number) => {
      const out = [];
      for (const p of list) {
        const m = await member(p);
        await tx.insert(squadMembers).values({ clubId, memberId: m.id, studyGroupId: groupId, squadRole: 'Player' });
        out.push({ ...m, need: p.need });
      }
      return out;
    };
    const cadetMembers = await join(cadetPlayers, montjuic.id, cadet.id);
    const seniorMembers = await join(seniorPlayers, montjuic.id, firstTeam.id);
    const isarMembers = await join(isarPlayers, isar.id, u17.id);

    const study = async (o: {
      groupId: number;
      quizId: number;
      description: string;
      start: number;
      due: number;
      state: 'open' | 'inprogress' | 'finished';
      token?: string;
      createdBy: number;
    }) => {
      const [row] = expectRows(
        await tx
          .insert(studies)
          .values({
            studyGroupId: o.groupId,
            quizId: o.quizId,
            description: o.description,
            startDate: isoDate(o.start),
            dueDate: isoDate(o.due),
            state: o.state,
            token: o.token ?? randomToken(),
            createdBy: o.createdBy,
            createdAt: at(o.start - 2),
          })
          .returning(),
        1,
      );
      return row;
    };

    const rand = prng(20261122);
    /** Stores a finished evaluation with answers shaped by `need` (0 calm … 1 strained) and its coefficient. */
    const finished = async (
      studyId: number,
      memberId: number,
      squadRole: 'Coach' | 'Player',
      need: number,
      items: typeof youthQ.items,
      finishedDay: number,
    ) => {
      const values = items.map((item) => {
        if (rand() < 0.05) return { ...item, value: null };
        const noisy = need * 4 + (rand() - 0.5) * 1.6;
        const strain = Math.min(4, Math.max(0, Math.round(noisy)));
        return { ...item, value: item.reversed ? 1 + strain : 5 - strain };
      });
      const score = scoreEvaluation(values.map((v) => ({ keyTerm: v.keyTerm, value: v.value, reversed: v.reversed })));
      const [evaluation] = expectRows(
        await tx
          .insert(evaluations)
          .values({
            studyId,
            memberId,
            squadRole,
            state: 'finished',
            startedAt: at(finishedDay - 0.02),
            finishedAt: at(finishedDay),
            coefficient: score.coefficient ?? null,
          })
          .returning(),
        1,
      );
      await tx
        .insert(answers)
        .values(values.map((v) => ({ evaluationId: evaluation.id, questionId: v.id, value: v.value, answeredAt: at(finishedDay) })));
    };

    // A past study, finished: every cadet but the last three answered, and the coach.
    const spring = await study({
      groupId: cadet.id,
      quizId: youthQ.quiz.id,
      description: 'Spring check-in 2026',
      start: -200,
      due: -170,
      state: 'finished',
      createdBy: laura.id,
    });
    for (const [i, p] of cadetMembers.slice(0, 9).entries())
      await finished(spring.id, p.id, 'Player', Math.max(0, p.need - 0.1), youthQ.items, -195 + i);
    await finished(spring.id, laura.id, 'Coach', 0.3, youthQ.items, -190);

    // The running study: 9 players finished (so the key-term summary shows), one in progress, the demo player pending.
    const autumn = await study({
      groupId: cadet.id,
      quizId: youthQ.quiz.id,
      description: 'Autumn check-in 2026',
      start: -10,
      due: 20,
      state: 'inprogress',
      token: DEMO_STUDY_TOKEN,
      createdBy: laura.id,
    });
    const [demoPlayer, inProgress] = expectRows(cadetMembers, 2);
    const rest = cadetMembers.slice(2);
    await tx.insert(evaluations).values({ studyId: autumn.id, memberId: demoPlayer.id, squadRole: 'Player', state: 'open' });
    const [partial] = expectRows(
      await tx
        .insert(evaluations)
        .values({ studyId: autumn.id, memberId: inProgress.id, squadRole: 'Player', state: 'inprogress', startedAt: at(-1) })
        .returning(),
      1,
    );
    await tx
      .insert(answers)
      .values(youthQ.items.slice(0, 5).map((item, i) => ({ evaluationId: partial.id, questionId: item.id, value: (i % 5) + 1, answeredAt: at(-1) })));
    for (const [i, p] of rest.entries()) {
      if (i < 9) await finished(autumn.id, p.id, 'Player', p.need, youthQ.items, -9 + i * 0.7);
      else await tx.insert(evaluations).values({ studyId: autumn.id, memberId: p.id, squadRole: 'Player', state: 'open' });
    }
    await finished(autumn.id, laura.id, 'Coach', 0.35, youthQ.items, -8);

    // The senior squad's study, open, on the senior quiz (no key-term summary).
    const seniorStudy = await study({
      groupId: firstTeam.id,
      quizId: seniorQ.quiz.id,
      description: 'First team pre-season check-in',
      start: -3,
      due: 25,
      state: 'inprogress',
      createdBy: laura.id,
    });
    const [seniorFinished, seniorOpen] = expectRows(seniorMembers, 2);
    await finished(seniorStudy.id, seniorFinished.id, 'Player', seniorFinished.need, seniorQ.items, -2);
    await tx.insert(evaluations).values([
      { studyId: seniorStudy.id, memberId: seniorOpen.id, squadRole: 'Player', state: 'open' },
      { studyId: seniorStudy.id, memberId: laura.id, squadRole: 'Coach', state: 'open' },
    ]);

    // SV Isar München: one open study, nobody has started.
    const isarStudy = await study({
      groupId: u17.id,
      quizId: youthQ.quiz.id,
      description: 'Saisonstart 2026/27',
      start: -2,
      due: 28,
      state: 'open',
      createdBy: jonas.id,
    });
    await tx
      .insert(evaluations)
      .values([
        ...isarMembers.map((p) => ({ studyId: isarStudy.id, memberId: p.id, squadRole: 'Player' as const, state: 'open' as const })),
        { studyId: isarStudy.id, memberId: jonas.id, squadRole: 'Coach', state: 'open' },
      ]);
  });
}

function randomToken() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 22 }, () => alphabet[randomInt(alphabet.length)]).join('');
}
