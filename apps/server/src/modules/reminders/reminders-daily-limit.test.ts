import { STUDY_MAILS_PER_MEMBER_PER_DAY } from '@club-pulse/contracts/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvaluation, buildScene, buildStudy, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { CapturingMailer, createTestDatabase, testConfig, XSRF } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { studies } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';

/**
 * A coach within the study limit can still start several studies that each mail the team: the study mails a
 * member gets in a day (opening mails and reminders of all studies) are capped, and a coach's reminder that would
 * reach nobody sends nothing, says why by counts, and leaves the day's reminder unused.
 */
const clock = { at: new Date('2032-05-01T08:00:00Z'), now: () => new Date(clock.at) };
const moveTo = (day: string) => {
  clock.at = new Date(`${day}T08:00:00Z`);
};
const START = '2032-05-03';
const DUE = '2032-05-20';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const mailer = new CapturingMailer();
let s: Awaited<ReturnType<typeof buildScene>>;
let studyIds: number[];
let coachToken: string;

const inject = (o: { method: 'GET' | 'POST'; url: string; token?: string }) =>
  app.inject({
    method: o.method,
    url: o.url,
    headers: { 'x-xsrf-token': XSRF, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    cookies: { 'XSRF-TOKEN': XSRF },
  });

async function mailsOf(run: () => Promise<unknown>): Promise<Mail[]> {
  const before = mailer.sent.length;
  await run();
  return mailer.sent.slice(before);
}
const remind = (studyId: number) => inject({ method: 'POST', url: `/api/manager/study/${studyId}/remind`, token: coachToken });
const stateOf = async (studyId: number) =>
  (await inject({ method: 'GET', url: `/api/manager/study/${studyId}/reminders`, token: coachToken })).json();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ PUBLIC_URL: 'https://club.example.test' }), database, mailer, clock, logger: false });
  await app.ready();
  s = await buildScene(database.db, { players: 1 });
  await database.db.update(studies).set({ startDate: START, dueDate: DUE }).where(eq(studies.id, s.study.id));
  // Three more studies of the same team, opening the same day: four opening mails due to the one player.
  const more = [];
  for (let i = 0; i < 3; i++) {
    const study = await buildStudy(database.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: START, dueDate: DUE });
    await buildEvaluation(database.db, { studyId: study.id, memberId: nth(s.players, 0).id });
    more.push(study.id);
  }
  studyIds = [s.study.id, ...more];
  const res = await app.inject({
    method: 'POST',
    url: '/api/member/authenticate',
    headers: { 'x-xsrf-token': XSRF },
    cookies: { 'XSRF-TOKEN': XSRF },
    payload: { email: s.coach.email, password: DEFAULT_PASSWORD },
  });
  coachToken = res.json().token;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('study mails per member and day', () => {
  it(`mails a member in several studies at most ${STUDY_MAILS_PER_MEMBER_PER_DAY} study mails a day, and the rest on the next day`, async () => {
    const player = nth(s.players, 0).email;
    moveTo(START);
    const first = await mailsOf(() => app.reminders.sweep());
    expect(first.filter((m) => m.to === player)).toHaveLength(STUDY_MAILS_PER_MEMBER_PER_DAY);
    expect(first.filter((m) => m.to === s.coach.email)).toHaveLength(1);
    // Another pass the same day sends nothing more.
    expect(await mailsOf(() => app.reminders.sweep())).toEqual([]);

    moveTo('2032-05-04');
    const second = await mailsOf(() => app.reminders.sweep());
    expect(second.filter((m) => m.to === player)).toHaveLength(studyIds.length - STUDY_MAILS_PER_MEMBER_PER_DAY);
    // Each study's opening mail reached the player once over the two days.
    const subjects = [...first, ...second].filter((m) => m.to === player).map((m) => m.text);
    expect(new Set(subjects).size).toBe(studyIds.length);
  });

  it("says who a coach's reminder would leave out and why, sends nothing and keeps the day's reminder", async () => {
    // The player has had the day's study mails (the caught-up openings); the last study has nobody else.
    const last = nth(studyIds, studyIds.length - 1);
    const before = await stateOf(last);
    let res!: Awaited<ReturnType<typeof remind>>;
    const mails = await mailsOf(async () => {
      res = await remind(last);
    });
    expect(res.statusCode).toBe(200);
    expect(mails).toEqual([]);
    expect(res.json()).toMatchObject({ sent: 0, canSendNow: true, lastSentOn: before.lastSentOn });
    const { skipped } = res.json();
    expect(skipped).toEqual({ finished: 0, disabled: 0, mailedToday: expect.any(Number), dailyLimit: expect.any(Number) });
    expect(skipped.mailedToday + skipped.dailyLimit).toBe(1);
    expect(JSON.stringify(res.json())).not.toContain(nth(s.players, 0).email);
    expect((await stateOf(last)).canSendNow).toBe(true);

    // The scene's study: the player is at the limit, the coach still gets it; the day's reminder is then used.
    const scene = await mailsOf(async () => {
      res = await remind(s.study.id);
    });
    expect(res.json()).toMatchObject({ sent: 1, canSendNow: false, skipped: { dailyLimit: 1, mailedToday: 0, finished: 0, disabled: 0 } });
    expect(scene.map((m) => m.to)).toEqual([s.coach.email]);
  });

  it('sends a coach’s reminder to a member under the limit the next day', async () => {
    moveTo('2032-05-05');
    expect(await mailsOf(() => app.reminders.sweep())).toEqual([]);
    const res = await remind(nth(studyIds, 1));
    expect(res.json()).toMatchObject({ sent: 1, skipped: { dailyLimit: 0, mailedToday: 0 } });
  });
});
