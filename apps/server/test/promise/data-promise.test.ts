/**
 * The promise of who sees what (packages/contracts/src/data-promise.ts, written out by the web's DataPromise on
 * the usage terms, the privacy policy, the registration page, the end screen and both reports) against what each
 * role's routes answer, on the real server and database. A finished study with a critical and a high result, its
 * key-term summary released, follow-up cases acted on, an evaluation half answered: then each role signs in and
 * every GET route of its area is read. Each answer is named field by field (promise-checker.ts) and the kinds of a
 * player's data it carries must be exactly those the role's promise names: more fails (a coach's answer with an
 * answer value or a key-term score, a new field nobody named), and so does less (a promise that says more than
 * the API shows). The admin's reads of what the promise says is audited must each leave an audit event.
 */
import { DATA_PROMISE, type PlayerDataKind, type PromiseRole } from '@club-pulse/contracts/data-promise';
import { scoreEvaluation } from '@club-pulse/contracts/scoring';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, studies } from '../../src/db/schema/index.ts';
import { buildEvaluation, buildScene, buildStudy, DEFAULT_PASSWORD, isoDate, publishTerms } from '../factories.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { nth } from '../nth.ts';
import { classify, type Finding, telltaleMatcher } from './promise-checker.ts';

/**
 * Nine answers (three key terms of three questions) per player. The telltale's key-term scores (91.7, 83.3, 66.7:
 * critical, 80.6) are no other number of the scene: no other player's score, coefficient or count, and no
 * figure of the team (the exports are text, read without their fields): one player above them (100 on each key
 * term) and the others below keep them from being a minimum or a maximum.
 */
const TELLTALE = [1, 1, 2, 1, 2, 2, 2, 2, 3];
/** The player who signs in: a high result (75, 58.3, 50: 61.1). */
const READER = [2, 2, 2, 2, 3, 3, 3, 3, 3];
const OTHERS = [
  [1, 1, 1, 1, 1, 1, 1, 1, 1],
  [3, 3, 4, 3, 4, 4, 4, 4, 4],
  [3, 3, 4, 3, 4, 4, 4, 4, 4],
  [4, 4, 4, 4, 5, 5, 5, 5, 5],
  [4, 4, 4, 4, 5, 5, 5, 5, 5],
  [3, 3, 3, 3, 3, 3, 4, 4, 4],
];
const COACH_ANSWERS = [3, 3, 3, 3, 3, 3, 3, 3, 3];

interface Call {
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
}
type Scene = Awaited<ReturnType<typeof buildScene>> & { openStudyId: number; openEvaluationOfReader: number; caseOfTelltale: number };

/** Which GET routes each role's promise is checked on: those of its area that concern a player's data. */
const AREAS: Record<PromiseRole, RegExp> = {
  player: /^\/api\/(evaluation\/|member\/me\/data$|support\/mine$)/,
  coach: /^\/api\/manager\//,
  admin: /^\/api\/admin\/(study|studyGroup|squadMember|evaluation|cases|summary|audit|club\/\{clubId\}\/support)/,
};

/** The ids each route with a parameter is called with; a new route with a parameter must say here which. */
const CALLS: Record<string, (s: Scene) => Call> = {
  'GET /api/evaluation/{id}/continueQuiz': (s) => ({ params: { id: s.openEvaluationOfReader }, query: { position: 1 } }),
  'GET /api/evaluation/{id}/ended': (s) => ({ params: { id: reader(s).evaluation.id } }),
  'GET /api/evaluation/{id}/report': (s) => ({ params: { id: reader(s).evaluation.id } }),
  'GET /api/evaluation/{id}/help': (s) => ({ params: { id: reader(s).evaluation.id } }),
  'GET /api/evaluation/{id}/report/export': (s) => ({ params: { id: reader(s).evaluation.id } }),
  'GET /api/evaluation/{id}/support': (s) => ({ params: { id: reader(s).evaluation.id } }),
  'GET /api/manager/quiz/available': (s) => ({ query: { studyGroupId: s.group.id } }),
  'GET /api/manager/study/{id}': (s) => ({ params: { id: s.study.id } }),
  // A poster is for a study that takes answers.
  'GET /api/manager/study/{id}/poster': (s) => ({ params: { id: s.openStudyId }, query: { language: 'en' } }),
  'GET /api/manager/squadMember/bystudy/{id}': (s) => ({ params: { id: s.study.id } }),
  'GET /api/manager/study/{id}/report': (s) => ({ params: { id: s.study.id } }),
  'GET /api/manager/study/{id}/report/export': (s) => ({ params: { id: s.study.id }, query: { format: 'csv' } }),
  'GET /api/manager/studyGroup/{id}/trends': (s) => ({ params: { id: s.group.id } }),
  'GET /api/manager/club/{clubId}/support': (s) => ({ params: { clubId: s.club.id } }),
  'GET /api/manager/study/{id}/cases': (s) => ({ params: { id: s.study.id } }),
  'GET /api/manager/case/{caseId}': (s) => ({ params: { caseId: s.caseOfTelltale } }),
  'GET /api/manager/study/{id}/reminders': (s) => ({ params: { id: s.study.id } }),
  'GET /api/admin/study/bystudygroup/{id}': (s) => ({ params: { id: s.group.id } }),
  'GET /api/admin/study/byclub/{id}': (s) => ({ params: { id: s.club.id } }),
  'GET /api/admin/study/{id}': (s) => ({ params: { id: s.study.id } }),
  'GET /api/admin/study/page': (s) => ({ query: { studyGroupId: s.group.id, pageSize: 10 } }),
  'GET /api/admin/studyGroup/byclub/{id}': (s) => ({ params: { id: s.club.id } }),
  'GET /api/admin/studyGroup/{id}': (s) => ({ params: { id: s.group.id } }),
  'GET /api/admin/studyGroup/page': (s) => ({ query: { clubId: s.club.id, pageSize: 10 } }),
  'GET /api/admin/squadMember/bystudy/{id}': (s) => ({ params: { id: s.study.id } }),
  'GET /api/admin/squadMember/bystudygroup/{id}': (s) => ({ params: { id: s.group.id } }),
  'GET /api/admin/squadMember/byclub/{id}': (s) => ({ params: { id: s.club.id } }),
  'GET /api/admin/study/{id}/report': (s) => ({ params: { id: s.study.id } }),
  'GET /api/admin/study/{id}/report/export': (s) => ({ params: { id: s.study.id }, query: { format: 'csv' } }),
  'GET /api/admin/evaluation/{id}/report': (s) => ({ params: { id: telltale(s).evaluation.id } }),
  'GET /api/admin/evaluation/{id}/help': (s) => ({ params: { id: telltale(s).evaluation.id } }),
  'GET /api/admin/audit/page': () => ({ query: { pageSize: 100 } }),
  'GET /api/admin/audit/export.csv': () => ({ query: { from: isoDate(-1) } }),
  'GET /api/admin/club/{clubId}/support': (s) => ({ params: { clubId: s.club.id } }),
};

const telltale = (s: Scene) => nth(s.players, 0);
const reader = (s: Scene) => nth(s.players, 1);

/** For the player, everything is their own (the authorization matrix proves they reach nothing else). */
const PLAYER_OWN: Partial<Record<PlayerDataKind, PlayerDataKind>> = {
  answers: 'ownAnswers',
  participation: 'ownAnswers',
  keyTermScores: 'ownReport',
  overallResult: 'ownReport',
  needLevel: 'ownReport',
};

let t: TestApp;
let s: Scene;
const tokens = {} as Record<PromiseRole, string>;
let routes: string[] = [];
const telltaleScores = () => {
  const quiz = s.quiz;
  const score = scoreEvaluation(quiz.questions.map((q, i) => ({ value: nth(TELLTALE, i), keyTerm: String(q.keyTermId), reversed: q.reversed })));
  return score.keyTerms.map((k) => k.score).filter((v): v is number => v !== null);
};

/** Answers every question of an evaluation through the API, as the member would. */
async function answerAll(token: string, evaluationId: number, values: number[], upTo = values.length) {
  for (let i = 0; i < upTo; i++) {
    const next = await t.inject({ method: 'GET', url: `/api/evaluation/${evaluationId}/continueQuiz`, token });
    expect(next.statusCode, next.body).toBe(200);
    const { entryId, position } = next.json();
    const res = await t.inject({
      method: 'POST',
      url: `/api/evaluation/${evaluationId}/answer/${entryId}`,
      token,
      payload: { selectedAnswer: nth(values, position - 1) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const scene = await buildScene(t.db, { players: 2 + OTHERS.length, quiz: { keyTermCount: 3, perKeyTerm: 3 } });
  await publishTerms(t.db, 1);
  await publishTerms(t.db, 1, 2);
  const login = (email: string) => t.login(email, DEFAULT_PASSWORD);
  const answers = [TELLTALE, READER, ...OTHERS];
  for (const [i, player] of scene.players.entries()) await answerAll(await login(player.email), player.evaluation.id, nth(answers, i));
  tokens.coach = await login(scene.coach.email);
  await answerAll(tokens.coach, scene.coachEvaluation.id, COACH_ANSWERS);
  tokens.player = await login(reader(scene as Scene).email);
  tokens.admin = await login(scene.admin.email);
  // The study is over; a second one is open, and the reader has answered two of its questions.
  await t.db
    .update(studies)
    .set({ state: 'finished', dueDate: isoDate(-1) })
    .where(eq(studies.id, scene.study.id));
  const open = await buildStudy(t.db, { studyGroupId: scene.group.id, quizId: scene.quiz.id, createdBy: scene.coach.id });
  const openEvaluation = await buildEvaluation(t.db, { studyId: open.id, memberId: reader(scene as Scene).id });
  await answerAll(tokens.player, openEvaluation.id, READER, 2);

  // The coaches follow the critical result up: taken, a note, a next step.
  const queue = await t.inject({ method: 'GET', url: '/api/manager/cases', token: tokens.coach });
  const caseOfTelltale = queue.json().find((c: { needLevel: string }) => c.needLevel === 'critical').id as number;
  for (const act of [
    { act: 'take' },
    { act: 'note', note: 'Talked after training; parents informed.' },
    { act: 'nextStep', nextStep: 'Call on Monday', nextStepOn: isoDate(3) },
  ]) {
    const res = await t.inject({ method: 'POST', url: `/api/manager/case/${caseOfTelltale}/act`, token: tokens.coach, payload: act });
    expect(res.statusCode, res.body).toBe(200);
  }
  s = { ...scene, openStudyId: open.id, openEvaluationOfReader: openEvaluation.id, caseOfTelltale };

  const doc = (await t.app.inject('/api/docs/json')).json();
  routes = Object.entries<Record<string, unknown>>(doc.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path);
}, 300_000);
afterAll(async () => t?.close());

/** What the findings show the role beyond its promise, as `kind: route › field`. */
function beyondPromise(role: PromiseRole, findings: Finding[]): string[] {
  const promised = new Set<string>(DATA_PROMISE[role].sees);
  return findings.filter((f) => !promised.has(f.kind)).map((f) => `${f.kind}: ${f.where}`);
}

const auditCount = async () => nth(await t.db.select({ n: count() }).from(auditEvents), 0).n;

/** Reads every route of the role's area; answers what each carries of a player's data. */
async function readArea(role: PromiseRole): Promise<{ findings: Finding[]; problems: string[]; read: string[] }> {
  const findings: Finding[] = [];
  const problems: string[] = [];
  const read: string[] = [];
  const matcher = telltaleMatcher(telltaleScores());
  for (const path of routes.filter((p) => AREAS[role].test(p))) {
    const key = `GET ${path}`;
    const resolve = CALLS[key];
    if (!resolve && path.includes('{')) {
      problems.push(`${key}: a route of the ${role}'s area with no ids to call it with (add it to CALLS)`);
      continue;
    }
    const { params = {}, query = {} } = resolve?.(s) ?? {};
    let url = path;
    for (const [name, value] of Object.entries(params)) url = url.replace(`{${name}}`, String(value));
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const before = await auditCount();
    const res = await t.inject({ method: 'GET', url: search ? `${url}?${search}` : url, token: tokens[role] });
    if (res.statusCode !== 200) {
      problems.push(`${key} as ${role}: ${res.statusCode} (${res.body.slice(0, 120)}): the test must read what the role is shown`);
      continue;
    }
    read.push(key);
    const type = String(res.headers['content-type'] ?? '');
    // The telltale reader is not told a player's own numbers apart: the reader's own are not the telltale's.
    const own = role === 'player' ? { ownKinds: PLAYER_OWN } : {};
    const found = type.startsWith('application/json')
      ? classify(key, res.json(), { telltale: matcher, ...own })
      : type.startsWith('text/')
        ? classify(key, res.body, { telltale: matcher })
        : []; // A PDF or an image: made from the same object as the screen (report-export.test.ts reads them).
    findings.push(...found);
    for (const kind of DATA_PROMISE[role].audited)
      if (found.some((f) => f.kind === kind) && (await auditCount()) === before)
        problems.push(`${key}: shows ${kind} to the ${role} without an audit event`);
  }
  return { findings, problems, read };
}

describe('the promise of who sees what, against what each role is answered', () => {
  it.each(['player', 'coach', 'admin'] as const)("shows the %s exactly the kinds of a player's data its promise names", async (role) => {
    const { findings, problems, read } = await readArea(role);
    // More than the promise says: which field of which route.
    expect({ problems, more: beyondPromise(role, findings) }).toEqual({ problems: [], more: [] });
    expect(read.length).toBeGreaterThan(3);
    // Less than it says: the promise would claim what the API does not show (or the scene would not show it).
    expect([...DATA_PROMISE[role].sees].filter((kind) => !findings.some((f) => f.kind === kind))).toEqual([]);
    for (const kind of DATA_PROMISE[role].never) expect(findings.some((f) => f.kind === kind)).toBe(false);
  });
});

describe('the promise checker', () => {
  it("flags an answer value in a coach's group report, by its field", () => {
    const crafted = { study: 'Autumn', candidates: [{ fullName: 'Ana', needLevel: 'high', answers: [{ questionId: 3, value: 4 }] }] };
    const findings = classify('GET /crafted', crafted);
    expect(beyondPromise('coach', findings)).toEqual([
      'answers: GET /crafted › candidates.answers.questionId',
      'answers: GET /crafted › candidates.answers.value',
    ]);
    expect(beyondPromise('coach', classify('GET /crafted', { study: 'Autumn', candidates: [{ fullName: 'Ana', needLevel: 'high' }] }))).toEqual([]);
  });

  it("flags another player's key-term score under any name, and a field nobody named", () => {
    const telltale = telltaleMatcher([91.6667, 16.6667]);
    const crafted = { study: 'Autumn', candidates: [{ fullName: 'Ana', focus: 91.7 }], remark: 'scored 16.7 on sleep' };
    expect(beyondPromise('admin', classify('GET /crafted', crafted, { telltale }))).toEqual([
      'unnamed: GET /crafted › candidates.focus',
      'unnamed: GET /crafted › remark',
    ]);
    expect(beyondPromise('coach', classify('GET /crafted', crafted, { telltale }))).toEqual([
      'unnamed: GET /crafted › candidates.focus',
      'keyTermScores: GET /crafted › candidates.focus',
      'unnamed: GET /crafted › remark',
      'keyTermScores: GET /crafted › remark',
    ]);
    // Never the seconds of a timestamp, nor a team's figure.
    expect(classify('GET /crafted', { study: '2026-11-23T22:23:16.712Z' }, { telltale })).toEqual([]);
    expect(classify('GET /crafted', { keyTermSummary: [{ max: 91.7 }] }, { telltale })).toEqual([
      { kind: 'teamFigures', where: 'GET /crafted › keyTermSummary.max' },
    ]);
  });

  it("turns the player's own answers and report into their own kinds, and flags the team's figures", () => {
    const own = classify('GET /crafted', { selectedAnswer: 2, coefficient: 40, keyTerms: [{ code: 'a', score: 50 }] }, { ownKinds: PLAYER_OWN });
    expect([...new Set(own.map((f) => f.kind))]).toEqual(['ownAnswers', 'ownReport']);
    expect(beyondPromise('player', own)).toEqual([]);
    expect(beyondPromise('player', classify('GET /crafted', { keyTermSummary: [{ avg: 40 }] }, { ownKinds: PLAYER_OWN }))).toEqual([
      'teamFigures: GET /crafted › keyTermSummary.avg',
    ]);
  });
});
