import { buildAccount, buildAdmin, buildMember, buildStudy, type buildScene, DEFAULT_PASSWORD, isoDate } from '../factories.ts';
import type { TestApp } from '../helpers.ts';
import { nth } from '../nth.ts';

/**
 * The audit inventory: every route by which an admin or a coach creates, changes, deletes or sends something,
 * and every admin sign-in, with a call that succeeds and the action it must leave in the audit trail. The calls
 * run in this order (later ones use what earlier ones made, kept in `made`).
 */

export interface AuditCtx {
  t: TestApp;
  s: Awaited<ReturnType<typeof buildScene>>;
  admin: string;
  coach: string;
  caseId: number;
  /** Ids made by earlier calls: a club, a study group, a member, a quiz draft… */
  made: Record<string, number>;
}

export interface AuditCall {
  /** Whose session calls; `none`: signed out (a sign-in), then `actorId` says who must be recorded. */
  as: 'admin' | 'coach' | 'none';
  actorId?: number;
  params?: Record<string, string | number>;
  body?: unknown;
  /** The action that must be recorded with the caller as actor. */
  action: string;
  /** Keeps an id of the answer for later calls. */
  remember?: (answer: Record<string, unknown>, c: AuditCtx) => void;
}

type Entry = (c: AuditCtx) => AuditCall | Promise<AuditCall>;

const studyFields = (o: object = {}) => ({ description: 'Audit study', startDate: isoDate(-1), dueDate: isoDate(60), ...o });
const contact = (name: string) => ({ name, role: 'welfareOfficer', email: 'welfare@example.test', phone: null, languages: ['en'] });
const helpline = { country: 'FR', languages: ['en'], name: 'Ligne audit', number: '3114', description: '', source: 'test', enabled: true };
const account = (o: object = {}) => ({
  name: 'Audit Sports',
  ownerName: 'Owner Person',
  ownerEmail: 'owner@example.test',
  customerCode: 'AUDIT-1',
  activationDate: isoDate(-10),
  renewalDate: isoDate(355),
  active: true,
  ...o,
});
const lastContact = (answer: Record<string, unknown>) => {
  const contacts = answer.contacts as Array<{ id: number }>;
  return nth(contacts, contacts.length - 1).id;
};
const get = async <T = Record<string, unknown>>(c: AuditCtx, url: string): Promise<T> =>
  (await c.t.inject({ method: 'GET', url, token: c.admin })).json();

export const AUDITED: Record<string, Entry> = {
  // Sign-ins: an admin with a password alone (no second factor yet), and one with the code step.
  'POST /api/member/authenticate': async (c) => {
    const admin = await buildAdmin(c.t.db, { twoFactor: false });
    return { as: 'none', actorId: admin.id, body: { email: admin.email, password: DEFAULT_PASSWORD }, action: 'admin.signIn' };
  },
  'POST /api/member/authenticate/two-factor': async (c) => {
    const admin = await buildAdmin(c.t.db);
    const first = (
      await c.t.inject({ method: 'POST', url: '/api/member/authenticate', payload: { email: admin.email, password: DEFAULT_PASSWORD } })
    ).json();
    return {
      as: 'none',
      actorId: admin.id,
      body: { challenge: first.challenge, code: await c.t.twoFactorCode(admin.id) },
      action: 'admin.signInTwoFactor',
    };
  },

  // A coach's acts on the study of their group (reminded first, while it takes answers).
  'POST /api/manager/study/{id}/remind': (c) => ({ as: 'coach', params: { id: c.s.study.id }, action: 'study.remind' }),
  'POST /api/manager/study': (c) => ({
    as: 'coach',
    body: studyFields({ studyGroupId: c.s.group.id, quizId: c.s.quiz.id }),
    action: 'study.create',
  }),
  'POST /api/manager/study/Update': (c) => ({
    as: 'coach',
    body: studyFields({ id: c.s.study.id, description: 'Audit study renamed' }),
    action: 'study.update',
  }),
  'POST /api/manager/study/{id}/invite': (c) => ({
    as: 'coach',
    params: { id: c.s.study.id },
    body: { emails: ['audit-invite@example.test'] },
    action: 'study.invite',
  }),
  'POST /api/manager/study/{id}/duplicate': (c) => ({
    as: 'coach',
    params: { id: c.s.study.id },
    body: studyFields({ description: 'Audit copy' }),
    action: 'study.duplicate',
  }),
  'PUT /api/manager/study/{id}/close': (c) => ({ as: 'coach', params: { id: c.s.study.id }, action: 'study.close' }),
  'PUT /api/manager/study/{id}/reopen': (c) => ({ as: 'coach', params: { id: c.s.study.id }, action: 'study.reopen' }),
  'POST /api/manager/case/{caseId}/act': (c) => ({
    as: 'coach',
    params: { caseId: c.caseId },
    body: { act: 'note', note: 'Audit note' },
    action: 'case.noted',
  }),
  'PUT /api/manager/club/{clubId}/support/country': (c) => ({
    as: 'coach',
    params: { clubId: c.s.club.id },
    body: { country: 'ES' },
    action: 'club.supportCountry',
  }),
  'POST /api/manager/club/{clubId}/support/contacts': (c) => ({
    as: 'coach',
    params: { clubId: c.s.club.id },
    body: contact('Coach Contact'),
    action: 'supportContact.created',
    remember: (answer, ctx) => {
      ctx.made.coachContact = lastContact(answer);
    },
  }),
  'PUT /api/manager/club/{clubId}/support/contacts/{contactId}': (c) => ({
    as: 'coach',
    params: { clubId: c.s.club.id, contactId: c.made.coachContact ?? 0 },
    body: contact('Coach Contact Again'),
    action: 'supportContact.updated',
  }),
  'DELETE /api/manager/club/{clubId}/support/contacts/{contactId}': (c) => ({
    as: 'coach',
    params: { clubId: c.s.club.id, contactId: c.made.coachContact ?? 0 },
    action: 'supportContact.deleted',
  }),

  // Customer accounts, clubs and their study groups.
  'POST /api/admin/account': () => ({
    as: 'admin',
    body: account(),
    action: 'account.create',
    remember: (answer, c) => {
      c.made.account = answer.id as number;
    },
  }),
  'PUT /api/admin/account/{id}': (c) => ({
    as: 'admin',
    params: { id: c.made.account ?? 0 },
    body: account({ name: 'Audit Sports SL' }),
    action: 'account.update',
  }),
  'POST /api/admin/club': async (c) => ({
    as: 'admin',
    body: { name: 'CF Montjuïc', code: 'MONTJUIC', accountId: (await buildAccount(c.t.db)).id, active: true },
    action: 'club.create',
    remember: (answer, ctx) => {
      ctx.made.club = answer.id as number;
      ctx.made.clubAccount = answer.accountId as number;
    },
  }),
  'PUT /api/admin/club/{id}': (c) => ({
    as: 'admin',
    params: { id: c.made.club ?? 0 },
    body: { name: 'CF Montjuïc', code: 'MONTJUIC', accountId: c.made.clubAccount, active: true, country: 'ES' },
    action: 'club.update',
  }),
  'POST /api/admin/studyGroup': (c) => ({
    as: 'admin',
    body: { clubId: c.made.club, name: 'Cadet Femení', code: 'CADF', categoryId: c.s.group.categoryId },
    action: 'studyGroup.create',
    remember: (answer, ctx) => {
      ctx.made.group = answer.id as number;
    },
  }),
  'PUT /api/admin/studyGroup': (c) => ({
    as: 'admin',
    body: { id: c.made.group, name: 'Cadet Femení A', code: 'CADF', categoryId: c.s.group.categoryId, state: 'active' },
    action: 'studyGroup.update',
  }),
  'POST /api/admin/squadMember/byclub/{clubId}/AddCoach': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id },
    body: { email: 'audit.coach@example.test', name: 'Núria', surname: 'Vila', language: 'ca' },
    action: 'squadMember.addCoach',
    remember: (answer, ctx) => {
      ctx.made.squadMember = answer.squadMemberId as number;
    },
  }),
  'DELETE /api/admin/squadMember/byclub/{clubId}/RemoveSquadMember': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id },
    body: { clubId: c.s.club.id, squadMemberId: c.made.squadMember },
    action: 'squadMember.remove',
  }),
  'POST /api/admin/study-group/{id}/roster-import': (c) => ({
    as: 'admin',
    params: { id: c.s.group.id },
    body: { csv: 'name,surname,email,birthDate\nAudit,Player,audit-roster@example.test,2008-01-01', dryRun: false },
    action: 'studyGroup.rosterImport',
  }),
  'PUT /api/admin/study/{id}/cancel': async (c) => ({
    as: 'admin',
    params: { id: (await buildStudy(c.t.db, { studyGroupId: c.s.group.id, quizId: c.s.quiz.id })).id },
    action: 'study.cancel',
  }),

  // Members.
  'POST /api/admin/member': () => ({
    as: 'admin',
    body: { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test', language: 'ca', role: 'AppAdmin' },
    action: 'member.create',
    remember: (answer, c) => {
      c.made.member = (answer.member as { id: number }).id;
    },
  }),
  'PUT /api/admin/member/{id}': (c) => ({
    as: 'admin',
    params: { id: c.made.member ?? 0 },
    body: { name: 'Laia', surname: 'Puig', email: 'laia.puig@example.test' },
    action: 'member.update',
  }),
  'POST /api/admin/member/{id}/invite': (c) => ({ as: 'admin', params: { id: c.made.member ?? 0 }, action: 'member.invite' }),
  'POST /api/admin/member/{id}/passwordReset': async (c) => ({
    as: 'admin',
    params: { id: (await buildMember(c.t.db)).id },
    action: 'member.passwordReset',
  }),
  'POST /api/admin/member/{id}/two-factor/reset': async (c) => ({
    as: 'admin',
    params: { id: (await buildAdmin(c.t.db)).id },
    action: 'member.twoFactorReset',
  }),
  // A new admin: made a user, then an admin again.
  'PUT /api/admin/member/{id}/demote': (c) => ({ as: 'admin', params: { id: c.made.member ?? 0 }, action: 'member.demote' }),
  'PUT /api/admin/member/{id}/promote': (c) => ({ as: 'admin', params: { id: c.made.member ?? 0 }, action: 'member.promote' }),
  'PUT /api/admin/member/disable/{id}': (c) => ({ as: 'admin', params: { id: c.made.member ?? 0 }, action: 'member.disable' }),
  'PUT /api/admin/member/enable/{id}': (c) => ({ as: 'admin', params: { id: c.made.member ?? 0 }, action: 'member.enable' }),
  'POST /api/admin/member/{id}/erase': (c) => ({
    as: 'admin',
    params: { id: c.made.member ?? 0 },
    body: { reason: 'On request' },
    action: 'member.erase',
  }),

  // Quizzes: one from the library, a new one written and thrown away, a next version published, a file imported.
  'POST /api/admin/quiz/library/{key}/install': async (c) => ({
    as: 'admin',
    params: { key: nth(await get<Array<{ key: string }>>(c, '/api/admin/quiz/library'), 0).key },
    action: 'quiz.install',
    remember: (answer, ctx) => {
      ctx.made.libraryQuiz = (answer.quiz as { id: number }).id;
    },
  }),
  'PUT /api/admin/quiz/{id}/disable': (c) => ({ as: 'admin', params: { id: c.made.libraryQuiz ?? 0 }, action: 'quiz.disable' }),
  'PUT /api/admin/quiz/{id}/enable': (c) => ({ as: 'admin', params: { id: c.made.libraryQuiz ?? 0 }, action: 'quiz.enable' }),
  'POST /api/admin/quiz': async (c) => ({
    as: 'admin',
    body: { ...((await get(c, `/api/admin/quiz/${c.made.libraryQuiz}`)).content as object), name: 'Audit quiz' },
    action: 'quiz.create',
    remember: (answer, ctx) => {
      ctx.made.newQuiz = answer.id as number;
    },
  }),
  'PUT /api/admin/quiz/{id}': async (c) => ({
    as: 'admin',
    params: { id: c.made.newQuiz ?? 0 },
    body: { ...((await get(c, `/api/admin/quiz/${c.made.newQuiz}`)).content as object), name: 'Audit quiz again' },
    action: 'quiz.update',
  }),
  'DELETE /api/admin/quiz/{id}': (c) => ({ as: 'admin', params: { id: c.made.newQuiz ?? 0 }, action: 'quiz.delete' }),
  'POST /api/admin/quiz/{id}/draft': (c) => ({
    as: 'admin',
    params: { id: c.made.libraryQuiz ?? 0 },
    action: 'quiz.draft',
    remember: (answer, ctx) => {
      ctx.made.nextVersion = answer.id as number;
    },
  }),
  'POST /api/admin/quiz/{id}/publish': (c) => ({ as: 'admin', params: { id: c.made.nextVersion ?? 0 }, action: 'quiz.publish' }),
  'POST /api/admin/quiz/import': async (c) => ({
    as: 'admin',
    body: { ...(await get(c, `/api/admin/quiz/${c.made.libraryQuiz}/export`)), name: 'Audit imported quiz' },
    action: 'quiz.import',
  }),

  // Helplines, a club's support as the admin keeps it, the texts and the settings.
  'POST /api/admin/helpline': () => ({
    as: 'admin',
    body: { ...helpline, confirmed: false },
    action: 'helpline.created',
    remember: (answer, c) => {
      const lines = answer as unknown as Array<{ id: number; name: string }>;
      c.made.helpline = lines.find((h) => h.name === helpline.name)?.id ?? 0;
    },
  }),
  'PUT /api/admin/helpline/{id}': (c) => ({
    as: 'admin',
    params: { id: c.made.helpline ?? 0 },
    body: { ...helpline, confirmed: true },
    action: 'helpline.confirmed',
  }),
  'PUT /api/admin/helpline/{id}/confirm': (c) => ({ as: 'admin', params: { id: c.made.helpline ?? 0 }, action: 'helpline.confirmed' }),
  'PUT /api/admin/club/{clubId}/support/country': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id },
    body: { country: 'FR' },
    action: 'club.supportCountry',
  }),
  'POST /api/admin/club/{clubId}/support/contacts': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id },
    body: contact('Admin Contact'),
    action: 'supportContact.created',
    remember: (answer, ctx) => {
      ctx.made.adminContact = lastContact(answer);
    },
  }),
  'PUT /api/admin/club/{clubId}/support/contacts/{contactId}': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id, contactId: c.made.adminContact ?? 0 },
    body: contact('Admin Contact Again'),
    action: 'supportContact.updated',
  }),
  'DELETE /api/admin/club/{clubId}/support/contacts/{contactId}': (c) => ({
    as: 'admin',
    params: { clubId: c.s.club.id, contactId: c.made.adminContact ?? 0 },
    action: 'supportContact.deleted',
  }),
  'POST /api/admin/compliance': () => ({
    as: 'admin',
    body: {
      category: 2,
      contents: Object.fromEntries(['en', 'es', 'ca', 'de', 'it'].map((l) => [l, `# Privacy (audit ${l})`])),
      changeSummary: { en: 'Audit wording', es: 'Audit wording', ca: 'Audit wording', de: 'Audit wording', it: 'Audit wording' },
    },
    action: 'compliance.publish',
  }),
  'PUT /api/admin/setup/defaultLanguage': () => ({ as: 'admin', body: { language: 'ca' }, action: 'settings.default-language' }),
  'PUT /api/admin/settings/answerRetention': () => ({ as: 'admin', body: { months: 36 }, action: 'settings.answer-retention' }),
  'POST /api/admin/setup/testMail': () => ({ as: 'admin', body: { to: 'ops@example.test' }, action: 'setup.test-mail' }),
};
