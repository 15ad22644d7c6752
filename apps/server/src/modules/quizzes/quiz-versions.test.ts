/**
 * A change never changes the past (docs/decisions/0007): a study answered on version 1 of a quiz reads exactly
 * the same after the quiz changed (a question reworded, one turned to reversed scoring, a key term renamed, the
 * answer labels reworded), for everybody who reads it. Every answer is compared whole, as JSON.
 */
import type { InstallLibraryQuizResponse, QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import type { QuizDraft } from '@club-pulse/contracts/quiz-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSquadMember,
  buildAdmin,
  buildClub,
  buildEvaluation,
  buildMember,
  buildStudy,
  buildStudyGroup,
  DEFAULT_PASSWORD,
  isoDate,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';

let t: TestApp;
afterAll(async () => t?.close());

interface Scene {
  adminToken: string;
  coachToken: string;
  quizId: number;
  studyId: number;
  groupId: number;
  clubId: number;
  players: Array<{ token: string; evaluationId: number }>;
  unfinished: { token: string; evaluationId: number };
  coachEvaluationId: number;
}
let scene: Scene;

const get = async (url: string, token: string) => {
  const res = await t.inject({ method: 'GET', url, token });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

/** Answers the evaluation's next question `count` times (or until it finishes), each with a value from `values`. */
async function answer(token: string, evaluationId: number, values: Array<number | null>, count = Number.POSITIVE_INFINITY) {
  for (let i = 0; i < count; i++) {
    const next = await t.inject({ method: 'GET', url: `/api/evaluation/${evaluationId}/continueQuiz`, token });
    if (next.statusCode === 409) return;
    const { entryId } = next.json();
    const res = await t.inject({
      method: 'POST',
      url: `/api/evaluation/${evaluationId}/answer/${entryId}`,
      token,
      payload: { selectedAnswer: values[i % values.length] ?? null },
    });
    expect(res.statusCode).toBe(200);
    if (res.json().finished) return;
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t.db);
  const adminToken = await t.login(admin.email, DEFAULT_PASSWORD);
  const installed: InstallLibraryQuizResponse = (
    await t.inject({ method: 'POST', url: '/api/admin/quiz/library/wellbeing-youth/install', token: adminToken })
  ).json();
  const quizId = installed.quiz.id;
  const club = await buildClub(t.db);
  const coach = await buildMember(t.db, { name: 'Carla', surname: 'Coach' });
  const group = await buildStudyGroup(t.db, { clubId: club.id, categoryId: installed.quiz.categoryId, coachMemberId: coach.id });
  await addSquadMember(t.db, { clubId: club.id, memberId: coach.id, squadRole: 'Coach', studyGroupId: group.id });
  const study = await buildStudy(t.db, { studyGroupId: group.id, quizId, createdBy: coach.id });
  const players: Scene['players'] = [];
  // Seven finished players (the key-term summary needs more than five), one who stopped halfway, and the coach.
  for (let i = 0; i < 8; i++) {
    const player = await buildMember(t.db, {
      name: `Player${i}`,
      birthDate: `20${10 - (i % 4)}-03-15`,
      language: nth(LANGUAGES, i % LANGUAGES.length),
    });
    await addSquadMember(t.db, { clubId: club.id, memberId: player.id, squadRole: 'Player', studyGroupId: group.id });
    const evaluation = await buildEvaluation(t.db, { studyId: study.id, memberId: player.id });
    players.push({ token: await t.login(player.email, DEFAULT_PASSWORD), evaluationId: evaluation.id });
  }
  const coachEvaluation = await buildEvaluation(t.db, { studyId: study.id, memberId: coach.id, squadRole: 'Coach' });
  const coachToken = await t.login(coach.email, DEFAULT_PASSWORD);
  const unfinished = nth(players, 7);
  for (const [i, p] of players.slice(0, 7).entries()) await answer(p.token, p.evaluationId, [1 + (i % 5), 5 - (i % 3), 3, null, 2, 4]);
  await answer(unfinished.token, unfinished.evaluationId, [2, 4, 5], 9);
  await answer(coachToken, coachEvaluation.id, [4, 2, 3]);
  scene = {
    adminToken,
    coachToken,
    quizId,
    studyId: study.id,
    groupId: group.id,
    clubId: club.id,
    players: players.slice(0, 7),
    unfinished,
    coachEvaluationId: coachEvaluation.id,
  };
}, 180_000);

/** Everything anybody reads about the study, each answer whole. */
async function everythingRead(s: Scene) {
  const reads: Record<string, unknown> = {};
  const read = async (name: string, url: string, token: string) => {
    reads[name] = await get(url, token);
  };
  await read('coach: group report', `/api/manager/study/${s.studyId}/report`, s.coachToken);
  await read('coach: study', `/api/manager/study/${s.studyId}`, s.coachToken);
  await read('coach: study members', `/api/manager/squadMember/bystudy/${s.studyId}`, s.coachToken);
  await read('coach: own report', `/api/evaluation/${s.coachEvaluationId}/report`, s.coachToken);
  await read('admin: group report', `/api/admin/study/${s.studyId}/report`, s.adminToken);
  await read('admin: study', `/api/admin/study/${s.studyId}`, s.adminToken);
  await read('admin: studies of the group', `/api/admin/study/bystudygroup/${s.groupId}`, s.adminToken);
  await read('admin: studies of the club', `/api/admin/study/byclub/${s.clubId}`, s.adminToken);
  await read('admin: study members', `/api/admin/squadMember/bystudy/${s.studyId}`, s.adminToken);
  for (const [i, p] of [...s.players.entries(), [s.players.length, { token: s.coachToken, evaluationId: s.coachEvaluationId }] as const]) {
    for (const lang of LANGUAGES) {
      await read(`player ${i}: report (${lang})`, `/api/evaluation/${p.evaluationId}/report?lang=${lang}`, p.token);
      await read(`player ${i}: report help (${lang})`, `/api/evaluation/${p.evaluationId}/help?lang=${lang}`, p.token);
    }
    await read(`admin: report of ${i}`, `/api/admin/evaluation/${p.evaluationId}/report`, s.adminToken);
    await read(`admin: report help of ${i}`, `/api/admin/evaluation/${p.evaluationId}/help`, s.adminToken);
  }
  for (const lang of LANGUAGES) {
    await read(`unfinished: continue (${lang})`, `/api/evaluation/${s.unfinished.evaluationId}/continueQuiz?lang=${lang}`, s.unfinished.token);
    await read(
      `unfinished: first question (${lang})`,
      `/api/evaluation/${s.unfinished.evaluationId}/continueQuiz?lang=${lang}&position=1`,
      s.unfinished.token,
    );
    await read(
      `unfinished: second question (${lang})`,
      `/api/evaluation/${s.unfinished.evaluationId}/continueQuiz?lang=${lang}&position=2`,
      s.unfinished.token,
    );
  }
  await read('unfinished: pending list', '/api/evaluation/getMyPendingEvaluations', s.unfinished.token);
  await read('player 0: finished list', '/api/evaluation/getMyFinishedEvaluations', nth(s.players, 0).token);
  return reads;
}

describe('a quiz changed after a study was answered on it', () => {
  it('leaves every report, the continue screen of an unfinished evaluation and the admin’s views of the study exactly as they were', async () => {
    const before = await everythingRead(scene);
    // The report is whole: the key-term summary shows, every player is listed.
    expect((before['coach: group report'] as { keyTermSummary: unknown[] | null }).keyTermSummary).not.toBeNull();

    // The change: the first question reworded, the second turned to reversed scoring, the first key term
    // renamed, the answer labels reworded; published as version 2.
    const draft: QuizVersionResponse = (
      await t.inject({ method: 'POST', url: `/api/admin/quiz/${scene.quizId}/draft`, token: scene.adminToken })
    ).json();
    const content: QuizDraft = structuredClone(draft.content);
    const every = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${text} (${l})`]));
    nth(content.questions, 0).text = every('Reworded first question');
    nth(content.questions, 1).reversed = !nth(content.questions, 1).reversed;
    nth(content.keyTerms, 0).name = every('Renamed key term');
    content.answerLabels['1'] = every('Never');
    content.answerLabels.notRelevant = every('Skip');
    const saved = await t.inject({ method: 'PUT', url: `/api/admin/quiz/${draft.id}`, token: scene.adminToken, payload: content });
    expect(saved.statusCode).toBe(200);
    const published = await t.inject({ method: 'POST', url: `/api/admin/quiz/${draft.id}/publish`, token: scene.adminToken });
    expect(published.json()).toMatchObject({ version: 2, status: 'published', current: true });

    const after = await everythingRead(scene);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);

    // The new version is real: a new study of the group gets it, in its new words.
    const created = await t.inject({
      method: 'POST',
      url: '/api/manager/study',
      token: scene.coachToken,
      payload: { studyGroupId: scene.groupId, quizId: draft.id, description: 'On version 2', startDate: isoDate(0), dueDate: isoDate(30) },
    });
    expect(created.statusCode).toBe(201);
    const pending = (await get('/api/evaluation/getMyPendingEvaluations', nth(scene.players, 0).token)) as Array<{ id: number; study: string }>;
    const onV2 = pending.find((e) => e.study === 'On version 2');
    if (!onV2) throw new Error('no evaluation of the new study');
    const first = await get(`/api/evaluation/${onV2.id}/continueQuiz?lang=de`, nth(scene.players, 0).token);
    expect(first).toMatchObject({ text: 'Reworded first question (de)', keyTerm: 'Renamed key term (de)' });
    expect(first.answerLabels).toMatchObject({ '1': 'Never (de)', notRelevant: 'Skip (de)' });
  });
});
