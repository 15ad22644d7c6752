/**
 * The valid JSON bodies of input-hygiene.test.ts, one per operation with a body: only the field under test is
 * made wrong there, so the 400 can only be about it. An operation without one fails the test.
 */
import { DEFAULT_ANSWER_LABELS } from '@club-pulse/contracts/quiz-document';
import { QUIZ_LIBRARY } from '../../src/content/quizzes/index.ts';
import { registration } from '../registration-factories.ts';
import { type buildScene, DEFAULT_PASSWORD, isoDate } from '../factories.ts';
import { nth } from '../nth.ts';

export type Scene = Awaited<ReturnType<typeof buildScene>>;
let seq = 0;
export const unique = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

/** A valid body per operation: only the field under test is wrong, so the 400 can only be about it. */
/** The valid body of an operation of the table below; an operation without one fails the test. */
export const validBodyOf = (key: string) => {
  const build = VALID_BODIES[key];
  if (!build) throw new Error(`no valid body for ${key}`);
  return build;
};
export const VALID_BODIES: Record<string, (s: Scene) => Record<string, unknown>> = {
  'POST /api/member/authenticate': (s) => ({ email: nth(s.players, 1).email, password: DEFAULT_PASSWORD, captcha: 'solved' }),
  'POST /api/account/register/player': (s) => ({ ...registration(s.study.token), captcha: 'solved', language: 'en' }),
  'POST /api/player/onboard': (s) => ({ studyToken: s.study.token }),
  'POST /api/member/forgotPassword': (s) => ({ email: nth(s.players, 1).email, captcha: 'solved' }),
  'POST /api/member/resetPassword': (s) => ({
    email: nth(s.players, 1).email,
    token: 'a-reset-token-that-was-never-issued',
    password: 'Strong1234x',
    repeatPassword: 'Strong1234x',
  }),
  'POST /api/compliance/acceptNewTerms': () => ({}),
  // The privacy policy (2): publishing it by mistake would not gate the other callers as new terms would.
  'POST /api/admin/compliance': () => ({
    category: 2,
    contents: { en: '# Policy\n\nText', es: '# Política', ca: '# Política', de: '# Richtlinie', it: '# Informativa' },
  }),
  'POST /api/admin/club': (s) => ({
    name: `Hygiene ${unique()}`,
    code: `H${unique()}`.slice(0, 10),
    accountId: s.club.accountId,
    managerMemberId: null,
    active: true,
  }),
  'PUT /api/admin/club/{id}': (s) => ({
    name: `Hygiene ${unique()}`,
    code: `H${unique()}`.slice(0, 10),
    accountId: s.club.accountId,
    managerMemberId: null,
    active: true,
  }),
  'POST /api/admin/studyGroup': (s) => ({
    name: `Group ${unique()}`,
    code: `G${unique()}`.slice(0, 20),
    categoryId: s.group.categoryId,
    coachMemberId: null,
    clubId: s.club.id,
  }),
  'PUT /api/admin/studyGroup': (s) => ({
    id: s.group.id,
    name: `Group ${unique()}`,
    code: `G${unique()}`.slice(0, 20),
    categoryId: s.group.categoryId,
    coachMemberId: null,
    state: 'active',
  }),
  'DELETE /api/admin/squadMember/byclub/{clubId}/RemoveSquadMember': (s) => ({ clubId: s.club.id, squadMemberId: 1 }),
  'POST /api/admin/squadMember/byclub/{clubId}/AddCoach': () => ({
    email: `coach-${unique()}@example.test`,
    name: 'Ana',
    surname: 'Coach',
    studyGroupId: null,
    language: 'en',
  }),
  'POST /api/admin/member': () => ({
    name: 'Hygiene',
    surname: 'Member',
    email: `hygiene-${unique()}@example.test`,
    language: 'en',
    role: 'AppAdmin',
  }),
  'PUT /api/admin/member/{id}': () => ({ name: 'Hygiene', surname: 'Member', email: `hygiene-${unique()}@example.test` }),
  'POST /api/admin/member/{id}/erase': () => ({ reason: 'Hygiene check' }),
  'POST /api/member/authenticate/two-factor': () => ({ challenge: 'not-a-challenge', code: '000000' }),
  'POST /api/member/two-factor/enable': () => ({ code: '000000' }),
  'POST /api/member/two-factor/recovery-codes': () => ({ code: '000000' }),
  'POST /api/admin/study-group/{id}/roster-import': () => ({
    csv: 'name,surname,email,birthDate\nHy,Giene,hygiene-roster@example.test,2008-01-01',
    dryRun: true,
  }),
  'POST /api/admin/account': () => account(),
  'PUT /api/admin/account/{id}': () => account(),
  'POST /api/evaluation/{evaluationId}/answer/{entryId}': () => ({ selectedAnswer: 3 }),
  'POST /api/manager/study': (s) => ({
    description: 'Hygiene study',
    startDate: isoDate(0),
    dueDate: isoDate(30),
    studyGroupId: s.group.id,
    quizId: s.quiz.id,
  }),
  'POST /api/manager/study/Update': (s) => ({ id: s.study.id, description: 'Hygiene study', startDate: isoDate(-7), dueDate: isoDate(30) }),
  'POST /api/manager/study/{id}/invite': () => ({ emails: [`hygiene-${unique()}@example.test`] }),
  'POST /api/manager/study/{id}/duplicate': () => ({ description: 'Hygiene copy', startDate: isoDate(0), dueDate: isoDate(30) }),
  'DELETE /api/member/me': () => ({ password: DEFAULT_PASSWORD }),
  'PUT /api/member/me/profile': () => ({ name: 'Hygiene', surname: 'Member', language: 'en' }),
  'PUT /api/member/me/language': () => ({ language: 'en' }),
  'POST /api/member/me/guardianConsent': () => ({ guardianConfirmed: true }),
  'POST /api/member/me/changePassword': () => ({ currentPassword: DEFAULT_PASSWORD, password: 'Strong1234x', repeatPassword: 'Strong1234x' }),
  // Quiz authoring: a draft of one key term and one question, and a whole quiz file of the library.
  'POST /api/admin/quiz': () => quizDraft(),
  'PUT /api/admin/quiz/{id}': () => quizDraft(),
  'POST /api/admin/quiz/import': () => structuredClone(nth(QUIZ_LIBRARY, 0).document) as Record<string, unknown>,
  // First-run setup (the scene has an admin: the route answers 404 after validating the body).
  'POST /api/setup/admin': () => ({
    code: 'ABCD-EFGH',
    name: 'Ana',
    surname: 'Admin',
    email: `setup-${unique()}@example.test`,
    password: DEFAULT_PASSWORD,
    repeatPassword: DEFAULT_PASSWORD,
    language: 'en',
  }),
  'PUT /api/admin/setup/defaultLanguage': () => ({ language: 'es' }),
  'PUT /api/admin/settings/answerRetention': () => ({ months: 36 }),
  'POST /api/admin/setup/testMail': () => ({ to: 'admin@example.test', language: 'en' }),
  // Support: the club's contacts and country, the helplines, a follow-up.
  'PUT /api/manager/club/{clubId}/support/country': () => ({ country: 'ES' }),
  'POST /api/manager/club/{clubId}/support/contacts': () => supportContact(),
  'PUT /api/manager/club/{clubId}/support/contacts/{contactId}': () => supportContact(),
  'PUT /api/admin/club/{clubId}/support/country': () => ({ country: 'DE' }),
  'POST /api/admin/club/{clubId}/support/contacts': () => supportContact(),
  'PUT /api/admin/club/{clubId}/support/contacts/{contactId}': () => supportContact(),
  'POST /api/admin/helpline': () => helpline(),
  'PUT /api/admin/helpline/{id}': () => helpline(),
  'POST /api/manager/case/{caseId}/act': () => ({ act: 'note', note: 'Talked with the family.' }),
};
export const quizDraft = () => ({
  name: `Quiz ${unique()}`,
  category: 'youth',
  hasKeyTermSummary: true,
  answerLabels: DEFAULT_ANSWER_LABELS,
  keyTerms: [{ code: 'sleep', name: { en: 'Sleep' }, description: { en: 'How you sleep' } }],
  questions: [{ keyTerm: 'sleep', text: { en: 'I sleep well' }, help: { en: 'These days' }, reversed: false }],
});
export const supportContact = () => ({
  name: 'Marta Welfare',
  role: 'welfareOfficer',
  email: 'welfare@example.test',
  phone: '+34 600 000 000',
  languages: ['es', 'ca'],
});
export const helpline = () => ({
  country: 'ES',
  languages: ['es'],
  name: 'Hygiene line',
  number: '024',
  description: 'Any time',
  source: 'test',
  enabled: true,
  confirmed: true,
});
export const account = () => ({
  name: `Account ${unique()}`,
  ownerName: 'Owner',
  ownerEmail: `owner-${unique()}@example.test`,
  customerCode: `HC${unique()}`,
  activationDate: isoDate(-1),
  renewalDate: isoDate(300),
  active: true,
});
