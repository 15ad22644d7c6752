import { execFileSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { addParticipant, finishEvaluation } from './evaluation-factories.ts';
import { addSquadMember, buildClub, buildMember, buildQuiz, buildStudy, buildStudyGroup, DEFAULT_PASSWORD } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Rendered pages land here, so that a run's artifacts show what the PDFs look like. */
export const EXPORT_ARTIFACTS = join(import.meta.dirname, '../../../test-results/exports');

/** Answers [1,2,4,5]: one person's key-term scores 87.5 and 12.5 (never to be shown), coefficient 50. */
export const TELLTALE = [1, 2, 4, 5];

/**
 * What the export tests share (reports/report-export*.test.ts): reading a PDF back, rendering its first page, a
 * club with a study and finished players, and counting audit rows. `current` gives the file's test app and its
 * working folder, made in its beforeAll.
 */
export function exportKit(current: () => { t: TestApp; work: string }) {
  /** The text of a PDF, by poppler's pdftotext (layout kept, so that a table row reads as one line). */
  function pdfText(body: Buffer, name: string): string {
    const file = join(current().work, `${name}.pdf`);
    writeFileSync(file, body);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  }

  /** Renders the first page with poppler's pdftoppm into the test artifacts; the PNG's size. */
  function renderFirstPage(body: Buffer, name: string): number {
    const file = join(current().work, `${name}.pdf`);
    writeFileSync(file, body);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(EXPORT_ARTIFACTS, name)]);
    return statSync(join(EXPORT_ARTIFACTS, `${name}.png`)).size;
  }

  /** A club with a coach and a study on a quiz of 2 key terms × 2 questions; `finished` players have answered. */
  async function scene(finished: number, names: { name: string; surname: string }[] = []) {
    const { t } = current();
    const club = await buildClub(t.db);
    const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
    const group = await buildStudyGroup(t.db, { clubId: club.id });
    await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
    const quiz = await buildQuiz(t.db, { categoryId: group.categoryId, keyTermCount: 2, perKeyTerm: 2, hasKeyTermSummary: true });
    const study = await buildStudy(t.db, { studyGroupId: group.id, quizId: quiz.id, startDate: '2027-03-01', dueDate: '2027-04-01' });
    const players = [];
    for (let i = 0; i < finished; i++) {
      const player = await addParticipant(t.db, {
        clubId: club.id,
        groupId: group.id,
        studyId: study.id,
        birthDate: '2012-06-01',
        ...names[i],
      });
      await finishEvaluation(t.db, player.evaluation.id, quiz, TELLTALE);
      players.push(player);
    }
    const token = await t.login(coach.email, DEFAULT_PASSWORD);
    const get = (url: string, as: string | null = token) => t.inject({ method: 'GET', url, token: as });
    const report = async (lang = 'en') => (await get(`/api/manager/study/${study.id}/report?lang=${lang}`)).json();
    return { club, coach, group, quiz, study, players, token, get, report };
  }

  const audits = async (action: string, target: string) =>
    Number(
      (
        (await current().t.db.execute(
          sql`select count(*)::int as n from audit_events where action = ${action} and target = ${target}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );

  return { pdfText, renderFirstPage, scene, audits };
}
