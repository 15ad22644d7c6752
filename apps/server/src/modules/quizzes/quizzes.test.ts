import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { QUIZ_LIMITS, type QuizDocument, type QuizDraft, quizContentOf } from '@club-pulse/contracts/quiz-document';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildScene, DEFAULT_PASSWORD, isoDate } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { nth } from '../../../test/nth.ts';
import { QUIZ_LIBRARY } from '../../content/quizzes/index.ts';
import { auditEvents, quizFamilies, quizzes } from '../../db/schema/index.ts';

let t: TestApp;
let token: string;
let s: Awaited<ReturnType<typeof buildScene>>;
beforeAll(async () => {
  t = await buildTestApp();
  s = await buildScene(t.db, { players: 1 });
  token = await t.login(s.admin.email, DEFAULT_PASSWORD);
});
afterAll(async () => t?.close());

/** A library file, as a fresh copy (a test may change it). */
const libraryFile = (key = 'wellbeing-youth'): QuizDocument => structuredClone(QUIZ_LIBRARY.find((q) => q.key === key)?.document) as QuizDocument;
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.inject({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const count = async (table: typeof quizzes | typeof quizFamilies) => Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);
const auditOf = async (target: string) => (await t.db.select().from(auditEvents).where(eq(auditEvents.target, target))).map((e) => e.action);

describe('quizzes', () => {
  it('lists each quiz once, by its current version, with category, state, KPIs flag and number of studies', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/quiz', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().filter((q: { id: number }) => q.id === s.quiz.id)).toEqual([
      {
        id: s.quiz.id,
        familyId: s.quiz.familyId,
        version: 1,
        status: 'published',
        name: s.quiz.name,
        categoryId: s.quiz.categoryId,
        category: 'youth',
        enabled: true,
        hasKeyTermSummary: true,
        studies: 1,
        questions: s.quiz.questions.length,
        draftId: null,
        libraryKey: null,
      },
    ]);
  });

  it('disables a quiz so that a coach can no longer choose it for a new study, and enables it again', async () => {
    const coachToken = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const body = { studyGroupId: s.group.id, quizId: s.quiz.id, description: 'New', startDate: isoDate(0), dueDate: isoDate(10) };
    const off = await t.inject({ method: 'PUT', url: `/api/admin/quiz/${s.quiz.id}/disable`, token });
    expect(off.json()).toMatchObject({ enabled: false });
    const refused = await t.inject({ method: 'POST', url: '/api/manager/study', payload: body, token: coachToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('QuizNotAvailable');
    const on = await t.inject({ method: 'PUT', url: `/api/admin/quiz/${s.quiz.id}/enable`, token });
    expect(on.json()).toMatchObject({ enabled: true });
    expect((await t.inject({ method: 'POST', url: '/api/manager/study', payload: body, token: coachToken })).statusCode).toBe(201);
    expect(await auditOf(`quiz:${s.quiz.id}`)).toEqual(['quiz.disable', 'quiz.enable']);
  });
});

describe('the quiz library', () => {
  it('lists the shipped quizzes, installs one on an installation without any quiz or category, and installs it only once', async () => {
    const fresh = await buildTestApp();
    try {
      const member = await buildAdmin(fresh.db);
      const freshToken = await fresh.login(member.email, DEFAULT_PASSWORD);
      const call = (method: 'GET' | 'POST', url: string) => fresh.inject({ method, url, token: freshToken });
      const listed = await call('GET', '/api/admin/quiz/library');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        {
          key: 'wellbeing-youth',
          name: 'Club Pulse Wellbeing Check (Youth)',
          category: 'youth',
          hasKeyTermSummary: true,
          keyTerms: 6,
          questions: 24,
          installedQuizId: null,
        },
        {
          key: 'wellbeing-senior',
          name: 'Club Pulse Wellbeing Check (Senior)',
          category: 'senior',
          hasKeyTermSummary: false,
          keyTerms: 6,
          questions: 24,
          installedQuizId: null,
        },
      ]);

      const installed = await call('POST', '/api/admin/quiz/library/wellbeing-youth/install');
      expect(installed.statusCode).toBe(201);
      const { quiz, alreadyInstalled } = installed.json();
      expect(alreadyInstalled).toBe(false);
      expect(quiz).toMatchObject({
        version: 1,
        status: 'published',
        enabled: true,
        category: 'youth',
        questions: 24,
        libraryKey: 'wellbeing-youth',
        draftId: null,
      });
      // Its category was created with it: the admin can make a study group of it.
      expect((await call('GET', '/api/quizcategory')).json().map((c: { name: string }) => c.name)).toEqual(['youth']);

      const again = await call('POST', '/api/admin/quiz/library/wellbeing-youth/install');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ quiz, alreadyInstalled: true });
      expect((await call('GET', '/api/admin/quiz')).json()).toHaveLength(1);
      expect((await call('GET', '/api/admin/quiz/library')).json()[0].installedQuizId).toBe(quiz.id);
      // The installed quiz is the library file, exactly.
      expect((await call('GET', `/api/admin/quiz/${quiz.id}/export`)).json()).toEqual(libraryFile());
      const events = await fresh.db.select().from(auditEvents).where(like(auditEvents.action, 'quiz.%'));
      // The export is audited too (docs/security.md#audit-log).
      expect(events.map((e) => [e.action, e.target, e.actorId])).toEqual([
        ['quiz.install', `quiz:${quiz.id}`, member.id],
        ['quiz.export', `quiz:${quiz.id}`, member.id],
      ]);
      expect((await call('POST', '/api/admin/quiz/library/no-such-quiz/install')).statusCode).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it('installs a quiz once when two admins install it at the same moment', async () => {
    const [a, b] = await Promise.all([
      admin('POST', '/api/admin/quiz/library/wellbeing-senior/install'),
      admin('POST', '/api/admin/quiz/library/wellbeing-senior/install'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().quiz.id).toBe(b.json().quiz.id);
    const families = await t.db.select().from(quizFamilies).where(eq(quizFamilies.libraryKey, 'wellbeing-senior'));
    expect(families).toHaveLength(1);
  });
});

describe('import and export of a quiz file', () => {
  it('imports a quiz file as a new quiz: version 1, a draft to review and publish, and records who imported it', async () => {
    const file = { ...libraryFile(), name: 'Imported wellbeing' };
    const res = await admin('POST', '/api/admin/quiz/import', file);
    expect(res.statusCode).toBe(201);
    const version: QuizVersionResponse = res.json();
    expect(version).toMatchObject({ version: 1, status: 'draft', current: false, studies: 0, libraryKey: null });
    expect(version.content).toEqual(quizContentOf(file));
    expect(await auditOf(`quiz:${version.id}`)).toEqual(['quiz.import']);
  });

  it('refuses a bad file with every problem by its field path, and stores nothing', async () => {
    const file = libraryFile() as unknown as Record<string, unknown> & QuizDocument;
    delete (nth(file.questions, 3).text as Partial<Record<string, string>>).de;
    (file.questions[5] as { reversed: unknown }).reversed = 'yes';
    (file.keyTerms[1] as { code: string }).code = 'stress';
    (file.answerLabels as Record<string, unknown>).notRelevant = { en: 'N/A' };
    file.colour = 'blue';
    const before = [await count(quizzes), await count(quizFamilies)];
    const res = await admin('POST', '/api/admin/quiz/import', file);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field?: string; message: string }) => `${e.field}: ${e.message}`)).toEqual([
      'answerLabels.notRelevant.es: required',
      'answerLabels.notRelevant.ca: required',
      'answerLabels.notRelevant.de: required',
      'answerLabels.notRelevant.it: required',
      'questions[3].text.de: required',
      'questions[5].reversed: has the wrong type',
      'colour: is not a field of the format',
      'keyTerms[1].code: is the code of another key term',
      // The questions of the key term whose code changed now name none.
      'questions[1].keyTerm: names no key term of the quiz',
      'questions[7].keyTerm: names no key term of the quiz',
      'questions[13].keyTerm: names no key term of the quiz',
      'questions[19].keyTerm: names no key term of the quiz',
    ]);
    expect(res.json().errors.every((e: { code: string }) => e.code === 'ValidationError')).toBe(true);
    expect([await count(quizzes), await count(quizFamilies)]).toEqual(before);
  });

  it('answers 4xx and never 5xx to a file that is not JSON, not a quiz, holds a NUL or is too large', async () => {
    const before = await count(quizzes);
    const raw = (payload: string, contentType = 'application/json') =>
      t.inject({ method: 'POST', url: '/api/admin/quiz/import', token, payload, headers: { 'content-type': contentType } });
    const nul = libraryFile();
    (nth(nul.questions, 0).text as Record<string, string>).it = 'Nul\u0000';
    const nulRes = await admin('POST', '/api/admin/quiz/import', nul);
    expect(nulRes.statusCode).toBe(400);
    expect(nulRes.json().errors).toEqual([
      { code: 'ValidationError', message: 'The text contains characters that are not allowed', field: 'questions[0].text.it' },
    ]);
    const huge = { ...libraryFile(), name: 'x'.repeat(QUIZ_LIMITS.documentBytes) };
    const answers = [
      (await raw('{"format": "club-pulse/quiz", ')).statusCode,
      (await raw('null')).statusCode,
      (await raw('[1, 2, 3]')).statusCode,
      (await raw('"quiz"')).statusCode,
      (await raw('{"format":"club-pulse/quiz"}\u0000')).statusCode,
      (await raw(JSON.stringify(libraryFile()), 'text/plain')).statusCode,
      (await admin('POST', '/api/admin/quiz/import', huge)).statusCode,
      (await admin('POST', '/api/admin/quiz', { ...quizContentOf(libraryFile()), name: 'y'.repeat(QUIZ_LIMITS.documentBytes) })).statusCode,
    ];
    expect(answers.map((status) => (status === 413 ? 413 : status >= 400 && status < 500 ? '4xx' : status))).toEqual([
      '4xx',
      '4xx',
      '4xx',
      '4xx',
      '4xx',
      '4xx',
      413,
      413,
    ]);
    expect(await count(quizzes)).toBe(before);
    // The largest quiz goes through: every question at its longest, in two-byte characters (the limit is the body's).
    const large = libraryFile();
    large.questions = Array.from({ length: QUIZ_LIMITS.questions }, (_, i) => {
      const q = large.questions[i % large.questions.length] as QuizDocument['questions'][number];
      const long = (text: string, max: number) => `${text} ${'·'.repeat(max)}`.slice(0, max);
      return {
        ...q,
        text: Object.fromEntries(LANGUAGES.map((l) => [l, long(q.text[l], QUIZ_LIMITS.questionText)])) as typeof q.text,
        help: Object.fromEntries(LANGUAGES.map((l) => [l, long(q.help[l], QUIZ_LIMITS.help)])) as typeof q.help,
      };
    });
    expect((await admin('POST', '/api/admin/quiz/import', large)).statusCode).toBe(201);
  });

  it('gives back an identical quiz after an export and an import: every field, text and position, in order', async () => {
    const installed = (await admin('POST', '/api/admin/quiz/library/wellbeing-youth/install')).json().quiz;
    const exported = await admin('GET', `/api/admin/quiz/${installed.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="club-pulse-wellbeing-check-youth-v1.json"`);
    const imported: QuizVersionResponse = (await admin('POST', '/api/admin/quiz/import', exported.json())).json();
    // As a draft, and once published (written as rows, read back from them).
    expect((await admin('GET', `/api/admin/quiz/${imported.id}/export`)).body).toBe(exported.body);
    expect((await admin('POST', `/api/admin/quiz/${imported.id}/publish`)).statusCode).toBe(200);
    const again = await admin('GET', `/api/admin/quiz/${imported.id}/export`);
    expect(again.body).toBe(exported.body);
    const file: QuizDocument = again.json();
    expect(file.questions.map((q) => [q.keyTerm, q.reversed, q.text.de])).toEqual(
      libraryFile().questions.map((q) => [q.keyTerm, q.reversed, q.text.de]),
    );
  });

  it('exports only a complete quiz: a draft with missing texts answers 409 listing them', async () => {
    const content = quizContentOf(libraryFile());
    (nth(content.keyTerms, 2).description as Partial<Record<string, string>>).ca = '';
    const draft: QuizVersionResponse = (await admin('POST', '/api/admin/quiz', content)).json();
    const res = await admin('GET', `/api/admin/quiz/${draft.id}/export`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([{ code: 'QuizIncomplete', message: 'required', field: 'keyTerms[2].description.ca' }]);
  });
});

describe('drafts and versions', () => {
  /** A complete quiz's content with the German texts of two questions and the Italian "not relevant" missing. */
  function incomplete(): QuizDraft {
    const content = quizContentOf(libraryFile()) as QuizDraft;
    content.name = `Draft ${Date.now()}`;
    for (const i of [4, 17]) delete (nth(content.questions, i).text as Partial<Record<string, string>>).de;
    (content.answerLabels.notRelevant as Partial<Record<string, string>>).it = ' ';
    return content;
  }

  it('saves a draft with missing texts, and refuses to publish it, listing every missing text by path', async () => {
    const created = await admin('POST', '/api/admin/quiz', incomplete());
    expect(created.statusCode).toBe(201);
    const draft: QuizVersionResponse = created.json();
    expect(draft).toMatchObject({ version: 1, status: 'draft' });
    const refused = await admin('POST', `/api/admin/quiz/${draft.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.map((e: { code: string; field: string; message: string }) => `${e.code} ${e.field}: ${e.message}`)).toEqual([
      'QuizIncomplete answerLabels.notRelevant.it: required',
      'QuizIncomplete questions[4].text.de: required',
      'QuizIncomplete questions[17].text.de: required',
    ]);
    expect((await admin('GET', `/api/admin/quiz/${draft.id}`)).json().status).toBe('draft');
    // Completed and saved again, it publishes.
    const saved = await admin('PUT', `/api/admin/quiz/${draft.id}`, quizContentOf(libraryFile()));
    expect(saved.statusCode).toBe(200);
    const published = await admin('POST', `/api/admin/quiz/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', current: true, enabled: true });
    expect(await auditOf(`quiz:${draft.id}`)).toEqual(['quiz.create', 'quiz.update', 'quiz.publish']);
  });

  it('never changes a published version: a change is a draft of the next version, which publishing makes current', async () => {
    const v1: QuizVersionResponse = (await admin('POST', '/api/admin/quiz/import', { ...libraryFile('wellbeing-senior'), name: 'Versioned' })).json();
    await admin('POST', `/api/admin/quiz/${v1.id}/publish`);
    const changed = quizContentOf(libraryFile('wellbeing-senior'));
    changed.name = 'Versioned';
    (changed.questions[0] as { reversed: boolean }).reversed = !changed.questions[0]?.reversed;
    expect((await admin('PUT', `/api/admin/quiz/${v1.id}`, changed)).json().errors[0].code).toBe('QuizVersionPublished');
    expect((await admin('POST', `/api/admin/quiz/${v1.id}/publish`)).json().errors[0].code).toBe('QuizVersionPublished');
    expect((await admin('DELETE', `/api/admin/quiz/${v1.id}`)).statusCode).toBe(409);

    const drafted = await admin('POST', `/api/admin/quiz/${v1.id}/draft`);
    expect(drafted.statusCode).toBe(201);
    const v2: QuizVersionResponse = drafted.json();
    expect(v2).toMatchObject({ familyId: v1.familyId, version: 2, status: 'draft' });
    expect(v2.content).toEqual(v1.content);
    // One draft at a time: asking again gives the same draft.
    const same = await admin('POST', `/api/admin/quiz/${v1.id}/draft`);
    expect([same.statusCode, same.json().id]).toEqual([200, v2.id]);
    expect((await admin('GET', '/api/admin/quiz')).json().find((q: { familyId: number }) => q.familyId === v1.familyId)).toMatchObject({
      id: v1.id,
      version: 1,
      draftId: v2.id,
    });

    await admin('PUT', `/api/admin/quiz/${v2.id}`, changed);
    // Disabled, the quiz stays disabled in its new version: the state belongs to the quiz.
    await admin('PUT', `/api/admin/quiz/${v1.id}/disable`);
    const published = await admin('POST', `/api/admin/quiz/${v2.id}/publish`);
    expect([published.statusCode, published.json().enabled]).toEqual([200, false]);
    await admin('PUT', `/api/admin/quiz/${v2.id}/enable`);
    const after = (await admin('GET', `/api/admin/quiz/${v1.id}`)).json();
    expect(after.content).toEqual(v1.content);
    expect(after.current).toBe(false);
    expect(after.versions.map((v: { version: number; status: string; current: boolean }) => [v.version, v.status, v.current])).toEqual([
      [2, 'published', true],
      [1, 'published', false],
    ]);
    expect((await admin('GET', '/api/admin/quiz')).json().find((q: { familyId: number }) => q.familyId === v1.familyId)).toMatchObject({
      id: v2.id,
      version: 2,
      draftId: null,
    });
  });

  it('says when a draft is word for word the current version, so that publishing it would change nothing', async () => {
    const v1: QuizVersionResponse = (await admin('POST', '/api/admin/quiz/import', { ...libraryFile('wellbeing-senior'), name: 'Unchanged' })).json();
    // A quiz never published replaces nothing.
    expect(v1.unchanged).toBe(false);
    await admin('POST', `/api/admin/quiz/${v1.id}/publish`);
    expect((await admin('GET', `/api/admin/quiz/${v1.id}`)).json().unchanged).toBe(false);

    const v2: QuizVersionResponse = (await admin('POST', `/api/admin/quiz/${v1.id}/draft`)).json();
    expect(v2.unchanged).toBe(true);
    const changed = structuredClone(v2.content);
    (changed.questions[0] as { reversed: boolean }).reversed = !changed.questions[0]?.reversed;
    expect((await admin('PUT', `/api/admin/quiz/${v2.id}`, changed)).json().unchanged).toBe(false);
    // Saved back as it was (its texts sent in another order of languages), it is the same quiz again.
    const reordered = structuredClone(v2.content);
    const first = reordered.questions[0] as { text: Record<string, string> };
    first.text = Object.fromEntries(Object.entries(first.text).reverse());
    expect((await admin('PUT', `/api/admin/quiz/${v2.id}`, reordered)).json().unchanged).toBe(true);
    expect((await admin('GET', `/api/admin/quiz/${v2.id}`)).json().unchanged).toBe(true);
  });

  it('offers coaches only the current version of an enabled quiz, and keeps a study on the version it started with', async () => {
    const group = s.group;
    const coachToken = await t.login(s.coach.email, DEFAULT_PASSWORD);
    const v1: QuizVersionResponse = (await admin('POST', '/api/admin/quiz/import', { ...libraryFile('wellbeing-youth'), name: 'Offered' })).json();
    await admin('POST', `/api/admin/quiz/${v1.id}/publish`);
    const offered = async () =>
      (await t.inject({ method: 'GET', url: `/api/manager/quiz/available?studyGroupId=${group.id}`, token: coachToken }))
        .json()
        .filter((q: { name: string }) => q.name === 'Offered')
        .map((q: { id: number }) => q.id);
    expect(await offered()).toEqual([v1.id]);
    const study = { studyGroupId: group.id, description: 'On v1', startDate: isoDate(0), dueDate: isoDate(10) };
    const created = await t.inject({ method: 'POST', url: '/api/manager/study', payload: { ...study, quizId: v1.id }, token: coachToken });
    expect(created.statusCode).toBe(201);

    const v2: QuizVersionResponse = (await admin('POST', `/api/admin/quiz/${v1.id}/draft`)).json();
    // A draft is offered to nobody, and refused.
    expect(await offered()).toEqual([v1.id]);
    const onDraft = await t.inject({ method: 'POST', url: '/api/manager/study', payload: { ...study, quizId: v2.id }, token: coachToken });
    expect(onDraft.json().errors[0].code).toBe('QuizNotAvailable');
    await admin('POST', `/api/admin/quiz/${v2.id}/publish`);
    expect(await offered()).toEqual([v2.id]);
    const onOld = await t.inject({ method: 'POST', url: '/api/manager/study', payload: { ...study, quizId: v1.id }, token: coachToken });
    expect(onOld.json().errors[0].code).toBe('QuizNotAvailable');
    const onCurrent = await t.inject({ method: 'POST', url: '/api/manager/study', payload: { ...study, quizId: v2.id }, token: coachToken });
    expect(onCurrent.statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: `/api/manager/study/${created.json().id}`, token: coachToken })).json().quizId).toBe(v1.id);
  });

  it('throws a draft away, and the quiz with it when the draft was all of it; never a published version', async () => {
    const draft: QuizVersionResponse = (await admin('POST', '/api/admin/quiz', incomplete())).json();
    expect((await admin('DELETE', `/api/admin/quiz/${draft.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/quiz/${draft.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(quizFamilies).where(eq(quizFamilies.id, draft.familyId))).toEqual([]);
    expect((await admin('DELETE', `/api/admin/quiz/${s.quiz.id}`)).json().errors[0].code).toBe('QuizVersionPublished');
  });
});
