import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildMember, buildScene } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import type { AuthMember } from '../../plugins/auth.ts';
import { activeCoachOfClub, can, mayReadGroupReportSql } from './index.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A one-row table to select a condition from. */
const one = sql`(select 1) as one`;
const asMember = (m: { id: number; role: 'AppAdmin' | 'User' }) => ({ id: m.id, role: m.role }) as AuthMember;

describe('may this member do this to that', () => {
  it('lets a coach of the study’s club manage it, and nobody else but an admin', async () => {
    const s = await buildScene(t.db);
    const former = await buildMember(t.db);
    await addSquadMember(t.db, { clubId: s.club.id, memberId: former.id, squadRole: 'Coach' });
    await t.db.execute(sql`update squad_members set removed_at = now() where member_id = ${former.id}`);
    const decide = (m: { id: number; role: 'AppAdmin' | 'User' }) => can(t.db, asMember(m), 'manageStudy', s.study.id);
    expect(await decide(s.coach)).toBe('allowed');
    expect(await decide(s.admin)).toBe('allowed');
    expect(await decide(s.otherCoach)).toBe('forbidden');
    expect(await decide(former)).toBe('forbidden');
    expect(await decide(nth(s.players, 0))).toBe('forbidden');
    expect(await can(t.db, asMember(s.coach), 'manageStudy', s.study.id + 100_000)).toBe('notFound');
    expect(await can(t.db, asMember(s.coach), 'manageStudyGroup', s.group.id)).toBe('allowed');
    expect(await can(t.db, asMember(s.otherCoach), 'manageStudyGroup', s.group.id)).toBe('forbidden');
    expect(await can(t.db, asMember(s.otherCoach), 'manageStudyGroup', s.group.id + 100_000)).toBe('notFound');
  });

  it('lets only its owner read an evaluation: for anybody else it does not exist', async () => {
    const s = await buildScene(t.db);
    const own = nth(s.players, 0).evaluation.id;
    expect(await can(t.db, asMember(nth(s.players, 0)), 'readEvaluation', own)).toBe('allowed');
    expect(await can(t.db, asMember(nth(s.players, 1)), 'readEvaluation', own)).toBe('notFound');
    expect(await can(t.db, asMember(s.coach), 'readEvaluation', own)).toBe('notFound');
    expect(await can(t.db, asMember(s.admin), 'readEvaluation', own)).toBe('allowed');
  });

  it('opens the coach’s lists to a member who coaches somewhere, not to a player', async () => {
    const s = await buildScene(t.db);
    expect(await can(t.db, asMember(s.otherCoach), 'coachAnyClub', null)).toBe('allowed');
    expect(await can(t.db, asMember(nth(s.players, 0)), 'coachAnyClub', null)).toBe('forbidden');
  });
});

describe('the one SQL condition of club coaching', () => {
  it('holds for an active Coach membership of that club only', async () => {
    const s = await buildScene(t.db);
    const holds = async (member: number, club: number) => (await t.db.select({ yes: activeCoachOfClub({ member, club }) }).from(one))[0]?.yes;
    expect(await holds(s.coach.id, s.club.id)).toBe(true);
    expect(await holds(s.coach.id, s.otherClub.id)).toBe(false);
    expect(await holds(nth(s.players, 0).id, s.club.id)).toBe(false);
    const read = async (reader: 'admin' | { memberId: number }) =>
      (await t.db.select({ yes: mayReadGroupReportSql(s.study.id, reader) }).from(one))[0]?.yes;
    expect([await read({ memberId: s.coach.id }), await read({ memberId: s.otherCoach.id }), await read('admin')]).toEqual([true, false, true]);
  });
});
