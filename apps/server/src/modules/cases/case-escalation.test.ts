import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildScene } from '../../../test/factories.ts';
import { CapturingMailer, createTestDatabase, testConfig } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { evaluations, followUpCases, supportContacts } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { act } from './cases.service.ts';

/**
 * The cases' sweep with a clock the test moves (PGlite by default, PostgreSQL with TEST_DATABASE_URL): a critical
 * case unowned or unchanged for 48 hours is told once to the club's coaches and its contacts marked for
 * escalations, with counts and a link and no name; a case acted on is not; a next step past its date reminds its
 * owner once. The two-instance proof on PostgreSQL is test/operations/cases-two-instances.test.ts.
 */
const T0 = Date.parse('2032-03-01T08:00:00Z');
const clock = { at: new Date(T0), now: () => new Date(clock.at) };
const at = (hours: number) => {
  clock.at = new Date(T0 + hours * 3_600_000);
  return clock.at;
};

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const mailer = new CapturingMailer();
let s: Awaited<ReturnType<typeof buildScene>>;
const caseOf = new Map<number, number>();

async function sweep(): Promise<Mail[]> {
  const before = mailer.sent.length;
  await app.reminders.sweepCases();
  return mailer.sent.slice(before);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://club.example.test' }), database, mailer, clock, logger: false });
  await app.ready();
  s = await buildScene(database.db, { players: 3 });
  for (const [i, answer] of [1, 1, 3].entries()) {
    await finishEvaluation(
      database.db,
      nth(s.players, i).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => answer),
    ); // two critical, one high
    await database.db
      .update(evaluations)
      .set({ finishedAt: new Date(T0) })
      .where(eq(evaluations.id, nth(s.players, i).evaluation.id));
  }
  await database.db.insert(supportContacts).values([
    {
      clubId: s.club.id,
      name: 'Wanda Welfare',
      role: 'welfareOfficer',
      email: 'wanda@example.test',
      phone: null,
      languages: ['de'],
      receivesEscalations: true,
    },
    { clubId: s.club.id, name: 'Quiet Contact', role: 'other', email: 'quiet@example.test', phone: null, languages: ['en'] },
  ]);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the escalation of critical cases and the next-step reminders', () => {
  it('says nothing before 48 hours', async () => {
    at(47);
    expect(await sweep()).toEqual([]);
    const cases = await database.db.select({ id: followUpCases.id, evaluationId: followUpCases.evaluationId }).from(followUpCases);
    expect(cases).toHaveLength(3);
    for (const c of cases) caseOf.set(c.evaluationId, c.id);
    // The coach takes the second critical case before the 48 hours are over.
    await act(database.db, s.coach.id, caseOf.get(nth(s.players, 1).evaluation.id) as number, { act: 'take' }, at(47));
  });

  it('tells the coaches and the contacts marked for escalations once about the untouched critical case, with counts and no name', async () => {
    at(49);
    const mails = await sweep();
    expect(mails.map((m) => m.to).sort()).toEqual([s.coach.email, 'wanda@example.test'].sort());
    for (const m of mails) {
      expect(m.link).toBe('https://club.example.test/cases');
      for (const p of s.players) {
        expect(m.text).not.toContain(p.surname);
        expect(m.subject).not.toContain(p.surname);
      }
    }
    expect(mails.find((m) => m.to === s.coach.email)?.text).toContain('1 critical case still has no owner and 0 owned critical cases have');
    // The contact reads it in their language.
    expect(mails.find((m) => m.to === 'wanda@example.test')?.subject).toMatch(/Betreuungsfälle/);
    expect(await sweep()).toEqual([]);
    at(60);
    expect(await sweep()).toEqual([]);
  });

  it('tells them once more when the case that was taken sits unchanged for 48 hours', async () => {
    at(47 + 48 + 1);
    const mails = await sweep();
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.to === s.coach.email)?.text).toContain('0 critical cases still have no owner and 1 owned critical case has');
    expect(await sweep()).toEqual([]);
  });

  it('reminds the owner once of a next step past its date', async () => {
    const caseId = caseOf.get(nth(s.players, 1).evaluation.id) as number;
    await act(database.db, s.coach.id, caseId, { act: 'nextStep', nextStep: 'Call the parents', nextStepOn: '2032-03-06' }, at(100));
    clock.at = new Date('2032-03-06T20:00:00Z');
    expect(await sweep()).toEqual([]);
    clock.at = new Date('2032-03-07T06:00:00Z');
    const mails = await sweep();
    expect(mails.map((m) => [m.to, m.link])).toEqual([[s.coach.email, `https://club.example.test/cases/${caseId}`]]);
    expect(mails[0]?.text).not.toContain('Call the parents');
    expect(mails[0]?.text).toContain('was due on 6 March 2032');
    expect(await sweep()).toEqual([]);
  });
});
