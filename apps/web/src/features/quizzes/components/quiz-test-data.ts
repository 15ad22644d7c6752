import type { QuizVersionResponse } from '@club-pulse/contracts/admin-quizzes';
import { LANGUAGES } from '@club-pulse/contracts/constants';
import { DEFAULT_ANSWER_LABELS, type QuizDraft } from '@club-pulse/contracts/quiz-document';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';

const each = (text: (lang: string) => string) => Object.fromEntries(LANGUAGES.map((l) => [l, text(l)]));

/** A small complete quiz: two key terms, two questions, every text in every language. */
export function buildQuizContent(overrides: Partial<QuizDraft> = {}): QuizDraft {
  return {
    name: 'Pre-season check',
    category: 'senior',
    hasKeyTermSummary: true,
    answerLabels: DEFAULT_ANSWER_LABELS,
    keyTerms: [
      { code: 'sleep', name: each((l) => `Sleep ${l}`), description: each((l) => `How you sleep (${l})`) },
      { code: 'stress', name: each((l) => `Stress ${l}`), description: each((l) => `How tense you feel (${l})`) },
    ],
    questions: [
      { keyTerm: 'sleep', text: each((l) => `I wake up rested (${l})`), help: each((l) => `The last two weeks (${l})`), reversed: false },
      { keyTerm: 'stress', text: each((l) => `I feel nervous before matches (${l})`), help: each((l) => `Before games (${l})`), reversed: true },
    ],
    ...overrides,
  };
}

/** One version as GET /api/admin/quiz/{id} answers it. */
export function buildQuizVersion(overrides: Partial<QuizVersionResponse> = {}): QuizVersionResponse {
  const status = overrides.status ?? 'draft';
  const id = overrides.id ?? 12;
  return {
    id,
    familyId: 3,
    version: 1,
    status,
    enabled: true,
    publishedAt: status === 'published' ? '2026-11-01T10:00:00.000Z' : null,
    studies: 0,
    current: status === 'published',
    libraryKey: null,
    content: buildQuizContent(),
    versions: [{ id, version: 1, status, publishedAt: null, studies: 0, current: status === 'published' }],
    unchanged: false,
    ...overrides,
  };
}

/** The server answers draft `id` as it is saved now (publishing reads it first: does it change anything?). */
export function serveDraft(overrides: Partial<QuizVersionResponse> = {}, id = 12) {
  server.use(mockApi('get', '/api/admin/quiz/{id}', () => buildQuizVersion({ id, ...overrides }), { id }));
}

/** The server refuses to publish quiz `id` with these problems (409, as it answers an incomplete quiz). */
export function refusePublish(errors: Array<{ code: string; message: string; field: string }>, id = 12) {
  serveDraft({}, id);
  server.use(mockApi('post', '/api/admin/quiz/{id}/publish', () => HttpResponse.json({ errors }, { status: 409 }), { id }));
}
