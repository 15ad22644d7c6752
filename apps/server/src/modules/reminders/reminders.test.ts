import { REMINDER_DAYS_BEFORE_DUE, addDays } from '@club-pulse/contracts/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { addSquadMember, buildEvaluation, buildMember, buildScene, buildStudy, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { CapturingMailer, createTestDatabase, testConfig, XSRF } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { evaluations, members, reminderMails, studies } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';

/** A clock the test moves: every decision of the reminders takes "now" from it. */
const clock = { at: new Date('2031-03-01T08:00:00Z'), now: () => new Date(clock.at) };
const moveTo = (day: string, time = '08:00:00') => {
  clock.at = new Date(`${day}T${time}Z`);
};

const START = '2031-03-02';
const DUE = '2031-03-12';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const mailer = new CapturingMailer();
let s: Awaited<ReturnType<typeof buildScene>>;
let closedStudy: { id: number };
let coachToken: string;

const inject = (o: { method: 'GET' | 'POST'; url: string; token?: string }) =>
  app.inject({
    method: o.method,
    url: o.url,
    headers: { 'x-xsrf-token': XSRF, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    cookies: { 'XSRF-TOKEN': XSRF },
  });

async function login(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/member/authenticate',
    headers: { 'x-xsrf-token': XSRF },
    cookies: { 'XSRF-TOKEN': XSRF },
    payload: { email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

/** The mails sent while `run` ran. */
async function mailsOf(run: () => Promise<unknown>): Promise<Mail[]> {
  const before = mailer.sent.length;
  await run();
  return mailer.sent.slice(before);
}
const sweep = () => mailsOf(() => app.reminders.sweep());
const recipients = (mails: Mail[]) => mails.map((m) => m.to).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ PUBLIC_URL: 'https://club.example.test' }),
    database,
    mailer,
    clock,
    logger: false,
  });
  await app.ready();
  s = await buildScene(database.db, { players: 4 });
  // The scene's study, with dates of the test's calendar; players in four languages.
  await database.db.update(studies).set({ startDate: START, dueDate: DUE }).where(eq(studies.id, s.study.id));
  for (const [i, language] of ['en', 'es', 'de', 'it'].entries()) {
    await database.db
      .update(members)
      .set({ language })
      .where(eq(members.id, nth(s.players, i).id));
  }
  // A study of the same group, closed: nobody hears of it.
  closedStudy = await buildStudy(database.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: START, dueDate: DUE, state: 'closed' });
  for (const p of s.players) await buildEvaluation(database.db, { studyId: closedStudy.id, memberId: p.id });
  coachToken = await login(s.coach.email);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const unfinishedEmails = async () => {
  const rows = await database.db
    .select({ memberId: evaluations.memberId, state: evaluations.state })
    .from(evaluations)
    .where(eq(evaluations.studyId, s.study.id));
  const ids = rows.filter((r) => r.state !== 'finished').map((r) => r.memberId);
  return [...s.players, s.coach]
    .filter((m) => ids.includes(m.id))
    .map((m) => m.email)
    .sort();
};

describe('scheduled reminders, with the clock moved', () => {
  it('sends nothing before the study opens', async () => {
    moveTo(addDays(START, -1));
    expect(await sweep()).toEqual([]);
  });

  it('mails every unfinished member once when the study opens, in their language, linking to their next question', async () => {
    // Player 3 finished before anything was sent: no mail for them, ever.
    await finishEvaluation(
      database.db,
      nth(s.players, 3).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 5),
    );
    moveTo(START, '00:01:00');
    const mails = await sweep();
    expect(recipients(mails)).toEqual(await unfinishedEmails());
    expect(recipients(mails)).not.toContain(nth(s.players, 3).email);
    const spanish = mails.find((m) => m.to === nth(s.players, 1).email);
    expect(spanish?.subject).toMatch(/^Tienes un nuevo cuestionario/);
    // The due day as Spanish writes it, not the stored 2031-03-12.
    expect(spanish?.text).toContain('hasta el 12 de marzo de 2031');
    expect(spanish?.link).toBe(`https://club.example.test/evaluations/${nth(s.players, 1).evaluation.id}/continue`);
    expect(mails.find((m) => m.to === nth(s.players, 2).email)?.subject).toMatch(/^Ein neuer Fragebogen/);
    // Once: the same day again, and the days after, nothing more.
    expect(await sweep()).toEqual([]);
    moveTo(addDays(START, 1));
    expect(await sweep()).toEqual([]);
  });

  it(`mails the unfinished ${REMINDER_DAYS_BEFORE_DUE} days before the due date, once`, async () => {
    moveTo(addDays(DUE, -REMINDER_DAYS_BEFORE_DUE));
    const mails = await sweep();
    expect(recipients(mails)).toEqual(await unfinishedEmails());
    expect(nth(mails, 0).subject).toMatch(/3 days left|Quedan 3 días|Noch 3 Tage|Mancano 3 giorni/);
    expect(await sweep()).toEqual([]);
    moveTo(addDays(DUE, -1));
    expect(await sweep()).toEqual([]);
  });

  it('mails on the due date only those still unfinished', async () => {
    await finishEvaluation(
      database.db,
      nth(s.players, 0).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 4),
    );
    moveTo(DUE, '23:59:00');
    const mails = await sweep();
    expect(recipients(mails)).toEqual(await unfinishedEmails());
    expect(recipients(mails)).not.toContain(nth(s.players, 0).email);
    expect(await sweep()).toEqual([]);
    // After the due date the study is finished: nothing.
    moveTo(addDays(DUE, 1));
    expect(await sweep()).toEqual([]);
  });

  it('never mails about a closed study, and has one ledger row per mail sent', async () => {
    const closedRows = await database.db.select().from(reminderMails).where(eq(reminderMails.studyId, closedStudy.id));
    expect(closedRows).toEqual([]);
    const rows = await database.db.select().from(reminderMails).where(eq(reminderMails.studyId, s.study.id));
    expect(rows.map((r) => r.kind).sort()).toEqual([...Array(4).fill('beforeDue'), ...Array(3).fill('dueDay'), ...Array(4).fill('opening')].sort());
  });
});

describe("the coach's reminder now (once a day per study)", () => {
  let study: { id: number };
  beforeAll(async () => {
    study = await buildStudy(database.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: '2031-04-01', dueDate: '2031-04-20' });
    for (const p of s.players) await buildEvaluation(database.db, { studyId: study.id, memberId: p.id });
    await database.db
      .update(evaluations)
      .set({ state: 'finished' })
      .where(eq(evaluations.memberId, nth(s.players, 0).id));
  });

  it('refuses before the study takes answers', async () => {
    moveTo('2031-03-31');
    const res = await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind`, token: coachToken });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('StudyNotAccepting');
  });

  it('mails the unfinished members now, then refuses a second one the same day and says when the next is possible', async () => {
    moveTo('2031-04-01');
    expect(await sweep()).toHaveLength(3); // the opening mails, by the schedule
    moveTo('2031-04-05');
    expect(await sweep()).toEqual([]); // nothing scheduled today
    let res!: Awaited<ReturnType<typeof inject>>;
    const mails = await mailsOf(async () => {
      res = await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind`, token: coachToken });
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 3, unfinished: 3, lastSentOn: '2031-04-05', nextPossibleOn: '2031-04-06', canSendNow: false });
    expect(recipients(mails)).toEqual([1, 2, 3].map((i) => nth(s.players, i).email).sort());
    expect(nth(mails, 0).text).toContain(`/evaluations/`);

    moveTo('2031-04-05', '22:00:00');
    const again = await mailsOf(async () => {
      res = await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind`, token: coachToken });
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'ReminderAlreadySentToday', message: expect.stringContaining('2031-04-06') });
    expect(again).toEqual([]);
    const state = await inject({ method: 'GET', url: `/api/manager/study/${study.id}/reminders`, token: coachToken });
    expect(state.json()).toMatchObject({ canSendNow: false, nextPossibleOn: '2031-04-06', acceptsAnswers: true });
  });

  it('allows the next one the day after', async () => {
    moveTo('2031-04-06');
    const state = await inject({ method: 'GET', url: `/api/manager/study/${study.id}/reminders`, token: coachToken });
    expect(state.json()).toMatchObject({ canSendNow: true, nextPossibleOn: '2031-04-06', lastSentOn: '2031-04-05' });
    const res = await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind`, token: coachToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toBe(3);
  });

  it('is for the coaches of the study’s club only', async () => {
    expect((await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind` })).statusCode).toBe(401);
    const playerToken = await login(nth(s.players, 1).email);
    expect((await inject({ method: 'POST', url: `/api/manager/study/${study.id}/remind`, token: playerToken })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: `/api/manager/study/${study.id}/reminders`, token: playerToken })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/manager/study/999999/reminders', token: coachToken })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/manager/study/abc/reminders', token: coachToken })).statusCode).toBe(400);
  });
});

describe("the coaches' alert of new critical results", () => {
  let study: { id: number };
  let players: Array<{ id: number; name: string; surname: string; email: string; evaluation: { id: number } }>;
  let secondCoach: { email: string };
  beforeAll(async () => {
    study = await buildStudy(database.db, {
      studyGroupId: s.group.id,
      quizId: s.quiz.id,
      description: 'Spring check',
      startDate: '2031-05-01',
      dueDate: '2031-05-30',
    });
    players = [];
    for (const [i, name] of ['Zoe', 'Yannick', 'Xenia'].entries()) {
      const m = await buildMember(database.db, { name, surname: `Critical${i}` });
      await addSquadMember(database.db, { clubId: s.club.id, memberId: m.id, squadRole: 'Player', studyGroupId: s.group.id });
      players.push({ ...m, evaluation: await buildEvaluation(database.db, { studyId: study.id, memberId: m.id }) });
    }
    const coach2 = await buildMember(database.db, { name: 'Berta', language: 'ca' });
    await addSquadMember(database.db, { clubId: s.club.id, memberId: coach2.id, squadRole: 'Coach' });
    secondCoach = coach2;
  });
  const critical = (i: number) =>
    finishEvaluation(
      database.db,
      nth(players, i).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => 1),
    );

  it('mails each coach of the club the counts and the report link, naming no player, once a day', async () => {
    moveTo('2031-05-03');
    await critical(0);
    const mails = (await sweep()).filter((m) => m.link?.includes(`/studies/${study.id}/report`));
    expect(recipients(mails)).toEqual([s.coach.email, secondCoach.email].sort());
    const english = mails.find((m) => m.to === s.coach.email);
    expect(english?.subject).toBe(`New critical results in a study of ${s.group.name}`);
    expect(english?.text).toContain('1 new result at the critical level');
    expect(english?.text).toContain('In all: 1 critical result among 1 player who finished.');
    expect(mails.find((m) => m.to === secondCoach.email)?.subject).toMatch(/^Nous resultats crítics/);
    for (const mail of mails) {
      for (const p of [...players, ...s.players]) {
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(p.surname);
        expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(p.email);
      }
      for (const name of ['Zoe', 'Yannick', 'Xenia']) expect(mail.text).not.toContain(name);
    }
    // A second critical result the same day: no second alert today.
    await critical(1);
    expect((await sweep()).filter((m) => m.link?.includes('/report'))).toEqual([]);
  });

  it('alerts again the next day, counting only the results since the last alert', async () => {
    moveTo('2031-05-04');
    const mails = (await sweep()).filter((m) => m.link?.includes(`/studies/${study.id}/report`));
    expect(mails).toHaveLength(2);
    expect(nth(mails, 0).text).toMatch(/\b1 new result|1 resultat\(s\) nou/);
    expect(mails.find((m) => m.to === s.coach.email)?.text).toContain('In all: 2 critical results among 2 players who finished.');
    expect((await sweep()).filter((m) => m.link?.includes('/report'))).toEqual([]);
    moveTo('2031-05-05');
    expect((await sweep()).filter((m) => m.link?.includes('/report'))).toEqual([]);
  });
});
