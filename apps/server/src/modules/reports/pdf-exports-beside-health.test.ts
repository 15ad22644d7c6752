import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../lib/rate-limit.ts';
import { addSquadMember, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { addParticipant, finishEvaluation } from '../../../test/evaluation-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * PDF exports are drawn in worker threads (pdf-renderer.ts), so that a burst of them holds up nobody else. The
 * measure is the event loop's own delay while six exports run (not a clock on the requests): drawn on the event
 * loop, each PDF blocked it; in a thread, what is left on it is the report's queries and the handing over of the file.
 * `PDF_THREADS=0 npx vitest run <this file>` draws them on the event loop, and the first test fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_ENABLED: 'true', PDF_THREADS: process.env.PDF_THREADS ?? '1' },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A coach's study on a quiz of 4 key terms × 3 questions, answered by `players` players. */
async function coachWithStudy(players: number) {
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db);
  const group = await buildStudyGroup(t.db, { clubId: club.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 4, perKeyTerm: 3, hasKeyTermSummary: true });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-03-01', dueDate: '2027-04-01' });
  for (let i = 0; i < players; i++) {
    const player = await addParticipant(t.db, { clubId: club.id, groupId: group.id, studyId: study.id, birthDate: '2012-06-01' });
    await finishEvaluation(
      t.db,
      player.evaluation.id,
      quiz,
      quiz.questions.map((_, q) => 1 + ((i + q) % 5)),
    );
  }
  const token = await t.login(coach.email, DEFAULT_PASSWORD);
  const pdf = () => t.inject({ method: 'GET', url: `/api/manager/study/${study.id}/report/export?format=pdf`, token });
  return { coach, study, token, pdf };
}

describe('PDF exports beside the health check', () => {
  it('hold no request back: the health check answers between them, the event loop is never held', async () => {
    const s = await coachWithStudy(40);
    // One export first: the thread starts (seconds from the sources, under tsx) and the font is read once.
    expect((await s.pdf()).statusCode).toBe(200);

    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let running = 6;
    const order: string[] = [];
    const exports = Array.from({ length: 6 }, () =>
      s.pdf().then((res) => {
        running--;
        order.push('export');
        return res;
      }),
    );
    let answeredWhileExporting = 0;
    while (running > 0) {
      // A monitor's pace: one check every few milliseconds (an injected request alone never lets the loop turn).
      await new Promise((resolve) => setTimeout(resolve, 5));
      const health = await t.app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      if (running > 0) answeredWhileExporting++;
      order.push('health');
    }
    const results = await Promise.all(exports);
    delay.disable();

    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The health check is not queued behind the exports: it is answered many times before the first one ends.
    expect(order.indexOf('export')).toBeGreaterThan(3);
    expect(answeredWhileExporting).toBeGreaterThan(5);
    // A generous bound, for a machine shared with other work: drawn on the event loop, the six exports held it
    // for 1.3-2.1 s at once (measured beside four other test runs on two cores); in threads, 70-200 ms at most
    // there, 10-15 ms at the median.
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('are limited per member: past the limit a 429 in the error shape, and other members still export', async () => {
    const [max] = LIMITS.pdfExportsPerMember;
    const s = await coachWithStudy(1);
    for (let i = 0; i < max; i++) expect((await s.pdf()).statusCode).toBe(200);
    const refused = await s.pdf();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [expect.objectContaining({ code: 'TooManyRequests' })] });
    // A CSV is a few lines of text: not counted.
    expect((await t.inject({ method: 'GET', url: `/api/manager/study/${s.study.id}/report/export?format=csv`, token: s.token })).statusCode).toBe(
      200,
    );
    const other = await coachWithStudy(1);
    expect((await other.pdf()).statusCode).toBe(200);
  });
});
