import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { answers, evaluations, members, memberTwoFactor, questions, studies } from '../db/schema/index.ts';
import { openSecret } from '../lib/two-factor-keys.ts';
import { DEMO_ADMIN_TOTP_SECRET } from './demo-two-factor.ts';
import { DEMO_STUDY_TOKEN, seedDemoDataIfEmpty } from './seed.ts';
import { firstOf } from '../../test/nth.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('demo data', () => {
  it('loads once into an empty database and not again', async () => {
    expect(await seedDemoDataIfEmpty(database.db)).toBe(true);
    expect(await seedDemoDataIfEmpty(database.db)).toBe(false);
  });

  it('has an admin, two coaches and at least 12 players of several ages, some under 16', async () => {
    const rows = await database.db.select().from(members);
    expect(rows.filter((m) => m.role === 'AppAdmin')).toHaveLength(1);
    const players = rows.filter((m) => m.role === 'User' && m.birthDate);
    expect(players.length).toBeGreaterThanOrEqual(14);
    const year = new Date().getUTCFullYear();
    expect(players.some((p) => year - Number(p.birthDate!.slice(0, 4)) < 16)).toBe(true);
  });

  it('enrolls the demo admin in two-factor sign-in with the key README gives', async () => {
    const [admin] = firstOf(await database.db.select().from(members).where(eq(members.email, 'admin@clubpulse.example')), 1);
    const [row] = firstOf(await database.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, admin.id)), 1);
    expect(row.enabledAt).toBeInstanceOf(Date);
    expect(await openSecret(database.db, row.secret)).toBe(DEMO_ADMIN_TOTP_SECRET);
    expect(readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')).toContain(DEMO_ADMIN_TOTP_SECRET);
  });

  it('has a running study, reachable by its token, with 8 or more finished evaluations whose stored coefficient matches the scoring module', async () => {
    const [study] = firstOf(await database.db.select().from(studies).where(eq(studies.token, DEMO_STUDY_TOKEN)), 1);
    expect(study.state).toBe('inprogress');
    const finished = await database.db
      .select()
      .from(evaluations)
      .where(sql`${evaluations.studyId} = ${study.id} and ${evaluations.state} = 'finished'`);
    expect(finished.length).toBeGreaterThanOrEqual(8);
    for (const evaluation of finished.slice(0, 3)) {
      const rows = await database.db
        .select({ value: answers.value, reversed: questions.reversed, keyTerm: questions.keyTermId })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(answers.evaluationId, evaluation.id));
      expect(rows).toHaveLength(24);
      const score = scoreEvaluation(rows.map((r) => ({ keyTerm: String(r.keyTerm), value: r.value, reversed: r.reversed })));
      expect(evaluation.coefficient).toBe(Math.round((score.coefficient ?? 0) * 10) / 10);
    }
  });

  it('writes both quizzes with 24 questions over 6 key terms, in all five languages', async () => {
    const rows = await database.db.select().from(questions);
    expect(rows).toHaveLength(48);
    for (const q of rows) expect(Object.keys(q.text).sort()).toEqual(['ca', 'de', 'en', 'es', 'it']);
  });
});
