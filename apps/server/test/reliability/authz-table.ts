import { registration } from '../registration-factories.ts';
import { type buildScene, DEFAULT_PASSWORD, isoDate } from '../factories.ts';
import type { TestApp } from '../helpers.ts';
import { nth } from '../nth.ts';

export const ACTORS = ['anonymous', 'disabled', 'expired', 'algNone', 'badSignature', 'playerA', 'playerB', 'coach', 'otherCoach', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export const INVALID: Actor[] = ['anonymous', 'disabled', 'expired', 'algNone', 'badSignature'];

/** ok: 2xx · unauth: 401 · forbidden: 403 · hidden: 404 (does not exist for the caller) · deny: 403 or 404 · a number: exactly it. */
export type Expect = 'ok' | 'unauth' | 'forbidden' | 'hidden' | 'deny' | 'reached' | number;
export const matches = (e: Expect, s: number) =>
  e === 'ok'
    ? s >= 200 && s < 300
    : e === 'unauth'
      ? s === 401
      : e === 'forbidden'
        ? s === 403
        : e === 'hidden'
          ? s === 404
          : e === 'deny'
            ? s === 403 || s === 404
            : e === 'reached'
              ? s !== 401 && s !== 403 && s < 500
              : s === e;

export type Row = Record<Actor, Expect>;
export const row = (invalid: Expect, rest: Partial<Record<Actor, Expect>>, others: Expect): Row =>
  Object.fromEntries(ACTORS.map((a) => [a, rest[a] ?? (INVALID.includes(a) ? invalid : others)])) as Row;

/** The expected rows, by kind of route. */
export const PUBLIC = (e: Expect = 'ok') => row(e, {}, e);
/** Any signed-in member (their own things only). */
export const MEMBER = (e: Expect = 'ok') => row('unauth', {}, e);
/** Role User (players and coaches); admins are not users. */
export const USER = (e: Expect = 'ok') => row('unauth', { admin: 'forbidden' }, e);
/** Player A's own evaluation: anybody else gets 404, an admin 403 (role). */
export const OWN_EVALUATION_OF_A = (e: Expect = 'ok') => row('unauth', { admin: 'forbidden', playerA: e }, 'hidden');
/** The coach of the study's club only. */
export const COACH_OF_CLUB = (e: Expect = 'ok') => row('unauth', { admin: 'forbidden', coach: e }, 'deny');
/** Any member with squad role Coach (their own clubs' data). */
export const ANY_COACH = (e: Expect = 'ok') => row('unauth', { admin: 'forbidden', coach: e, otherCoach: e }, 'deny');
export const ADMIN_ONLY = (e: Expect = 'reached') => row('unauth', { admin: e }, 'forbidden');

export interface Ctx {
  t: TestApp;
  s: Awaited<ReturnType<typeof buildScene>>;
  openEvaluationOfA: number;
  onboardingToken: string;
  victim: { id: number };
  /** The follow-up case of player A's result. */
  caseOfA: number;
}

export interface Entry {
  expect: Row;
  params?: (c: Ctx) => Record<string, string | number>;
  query?: (c: Ctx) => Record<string, string | number>;
  body?: (c: Ctx, actor: Actor) => unknown;
  /** Undo a side effect that would change later cells (e.g. new usage terms gate everyone). */
  after?: (c: Ctx) => Promise<void>;
}

export const studyId = (c: Ctx) => ({ id: c.s.study.id });
export const studyFields = (o: object = {}) => ({ description: 'Matrix study', startDate: isoDate(-1), dueDate: isoDate(60), ...o });

export const TABLE: Record<string, Entry> = {
  'GET /appsettings.json': { expect: PUBLIC() },
  'GET /api/health': { expect: PUBLIC() },
  'GET /api/ready': { expect: PUBLIC() },
  'GET /api/captcha/challenge': { expect: PUBLIC() },
  // "Get support" on the public pages: a country's helplines, for anyone.
  'GET /api/support/helplines': { expect: PUBLIC() },
  'GET /api/compliance/byCategory/{category}': { expect: PUBLIC(), params: () => ({ category: 0 }) },
  'POST /api/member/authenticate': { expect: PUBLIC(), body: (c) => ({ email: nth(c.s.players, 1).email, password: DEFAULT_PASSWORD }) },
  'POST /api/account/register/player': { expect: PUBLIC(), body: (c) => registration(c.onboardingToken) },
  // The landing of a study link: anyone may check one (its token is the capability).
  'GET /api/invitation': { expect: PUBLIC(), query: (c) => ({ studyToken: c.onboardingToken }) },
  'POST /api/member/forgotPassword': { expect: PUBLIC(204), body: () => ({ email: 'nobody@example.test' }) },
  // A wrong reset token: everyone reaches the check (400), nobody is stopped by authentication.
  'POST /api/member/resetPassword': {
    expect: PUBLIC(400),
    body: () => ({ email: 'nobody@example.test', token: 'x', password: 'Whatever2026x', repeatPassword: 'Whatever2026x' }),
  },

  'POST /api/member/signOut': { expect: MEMBER(204) },
  // Two-factor sign-in (modules/two-factor): a made-up challenge is refused to everybody alike.
  'POST /api/member/authenticate/two-factor': { expect: PUBLIC(400), body: () => ({ challenge: 'not-a-challenge', code: '000000' }) },
  'GET /api/member/two-factor': { expect: MEMBER('ok') },
  // Setting up is for admins (the scene's admin has it already: 409); anybody else 403.
  'POST /api/member/two-factor/setup': { expect: ADMIN_ONLY(409) },
  'POST /api/member/two-factor/enable': { expect: ADMIN_ONLY(409), body: () => ({ code: '000000' }) },
  // Without a second factor: 409 TwoFactorNotSetUp; the admin's wrong code: 400. Nothing changes.
  'POST /api/member/two-factor/recovery-codes': { expect: row('unauth', { admin: 400 }, 409), body: () => ({ code: '000000' }) },
  'GET /api/squadRole/GetMySquadRoles': { expect: MEMBER() },
  'POST /api/compliance/acceptNewTerms': { expect: MEMBER(), body: () => ({}) },
  'GET /api/member/me/data': { expect: MEMBER() },
  // A wrong password: every member reaches the check (400 LoginError) and nobody is deleted.
  'DELETE /api/member/me': { expect: MEMBER(400), body: () => ({ password: 'not-the-password' }) },
  // The account page: every member reads and changes their own profile; a wrong current password is refused (400),
  // so nobody's password or sessions change under the later cells.
  'GET /api/member/me/profile': { expect: MEMBER() },
  // "Get support" in every signed-in member's menu: their own clubs' contacts and helplines.
  'GET /api/support/mine': { expect: MEMBER() },
  'PUT /api/member/me/profile': { expect: MEMBER(), body: (_c, actor) => ({ name: 'Matrix', surname: actor, language: 'en' }) },
  'PUT /api/member/me/language': { expect: MEMBER(204), body: () => ({ language: 'en' }) },
  'POST /api/member/me/guardianConsent': { expect: MEMBER(204), body: () => ({ guardianConfirmed: true }) },
  'POST /api/member/me/changePassword': {
    expect: MEMBER(400),
    body: () => ({ currentPassword: 'not-the-password', password: 'Whatever2026x', repeatPassword: 'Whatever2026x' }),
  },

  'POST /api/player/onboard': { expect: USER(), body: (c) => ({ studyToken: c.onboardingToken }) },
  'GET /api/evaluation/getMyPendingEvaluations': { expect: USER() },
  'GET /api/evaluation/getMyFinishedEvaluations': { expect: USER() },
  'GET /api/evaluation/{id}/continueQuiz': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: c.openEvaluationOfA }) },
  'POST /api/evaluation/{evaluationId}/answer/{entryId}': {
    expect: OWN_EVALUATION_OF_A(),
    params: (c) => ({ evaluationId: c.openEvaluationOfA, entryId: nth(c.s.quiz.questions, 0).id }),
    body: () => ({ selectedAnswer: 3 }),
  },
  'GET /api/evaluation/{id}/ended': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  'GET /api/evaluation/{id}/report': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  'GET /api/evaluation/{id}/help': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  'GET /api/evaluation/{id}/report/export': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },

  'GET /api/manager/study/all': { expect: ANY_COACH() },
  'GET /api/manager/club/myClubs': { expect: ANY_COACH() },
  'GET /api/manager/quiz/available': { expect: COACH_OF_CLUB(), query: (c) => ({ studyGroupId: c.s.group.id }) },
  'GET /api/manager/study/{id}': { expect: COACH_OF_CLUB(), params: studyId },
  'POST /api/manager/study': { expect: COACH_OF_CLUB(), body: (c) => studyFields({ studyGroupId: c.s.group.id, quizId: c.s.quiz.id }) },
  'POST /api/manager/study/Update': { expect: COACH_OF_CLUB(), body: (c) => studyFields({ id: c.s.study.id, description: c.s.study.description }) },
  'PUT /api/manager/study/{id}/close': { expect: COACH_OF_CLUB(), params: studyId },
  'PUT /api/manager/study/{id}/reopen': { expect: COACH_OF_CLUB(), params: studyId },
  // Sharing: the poster, invitations by mail and a copy with new dates (the study is open again here).
  'GET /api/manager/study/{id}/poster': { expect: COACH_OF_CLUB(), params: studyId, query: () => ({ language: 'ca' }) },
  'POST /api/manager/study/{id}/invite': { expect: COACH_OF_CLUB(), params: studyId, body: () => ({ emails: ['matrix-invite@example.test'] }) },
  'POST /api/manager/study/{id}/duplicate': { expect: COACH_OF_CLUB(), params: studyId, body: () => studyFields({ description: 'Matrix copy' }) },
  'GET /api/manager/squadMember/bystudy/{id}': { expect: COACH_OF_CLUB(), params: studyId },
  'GET /api/manager/study/{id}/report': { expect: COACH_OF_CLUB(), params: studyId },
  'GET /api/manager/study/{id}/report/export': { expect: COACH_OF_CLUB(), params: studyId, query: () => ({ format: 'pdf' }) },
  'GET /api/manager/studyGroup/{id}/trends': { expect: COACH_OF_CLUB(), params: (c) => ({ id: c.s.group.id }) },
  'GET /api/evaluation/myHistory': { expect: USER() },

  // From a flag to support: the club's coaches keep its support; a player reads their own evaluation's.
  'GET /api/manager/club/{clubId}/support': { expect: COACH_OF_CLUB(), params: (c) => ({ clubId: c.s.club.id }) },
  'PUT /api/manager/club/{clubId}/support/country': {
    expect: COACH_OF_CLUB(),
    params: (c) => ({ clubId: c.s.club.id }),
    body: () => ({ country: 'ES' }),
  },
  'POST /api/manager/club/{clubId}/support/contacts': {
    expect: COACH_OF_CLUB(),
    params: (c) => ({ clubId: c.s.club.id }),
    body: () => ({ name: 'Matrix Contact', role: 'welfareOfficer', email: 'welfare@example.test', phone: null, languages: ['en'] }),
  },
  'PUT /api/manager/club/{clubId}/support/contacts/{contactId}': {
    expect: COACH_OF_CLUB(404),
    params: (c) => ({ clubId: c.s.club.id, contactId: 999_999 }),
    body: () => ({ name: 'Matrix Contact', role: 'other', email: null, phone: '+34 600 000 000', languages: ['es'] }),
  },
  'DELETE /api/manager/club/{clubId}/support/contacts/{contactId}': {
    expect: COACH_OF_CLUB(404),
    params: (c) => ({ clubId: c.s.club.id, contactId: 999_999 }),
  },
  'GET /api/evaluation/{id}/support': { expect: OWN_EVALUATION_OF_A(), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  // Follow-up cases: the coach of the case's club only; another club's coach and the players 403, admins are not users.
  'GET /api/manager/cases': { expect: ANY_COACH() },
  'GET /api/manager/study/{id}/cases': { expect: COACH_OF_CLUB(), params: studyId },
  'GET /api/manager/case/{caseId}': { expect: COACH_OF_CLUB(), params: (c) => ({ caseId: c.caseOfA }) },
  'POST /api/manager/case/{caseId}/act': {
    expect: COACH_OF_CLUB(),
    params: (c) => ({ caseId: c.caseOfA }),
    body: () => ({ act: 'note', note: 'Matrix note' }),
  },
  'GET /api/manager/study/{id}/reminders': { expect: COACH_OF_CLUB(), params: studyId },
  // Once a day per study: the coach's first call sends (200), a repeated one is refused (409); both reach the service.
  'POST /api/manager/study/{id}/remind': { expect: COACH_OF_CLUB('reached'), params: studyId },

  // Quiz categories feed the admin's and the coach's forms: any signed-in member may read the list.
  'GET /api/quizcategory': { expect: MEMBER() },

  // Administration: admins only. Reads use the scene's real ids; writes that would change later cells use an id
  // that does not exist or an empty body, so the admin is merely 'reached' (404/400) while everyone else is stopped.
  'GET /api/admin/summary': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/cases/stats': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/club': { expect: ADMIN_ONLY('ok') },
  'POST /api/admin/club': { expect: ADMIN_ONLY(), body: () => ({}) },
  'GET /api/admin/club/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.club.id }) },
  'GET /api/admin/club/page': { expect: ADMIN_ONLY('ok'), query: () => ({ q: 'a', pageSize: 10 }) },
  'PUT /api/admin/club/{id}': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }), body: () => ({}) },
  'GET /api/admin/coach/ByClub/{clubId}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ clubId: c.s.club.id }) },
  'GET /api/admin/studyGroup/byclub/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.club.id }) },
  'GET /api/admin/studyGroup/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.group.id }) },
  'GET /api/admin/studyGroup/page': { expect: ADMIN_ONLY('ok'), query: (c) => ({ clubId: c.s.club.id, pageSize: 10 }) },
  'POST /api/admin/studyGroup': { expect: ADMIN_ONLY(), body: () => ({}) },
  'PUT /api/admin/studyGroup': { expect: ADMIN_ONLY(), body: () => ({}) },
  'GET /api/admin/study/bystudygroup/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.group.id }) },
  'GET /api/admin/study/byclub/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.club.id }) },
  'GET /api/admin/study/{id}': { expect: ADMIN_ONLY('ok'), params: studyId },
  'GET /api/admin/study/page': { expect: ADMIN_ONLY('ok'), query: (c) => ({ studyGroupId: c.s.group.id, state: 'open', pageSize: 10 }) },
  // An unknown study: the admin is reached (404) and the scene's study is not cancelled for later cells.
  'PUT /api/admin/study/{id}/cancel': { expect: ADMIN_ONLY(), params: () => ({ id: 2_000_000_000 }) },
  'GET /api/admin/squadMember/bystudy/{id}': { expect: ADMIN_ONLY('ok'), params: studyId },
  'GET /api/admin/squadMember/bystudygroup/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.group.id }) },
  'GET /api/admin/squadMember/byclub/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.club.id }) },
  'DELETE /api/admin/squadMember/byclub/{clubId}/RemoveSquadMember': { expect: ADMIN_ONLY(), params: () => ({ clubId: 999_999 }), body: () => ({}) },
  'POST /api/admin/squadMember/byclub/{clubId}/AddCoach': { expect: ADMIN_ONLY(), params: () => ({ clubId: 999_999 }), body: () => ({}) },
  // A dry run: the admin gets the report of the file and nothing is stored for later cells.
  'POST /api/admin/study-group/{id}/roster-import': {
    expect: ADMIN_ONLY('ok'),
    params: (c) => ({ id: c.s.group.id }),
    body: () => ({ csv: 'name,surname,email,birthDate\nMatrix,Player,matrix-roster@example.test,2008-01-01', dryRun: true }),
  },
  'GET /api/admin/study/{id}/report': { expect: ADMIN_ONLY('ok'), params: studyId },
  'GET /api/admin/study/{id}/report/export': { expect: ADMIN_ONLY('ok'), params: studyId, query: () => ({ format: 'csv' }) },
  'GET /api/admin/evaluation/{id}/report': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  'GET /api/admin/evaluation/{id}/help': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: nth(c.s.players, 0).evaluation.id }) },
  'GET /api/admin/member': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/member/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.victim.id }) },
  'POST /api/admin/member': {
    expect: ADMIN_ONLY(201),
    body: (_c, actor) => ({
      name: 'Matrix',
      surname: 'Member',
      email: `matrix-${actor}-${Date.now()}@example.test`,
      language: 'en',
      role: 'AppAdmin',
    }),
  },
  'PUT /api/admin/member/{id}': {
    expect: ADMIN_ONLY('ok'),
    params: (c) => ({ id: c.victim.id }),
    body: () => ({ name: 'Victim', surname: 'Member', email: 'matrix-victim@example.test' }),
  },
  // The victim has a password: every admin reaches the check (409 MemberAlreadyActive).
  'POST /api/admin/member/{id}/invite': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.victim.id }) },
  'POST /api/admin/member/{id}/passwordReset': { expect: ADMIN_ONLY(204), params: (c) => ({ id: c.victim.id }) },
  // The admin's own second factor: reached, and refused as their own (409 CannotResetOwnTwoFactor); nothing changes.
  'POST /api/admin/member/{id}/two-factor/reset': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.admin.id }) },
  // The admin's own role: reached, and refused as their own (409 CannotChangeOwnRole); nobody's role changes.
  'PUT /api/admin/member/{id}/promote': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.admin.id }) },
  'PUT /api/admin/member/{id}/demote': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.admin.id }) },
  'POST /api/admin/member/{id}/erase': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.admin.id }), body: () => ({ reason: 'Matrix check' }) },
  'GET /api/admin/audit/page': { expect: ADMIN_ONLY('ok'), query: () => ({ action: 'member.disable', pageSize: 10 }) },
  'GET /api/admin/audit/export.csv': { expect: ADMIN_ONLY('ok'), query: () => ({ from: isoDate(-1) }) },
  'GET /api/admin/member/page': { expect: ADMIN_ONLY('ok'), query: () => ({ q: 'a', pageSize: 10 }) },
  'PUT /api/admin/member/enable/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.victim.id }) },
  'PUT /api/admin/member/disable/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.victim.id }) },
  'GET /api/admin/quiz': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/quiz/page': { expect: ADMIN_ONLY('ok'), query: () => ({ q: 'a', enabled: 'true', pageSize: 10 }) },
  'PUT /api/admin/quiz/{id}/enable': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }) },
  'PUT /api/admin/quiz/{id}/disable': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }) },
  // Quiz authoring (docs/decisions/0007): reads on the scene's quiz; writes with a body the admin sees refused (400),
  // a library key or an id that does not exist (404), or the scene's quiz, whose texts are not in every language (409).
  'GET /api/admin/quiz/library': { expect: ADMIN_ONLY('ok') },
  'POST /api/admin/quiz/library/{key}/install': { expect: ADMIN_ONLY(404), params: () => ({ key: 'no-such-quiz' }) },
  'POST /api/admin/quiz': { expect: ADMIN_ONLY(400), body: () => ({}) },
  'POST /api/admin/quiz/import': { expect: ADMIN_ONLY(400), body: () => ({ format: 'club-pulse/quiz' }) },
  'GET /api/admin/quiz/{id}': { expect: ADMIN_ONLY('ok'), params: (c) => ({ id: c.s.quiz.id }) },
  'PUT /api/admin/quiz/{id}': { expect: ADMIN_ONLY(400), params: (c) => ({ id: c.s.quiz.id }), body: () => ({}) },
  'DELETE /api/admin/quiz/{id}': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.quiz.id }) },
  'POST /api/admin/quiz/{id}/draft': { expect: ADMIN_ONLY(404), params: () => ({ id: 999_999 }) },
  'POST /api/admin/quiz/{id}/publish': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.quiz.id }) },
  'GET /api/admin/quiz/{id}/export': { expect: ADMIN_ONLY(409), params: (c) => ({ id: c.s.quiz.id }) },
  'GET /api/admin/account': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/account/page': { expect: ADMIN_ONLY('ok'), query: () => ({ q: 'a', pageSize: 10 }) },
  'POST /api/admin/account': { expect: ADMIN_ONLY(), body: () => ({}) },
  'PUT /api/admin/account/{id}': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }), body: () => ({}) },

  'GET /api/admin/helpline': { expect: ADMIN_ONLY('ok') },
  'POST /api/admin/helpline': { expect: ADMIN_ONLY(), body: () => ({}) },
  'PUT /api/admin/helpline/{id}': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }), body: () => ({}) },
  'PUT /api/admin/helpline/{id}/confirm': { expect: ADMIN_ONLY(), params: () => ({ id: 999_999 }) },
  'GET /api/admin/club/{clubId}/support': { expect: ADMIN_ONLY('ok'), params: (c) => ({ clubId: c.s.club.id }) },
  'PUT /api/admin/club/{clubId}/support/country': { expect: ADMIN_ONLY(), params: () => ({ clubId: 999_999 }), body: () => ({ country: null }) },
  'POST /api/admin/club/{clubId}/support/contacts': { expect: ADMIN_ONLY(), params: () => ({ clubId: 999_999 }), body: () => ({}) },
  'PUT /api/admin/club/{clubId}/support/contacts/{contactId}': {
    expect: ADMIN_ONLY(),
    params: () => ({ clubId: 999_999, contactId: 999_999 }),
    body: () => ({}),
  },
  'DELETE /api/admin/club/{clubId}/support/contacts/{contactId}': { expect: ADMIN_ONLY(), params: () => ({ clubId: 999_999, contactId: 999_999 }) },

  'POST /api/admin/compliance': {
    expect: ADMIN_ONLY('ok'),
    // A new text every call (at least one language must change); the privacy policy gates nobody.
    body: () => ({
      category: 2,
      contents: Object.fromEntries(['en', 'es', 'ca', 'de', 'it'].map((l) => [l, `# Privacy (matrix ${l} ${Math.random()})`])),
      changeSummary: { en: 'Matrix wording', es: 'Matrix wording', ca: 'Matrix wording', de: 'Matrix wording', it: 'Matrix wording' },
    }),
  },
  'GET /api/admin/compliance/templates': { expect: ADMIN_ONLY('ok') },
  'GET /api/admin/compliance/{category}': { expect: ADMIN_ONLY('ok'), params: () => ({ category: 0 }) },

  // First-run setup: the scene has an admin, so the public calls answer 404 to everybody, for good.
  'GET /api/setup/status': { expect: PUBLIC(404) },
  'POST /api/setup/admin': {
    expect: PUBLIC(404),
    body: () => ({
      code: 'AAAA-AAAA',
      name: 'Eve',
      surname: 'Intruder',
      email: 'eve@example.test',
      password: 'Intruder2026x',
      repeatPassword: 'Intruder2026x',
      language: 'en',
    }),
  },
  'GET /api/admin/setup/progress': { expect: ADMIN_ONLY('ok') },
  'PUT /api/admin/setup/defaultLanguage': { expect: ADMIN_ONLY('ok'), body: () => ({ language: 'en' }) },
  'GET /api/admin/settings/answerRetention': { expect: ADMIN_ONLY('ok') },
  'PUT /api/admin/settings/answerRetention': { expect: ADMIN_ONLY('ok'), body: () => ({ months: 24 }) },
  'POST /api/admin/setup/testMail': { expect: ADMIN_ONLY('ok'), body: () => ({ to: 'ops@example.test' }) },
};
