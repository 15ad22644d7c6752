/**
 * The bands of the contracts (docs/design.md#scoring) as the reports show them, through the routes on the
 * real database: a need level on each side of 25, 50 and 75 in the coach's group report (SQL built from
 * NEED_LEVEL_BANDS) and in the player's own report (the scoring module), and the age group on a 16th
 * birthday and the day before (SQL built from AGE_GROUP_BANDS).
 */
import { ageGroupOf, needLevelOf, scoreEvaluation } from '@club-pulse/contracts/scoring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildEvaluation, buildMember, buildScene, buildStudy, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { finishEvaluation } from '../../../test/evaluation-factories.ts';
import { ageGroupSql } from './group-report.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const KEY_TERMS = 5;
const ITEMS = 5;
/** How many items of each key term are answered (the others "not relevant"): scores in 60ths of 25. */
const ANSWERED = [3, 4, 5, 1, 1];

/**
 * Answers (one per question, in quiz order; null: not relevant) whose coefficient is exactly `target`, found
 * by trying every sum of need per key term. A normal item answered v has a need of (5 − v) × 25.
 */
function answersFor(target: number): Array<number | null> {
  const ranges = ANSWERED.map((a) => Array.from({ length: 4 * a + 1 }, (_, i) => i));
  const pick = (k: number, chosen: number[]): number[] | null => {
    if (k === ANSWERED.length) {
      const items = chosen.flatMap((units, kt) => {
        const answered = ANSWERED[kt] ?? 0;
        const needs = Array.from({ length: answered }, (_, i) => Math.min(4, Math.max(0, units - 4 * i)));
        return Array.from({ length: ITEMS }, (_, i) => ({ keyTerm: `kt${kt}`, value: i < answered ? 5 - (needs[i] ?? 0) : null, reversed: false }));
      });
      return scoreEvaluation(items).coefficient === target ? chosen : null;
    }
    for (const units of ranges[k] ?? []) {
      const found = pick(k + 1, [...chosen, units]);
      if (found) return found;
    }
    return null;
  };
  const units = pick(0, []);
  if (!units) throw new Error(`no answers give ${target}`);
  return units.flatMap((u, kt) => {
    const answered = ANSWERED[kt] ?? 0;
    return Array.from({ length: ITEMS }, (_, i) => (i < answered ? 5 - Math.min(4, Math.max(0, u - 4 * i)) : null));
  });
}

describe('need levels at their limits, in both reports', () => {
  it('reads 24.9 minimal and 25.0 moderate, 49.9 moderate and 50.0 high, 74.9 high and 75.0 critical', async () => {
    const targets = [24.9, 25, 49.9, 50, 74.9, 75];
    const expected = ['minimal', 'moderate', 'moderate', 'high', 'high', 'critical'];
    const s = await buildScene(t.db, { players: targets.length, quiz: { keyTermCount: KEY_TERMS, perKeyTerm: ITEMS } });
    for (const [i, target] of targets.entries()) {
      const player = s.players[i];
      if (!player) throw new Error('missing player');
      const score = await finishEvaluation(t.db, player.evaluation.id, s.quiz, answersFor(target));
      expect(score.coefficient).toBe(target);
    }
    const coach = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const group = await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report`, token: coach });
    expect(group.statusCode).toBe(200);
    const candidates: Array<{ fullName: string; coefficient: number; needLevel: string }> = group.json().candidates;
    const levelInGroupReport = (fullName: string) => candidates.find((c) => c.fullName === fullName);
    for (const [i, target] of targets.entries()) {
      const player = s.players[i];
      if (!player) throw new Error('missing player');
      expect(levelInGroupReport(`${player.name} ${player.surname}`), `group report, ${target}`).toMatchObject({
        coefficient: target,
        needLevel: expected[i],
      });
      const own = await t.inject({
        method: 'GET',
        url: `/api/evaluation/${player.evaluation.id}/report`,
        token: await t.login(player.email, DEFAULT_PASSWORD),
      });
      expect(own.json(), `personal report, ${target}`).toMatchObject({ coefficient: target, needLevel: expected[i] });
      expect(needLevelOf(target)).toBe(expected[i]);
    }
  });
});

describe('age groups on a birthday', () => {
  it('puts a player who turns 16 on the study’s start date in U18, and one who turns 16 the day after in U16', async () => {
    const s = await buildScene(t.db, { players: 0 });
    const study = await buildStudy(t.db, { studyGroupId: s.group.id, quizId: s.quiz.id, startDate: '2026-03-10', dueDate: '2026-04-30' });
    const cases = [
      { birthDate: '2010-03-10', surname: 'Birthday', ageGroup: 'U18' },
      { birthDate: '2010-03-11', surname: 'Tomorrow', ageGroup: 'U16' },
    ];
    for (const c of cases) {
      const member = await buildMember(t.db, { name: 'Age', surname: c.surname, birthDate: c.birthDate });
      await addSquadMember(t.db, { clubId: s.club.id, memberId: member.id, squadRole: 'Player', studyGroupId: s.group.id });
      const evaluation = await buildEvaluation(t.db, { studyId: study.id, memberId: member.id });
      await finishEvaluation(
        t.db,
        evaluation.id,
        s.quiz,
        s.quiz.questions.map(() => 3),
      );
    }
    const res = await t.inject({
      method: 'GET',
      url: `/api/manager/study/${study.id}/report`,
      token: await t.login(s.coach.email, DEFAULT_PASSWORD),
    });
    const candidates: Array<{ fullName: string; ageGroup: string }> = res.json().candidates;
    for (const c of cases) {
      expect(candidates.find((x) => x.fullName === `Age ${c.surname}`)?.ageGroup).toBe(c.ageGroup);
      expect(ageGroupOf(c.birthDate, '2026-03-10')).toBe(c.ageGroup);
    }
  });

  it('computes in SQL the age group ageGroupOf gives, on birthdays, the days around them and 29 February', async () => {
    const starts = ['2026-03-10', '2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29', '2028-03-01'];
    const pairs: Array<[string, string]> = [];
    for (const start of starts) {
      const [y, m, d] = start.split('-').map(Number) as [number, number, number];
      for (const age of [12, 13, 14, 15, 16, 17, 18, 20, 21, 22]) {
        for (const shift of [-1, 0, 1]) {
          const birth = new Date(Date.UTC(y - age, m - 1, d + shift)).toISOString().slice(0, 10);
          pairs.push([start, birth]);
        }
      }
      for (const leapling of ['2008-02-29', '2012-02-29', '2013-03-01']) pairs.push([start, leapling]);
    }
    const values = sql.join(
      pairs.map(([start, birth]) => sql`(${start}::date, ${birth}::date)`),
      sql`, `,
    );
    const result = await t.db.execute(
      sql`select s.start_date::text as start, m.birth_date::text as birth, ${ageGroupSql} as "ageGroup"
          from (values ${values}) as s(start_date, birth_date), lateral (select s.birth_date) as m(birth_date)`,
    );
    const rows = (result as unknown as { rows: Array<{ start: string; birth: string; ageGroup: string }> }).rows;
    expect(rows).toHaveLength(pairs.length);
    const wrong = rows.filter((r) => r.ageGroup !== ageGroupOf(r.birth, r.start));
    expect(wrong).toEqual([]);
  });
});
