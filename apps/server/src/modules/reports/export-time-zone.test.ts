import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSquadMember, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { evaluations } from '../../db/schema/index.ts';
import { formatDate as written } from './report-export.service.ts';

/** The exports write dates and times in the club's time zone: an instant near midnight UTC is on the club's own day. */

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await buildTestApp();
  work = mkdtempSync(join(tmpdir(), 'export-zone-'));
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** As `formatDate` writes it, its spaces made plain (ICU versions differ on the spaces they write). */
const formatDate = (...args: Parameters<typeof written>) => written(...args).replace(/\s/g, ' ');

const pdfText = (body: Buffer) => {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
};

describe('dates and times in the exports', () => {
  it("write an instant near midnight UTC on the club's own day and hour, with the zone's name", () => {
    const lateNight = '2026-11-27T23:30:00Z';
    expect(formatDate(lateNight, 'en', 'Europe/Madrid', true)).toBe('28 Nov 2026, 00:30 CET');
    expect(formatDate(lateNight, 'de', 'Europe/Berlin', true)).toBe('28.11.2026, 00:30 MEZ');
    expect(formatDate(lateNight, 'en', 'UTC', true)).toBe('27 Nov 2026, 23:30 UTC');
    expect(formatDate(lateNight, 'es', 'Atlantic/Canary')).toBe('27 nov 2026');
    expect(formatDate(lateNight, 'it', 'Europe/Rome')).toBe('28 nov 2026');
    // Summer time: two hours ahead in Madrid.
    expect(formatDate('2026-07-01T22:15:00Z', 'es', 'Europe/Madrid', true)).toMatch(/^2 jul 2026, 0:15 /);
    // A calendar day is the day stored, whatever the zone.
    expect(formatDate('2027-03-01', 'en', 'Atlantic/Canary')).toBe('1 Mar 2027');
  });

  it("date a player's own report in their club's time zone", async () => {
    const club = await buildClub(t.db, { country: 'DE', timeZone: 'Europe/Berlin' });
    const coach = await buildMember(t.db);
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
    const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2 });
    const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id });
    const player = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id });
    await finishEvaluation(t.db, player.evaluation.id, quiz, [1, 2, 4, 5]);
    // Finished at half past eleven at night UTC: already the next day in Berlin.
    await t.db
      .update(evaluations)
      .set({ finishedAt: new Date('2026-11-27T23:30:00Z') })
      .where(eq(evaluations.id, player.evaluation.id));
    const token = await t.login(player.email, DEFAULT_PASSWORD);
    const res = await t.inject({ method: 'GET', url: `/api/evaluation/${player.evaluation.id}/report/export?lang=de`, token });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('abgeschlossen am 28.11.2026');
    // The moment of the export, with the zone's name (winter or summer time).
    expect(text).toMatch(/Erstellt am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MES?Z/);
    // The quiz's name is the admins' and coaches' word, in one language: the player's own report does not print it.
    expect(text).not.toContain(quiz.name);
    expect(text).not.toMatch(/Fragebogen:/);
  });
});
