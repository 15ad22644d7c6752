import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { addSquadMember, buildMember, buildScene, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { auditEvents, evaluations, helplines, members, squadMembers, supportContacts } from '../../db/schema/index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildScene>>;
let coach: string;
let contactId: number;
let helplineId: number;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 3 });
  const answer = (i: number, value: number) =>
    finishEvaluation(
      t.db,
      nth(s.players, i).evaluation.id,
      s.quiz,
      s.quiz.questions.map(() => value),
    );
  await answer(0, 3); // high
  await answer(1, 1); // critical
  await answer(2, 5); // minimal: no case
  const [contact] = await t.db
    .insert(supportContacts)
    .values({ clubId: s.club.id, name: 'Wanda Welfare', role: 'welfareOfficer', email: 'wanda@example.test', phone: null, languages: ['en'] })
    .returning();
  contactId = contact?.id ?? 0;
  const [line] = await t.db
    .insert(helplines)
    .values({ country: 'ES', languages: ['es'], name: 'Línea Test', number: '024' })
    .returning();
  helplineId = line?.id ?? 0;
  coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

type Detail = {
  id: number;
  owner: { kind: string; id: number; name: string } | null;
  notes: Array<{ id: number; by: string | null; text: string; at: string }>;
  nextStep: string;
  nextStepOn: string | null;
  referral: { kind: string; name: string } | null;
  status: string;
  history: Array<{ act: string; by: string | null; detail: string | null }>;
};
const queue = async (token = coach) => (await t.inject({ method: 'GET', url: '/api/manager/cases', token })).json() as Array<Record<string, unknown>>;
const act = (caseId: number, payload: object, token = coach) => t.inject({ method: 'POST', url: `/api/manager/case/${caseId}/act`, token, payload });

describe('follow-up cases', () => {
  it('opens one case per high or critical result, critical first, without any answer or key-term score', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/cases`, token: coach });
    expect(res.statusCode).toBe(200);
    const cases = res.json() as Array<Record<string, unknown>>;
    expect(cases.map((c) => [c.fullName, c.needLevel, c.status, c.owner])).toEqual([
      [`${nth(s.players, 1).name} ${nth(s.players, 1).surname}`, 'critical', 'open', null],
      [`${nth(s.players, 0).name} ${nth(s.players, 0).surname}`, 'high', 'open', null],
    ]);
    expect(Object.keys(cases[0] ?? {}).sort()).toEqual(
      [
        'club',
        'email',
        'fullName',
        'id',
        'lastActionAt',
        'needLevel',
        'nextStepOn',
        'owner',
        'referred',
        'resultAt',
        'status',
        'study',
        'studyId',
        'team',
      ].sort(),
    );
    expect(await queue()).toHaveLength(2);
  });

  it('takes, notes, sets the next step and refers, keeping each act with who and when, and audits each', async () => {
    const [critical] = await queue();
    const id = Number(critical?.id);
    expect((await act(id, { act: 'take' })).statusCode).toBe(200);
    expect((await act(id, { act: 'note', note: 'Talked after training; parents informed.' })).statusCode).toBe(200);
    expect((await act(id, { act: 'nextStep', nextStep: 'Meet with the welfare officer', nextStepOn: '2031-01-10' })).statusCode).toBe(200);
    const res = await act(id, { act: 'refer', target: { kind: 'helpline', id: helplineId } });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as Detail;
    expect(detail).toMatchObject({
      owner: { kind: 'coach', id: s.coach.id, name: 'Carla Coach' },
      notes: [{ by: 'Carla Coach', text: 'Talked after training; parents informed.' }],
      nextStep: 'Meet with the welfare officer',
      nextStepOn: '2031-01-10',
      referral: { kind: 'helpline', name: 'Línea Test' },
    });
    expect(detail.history.map((h) => [h.act, h.by, h.detail])).toEqual([
      ['took', 'Carla Coach', null],
      ['noted', 'Carla Coach', null],
      ['nextStep', 'Carla Coach', '2031-01-10'],
      ['referred', 'Carla Coach', 'Línea Test'],
    ]);
    // The note stays out of the history and the audit.
    expect(JSON.stringify(detail.history)).not.toContain('parents');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `case:${id}`));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['case.took', s.coach.id],
      ['case.noted', s.coach.id],
      ['case.nextStep', s.coach.id],
      ['case.referred', s.coach.id],
    ]);
  });

  it('adds each saved note to the case, newest first with its author and time, and keeps the earlier ones', async () => {
    const high = (await queue()).find((c) => c.needLevel === 'high');
    const id = Number(high?.id);
    const colleague = await buildMember(t.db, { name: 'Pau', surname: 'Second' });
    await addSquadMember(t.db, { clubId: s.club.id, memberId: colleague.id, squadRole: 'Coach' });
    const second = await t.login(colleague.email, DEFAULT_PASSWORD);
    expect((await act(id, { act: 'note', note: 'Asked how she is; she wants to talk on Friday.' })).statusCode).toBe(200);
    const res = await act(id, { act: 'note', note: 'Talked on Friday.\nShe agrees to see the welfare officer.' }, second);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as Detail;
    expect(detail.notes.map((n) => [n.by, n.text])).toEqual([
      ['Pau Second', 'Talked on Friday.\nShe agrees to see the welfare officer.'],
      ['Carla Coach', 'Asked how she is; she wants to talk on Friday.'],
    ]);
    expect(Date.parse(detail.notes[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(detail.notes[1]?.at ?? ''));
    expect(detail.history.filter((h) => h.act === 'noted').map((h) => [h.by, h.detail])).toEqual([
      ['Carla Coach', null],
      ['Pau Second', null],
    ]);
    expect(JSON.stringify(detail.history)).not.toMatch(/Friday|welfare/);
    // The same notes when the case is read again.
    const read = (await t.inject({ method: 'GET', url: `/api/manager/case/${id}`, token: coach })).json() as Detail;
    expect(read.notes).toEqual(detail.notes);
  });

  it('gives a case to a support contact of the club, never to somebody outside it, and closes it out of the queue', async () => {
    const high = (await queue()).find((c) => c.needLevel === 'high');
    const id = Number(high?.id);
    const given = await act(id, { act: 'assign', owner: { kind: 'contact', id: contactId } });
    expect((given.json() as Detail).owner).toEqual({ kind: 'contact', id: contactId, name: 'Wanda Welfare' });
    expect((await act(id, { act: 'assign', owner: { kind: 'coach', id: s.otherCoach.id } })).statusCode).toBe(404);
    expect((await act(id, { act: 'refer', target: { kind: 'contact', id: 999_999 } })).statusCode).toBe(404);
    expect((await act(id, { act: 'close' })).statusCode).toBe(200);
    expect((await queue()).map((c) => c.id)).not.toContain(id);
    expect((await act(id, { act: 'reopen' })).statusCode).toBe(200);
    expect((await queue()).map((c) => c.id)).toContain(id);
  });

  it("refuses another club's coach and the players on every case route, and an unknown case", async () => {
    const id = Number((await queue())[0]?.id);
    const outsider = await t.login(s.otherCoach.email, DEFAULT_PASSWORD);
    const player = await t.login(nth(s.players, 1).email, DEFAULT_PASSWORD);
    expect(await queue(outsider)).toEqual([]);
    for (const token of [outsider, player]) {
      expect((await t.inject({ method: 'GET', url: `/api/manager/case/${id}`, token })).statusCode).toBe(403);
      expect((await act(id, { act: 'take' }, token)).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/cases`, token })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/manager/cases', token: player })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/manager/case/999999', token: coach })).statusCode).toBe(404);
    expect((await act(id, { act: 'note', note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await act(id, { act: 'note', note: '  \n ' })).statusCode).toBe(400);
    for (const token of [outsider, player]) expect((await act(id, { act: 'note', note: 'Not theirs to write' }, token)).statusCode).toBe(403);
  });

  it('gives the admin numbers per club only: open cases, median hours to the first act, cases past 48 hours', async () => {
    const admin = await t.login(s.admin.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: '/api/admin/cases/stats', token: admin });
    expect(res.statusCode).toBe(200);
    const [club] = res.json() as Array<Record<string, unknown>>;
    expect(club).toEqual({ clubId: s.club.id, club: s.club.name, open: 2, medianHoursToFirstAction: expect.any(Number), pastEscalation: 0 });
    expect(res.body).not.toMatch(/Carla|Wanda|parents|surname/);
  });
});

describe('the queue order', () => {
  it("says whether the player was under 18 on the result's day (for the guidance), and nothing more of their age", async () => {
    const player = nth(s.players, 1); // the critical result
    const [row] = await t.db
      .select({ id: evaluations.id, finishedAt: evaluations.finishedAt })
      .from(evaluations)
      .where(eq(evaluations.id, player.evaluation.id));
    const caseId = Number((await queue()).find((c) => c.fullName === `${player.name} ${player.surname}`)?.id);
    const resultDay = new Date(row?.finishedAt ?? 0).toISOString().slice(0, 10);
    const yearsBefore = (years: number, days = 0) => {
      const d = new Date(`${resultDay}T00:00:00Z`);
      d.setUTCFullYear(d.getUTCFullYear() - years);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const minorWith = async (birthDate: string | null) => {
      await t.db.update(members).set({ birthDate }).where(eq(members.id, player.id));
      const res = await t.inject({ method: 'GET', url: `/api/manager/case/${caseId}`, token: coach });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, unknown>;
      expect(body).not.toHaveProperty('birthDate');
      return body.minor;
    };
    try {
      expect(await minorWith(yearsBefore(18))).toBe(false); // 18 on the result's day
      expect(await minorWith(yearsBefore(18, 1))).toBe(true); // 18 the day after
      expect(await minorWith(yearsBefore(14))).toBe(true);
      expect(await minorWith(null)).toBe(false);
    } finally {
      await t.db.update(members).set({ birthDate: player.birthDate }).where(eq(members.id, player.id));
    }
  });

  it('shows the email of a player only while another player of the club has the same name', async () => {
    const critical = nth(s.players, 1);
    const high = nth(s.players, 0);
    const emails = async () => Object.fromEntries((await queue()).map((c) => [String(c.fullName), c.email])) as Record<string, string | null>;
    const name = (p: typeof critical) => `${p.name} ${p.surname}`;
    expect(await emails()).toEqual({ [name(high)]: null, [name(critical)]: null });
    const twin = await buildMember(t.db, { name: critical.name.toUpperCase(), surname: critical.surname });
    await addSquadMember(t.db, { clubId: s.club.id, memberId: twin.id, squadRole: 'Player' });
    expect(await emails()).toEqual({ [name(high)]: null, [name(critical)]: critical.email });
    const caseId = Number((await queue()).find((c) => c.fullName === name(critical))?.id);
    const detail = await t.inject({ method: 'GET', url: `/api/manager/case/${caseId}`, token: coach });
    expect(detail.json()).toMatchObject({ fullName: name(critical), email: critical.email });
    // A namesake in another club, or one who left the club, tells nobody apart.
    await t.db.update(squadMembers).set({ removedAt: new Date() }).where(eq(squadMembers.memberId, twin.id));
    await addSquadMember(t.db, { clubId: s.otherClub.id, memberId: twin.id, squadRole: 'Player' });
    expect(await emails()).toEqual({ [name(high)]: null, [name(critical)]: null });
  });

  it('puts critical before high by level, not by score, then the oldest result first', async () => {
    const q = await buildScene(t.db, { players: 3 });
    const values = (mostly: number, other: number) => q.quiz.questions.map((_, i) => (i === 0 ? other : mostly));
    // Player 0: critical with the highest score, finished today. Player 1: critical with a lower score, finished
    // 191 days ago. Player 2: high, finished 200 days ago.
    await finishEvaluation(t.db, nth(q.players, 0).evaluation.id, q.quiz, values(1, 1));
    await finishEvaluation(t.db, nth(q.players, 1).evaluation.id, q.quiz, values(1, 2));
    await finishEvaluation(t.db, nth(q.players, 2).evaluation.id, q.quiz, values(3, 3));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db
      .update(evaluations)
      .set({ finishedAt: daysAgo(191) })
      .where(eq(evaluations.id, nth(q.players, 1).evaluation.id));
    await t.db
      .update(evaluations)
      .set({ finishedAt: daysAgo(200) })
      .where(eq(evaluations.id, nth(q.players, 2).evaluation.id));
    const token = await t.login(q.coach.email, DEFAULT_PASSWORD);
    const cases = (await t.inject({ method: 'GET', url: `/api/manager/study/${q.study.id}/cases`, token })).json() as Array<Record<string, unknown>>;
    const name = (i: number) => `${nth(q.players, i).name} ${nth(q.players, i).surname}`;
    expect(cases.map((c) => [c.fullName, c.needLevel])).toEqual([
      [name(1), 'critical'],
      [name(0), 'critical'],
      [name(2), 'high'],
    ]);
    expect((await queue(token)).map((c) => c.fullName)).toEqual([name(1), name(0), name(2)]);
  });
});
