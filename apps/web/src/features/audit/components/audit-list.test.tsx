// @vitest-environment happy-dom
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AdminAuditEvent } from '@club-pulse/contracts/admin-audit';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Component as Audit, loader, shouldRevalidate } from '../../../app/routes/admin/audit.tsx';
import ca from '@club-pulse/texts/locales/ca/audit.json';
import de from '@club-pulse/texts/locales/de/audit.json';
import en from '@club-pulse/texts/locales/en/audit.json';
import es from '@club-pulse/texts/locales/es/audit.json';
import it_ from '@club-pulse/texts/locales/it/audit.json';
import adminCa from '@club-pulse/texts/locales/ca/admin.json';
import adminDe from '@club-pulse/texts/locales/de/admin.json';
import adminEn from '@club-pulse/texts/locales/en/admin.json';
import adminEs from '@club-pulse/texts/locales/es/admin.json';
import adminIt from '@club-pulse/texts/locales/it/admin.json';
import { signInAs } from '../../../testing/factories.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { actionKey } from './audit-list.tsx';

const event = (id: number, o: Partial<AdminAuditEvent> = {}): AdminAuditEvent => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 1,
  actorName: 'Ada Admin',
  actorEmail: 'ada@example.test',
  action: 'member.disable',
  target: `member:${id}`,
  subjectType: 'member',
  subjectName: null,
  relatedName: null,
  ...o,
});

/** The audit page at `path`; the server answers `items` (or fails with `status`). */
function renderAudit(path: string, items: AdminAuditEvent[] = [event(1)], status = 200) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/audit/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (status !== 200) return HttpResponse.json({ errors: [{ code: 'Generic', message: 'boom' }] }, { status });
      return { items, total: items.length, page: Number(params.get('page') ?? 1), pageSize: 25 };
    }),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/audit', Component: Audit, loader, shouldRevalidate }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });

describe('the audit log page', () => {
  it('asks the server for the filters of the address and shows them in the fields', async () => {
    const { last } = renderAudit('/admin/audit?action=member.disable&subject=member:12&from=2026-11-01&to=2026-11-30&actorId=1&page=2');
    await screen.findAllByTestId('audit-row');
    expect(last()).toEqual({ action: 'member.disable', subject: 'member:12', from: '2026-11-01', to: '2026-11-30', actorId: '1', page: '2' });
    expect(inputOf('Action')).toHaveValue('Disabled a member');
    expect(inputOf('Record')).toHaveValue('member:12');
    expect(inputOf('From')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('audit-filter-actor')).toHaveTextContent('By Ada Admin');
  });

  it('names actions in the language of the page, an unknown one as stored, and erased or absent actors', async () => {
    renderAudit('/admin/audit', [
      event(1),
      event(2, { action: 'legacy.thing' }),
      event(3, { actorId: 9, actorName: null, actorEmail: null, action: 'terms.accept' }),
      event(4, { actorId: null, actorName: null, actorEmail: null, action: 'member.delete' }),
    ]);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => within(r).getByTestId('audit-action').textContent)).toEqual([
      'Disabled a member',
      'legacy.thing',
      'Accepted usage terms',
      'Deleted an account',
    ]);
    expect(rows[0]).toHaveTextContent('Ada Admin · ada@example.test');
    expect(rows[2]).toHaveTextContent('Erased member #9');
    expect(rows[3]).toHaveTextContent('System');
  });

  it('puts a chosen action, a typed record and a click on an actor into the address, back to page 1', async () => {
    const { router, user, last } = renderAudit('/admin/audit?page=3');
    await screen.findAllByTestId('audit-row');
    await user.click(inputOf('Action'));
    await user.click(await screen.findByRole('option', { name: 'Enabled a quiz' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?action=quiz.enable'));
    await user.type(inputOf('Record'), 'quiz:4');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?action=quiz.enable&subject=quiz%3A4'));
    // The page has drawn the new address (it asked the server for it) before a row is clicked: the router's
    // state changes first, its render comes in a transition.
    await waitFor(() => expect(last()).toEqual({ action: 'quiz.enable', subject: 'quiz:4' }));
    await user.click(screen.getByTestId('audit-actor'));
    await waitFor(() => expect(last()).toEqual({ actorId: '1', action: 'quiz.enable', subject: 'quiz:4' }));
    await user.click(screen.getByRole('button', { name: 'Show every person' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?action=quiz.enable&subject=quiz%3A4'));
  });

  it('names each record by its kind and name, an erased member by number, and a setting as stored', async () => {
    renderAudit('/admin/audit', [
      event(1, { action: 'club.create', target: 'club:3', subjectType: 'club', subjectName: 'CF Montjuïc' }),
      event(2, { action: 'studyGroup.update', target: 'studyGroup:8', subjectType: 'studyGroup', subjectName: 'Cadet Femení' }),
      event(3, { action: 'member.update', target: 'member:22', subjectType: 'member', subjectName: 'Laia Puig' }),
      event(4, { action: 'squadMember.remove', target: 'squadMember:5 member:23 club:3', subjectType: 'member', subjectName: null }),
      event(5, { action: 'settings.default-language', target: 'ca', subjectType: null, subjectName: null }),
      // The terms' versions in words, not "category:0:v2:membersToAccept:20".
      event(6, { action: 'compliance.publish', target: 'category:0:v2:membersToAccept:20', subjectType: null, subjectName: null }),
      event(7, { action: 'compliance.publish', target: 'category:2:v3:membersToAccept:0', subjectType: null, subjectName: null }),
      event(8, { action: 'terms.accept', target: 'usageTerms:v2', subjectType: null, subjectName: null }),
    ]);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => within(r).getByTestId('audit-subject').textContent)).toEqual([
      'Club CF Montjuïc',
      'Study group Cadet Femení',
      'Member Laia Puig',
      'Member #23 (erased)',
      'ca',
      'Usage terms, version 2 (20 members to accept again)',
      'Privacy policy, version 3 (nobody to accept again)',
      'Usage terms, version 2',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('audit-action')).toHaveTextContent('Created a club');
    expect(within(rows[1] as HTMLElement).getByTestId('audit-action')).toHaveTextContent('Edited a study group');
  });

  it('says in words what a target names beyond its subject: a copy’s source, a membership’s club, a count', async () => {
    renderAudit('/admin/audit', [
      event(1, { action: 'quiz.draft', target: 'quiz:9 from:quiz:4', subjectType: 'quiz', subjectName: 'Wellbeing', relatedName: 'Wellbeing' }),
      // The source is gone: its number.
      event(2, { action: 'study.duplicate', target: 'study:7 from:study:5', subjectType: 'study', subjectName: 'Autumn check' }),
      event(3, { action: 'squadMember.remove', target: 'squadMember:5 member:23 club:3', subjectType: 'member', relatedName: 'CF Montjuïc' }),
      event(4, { action: 'study.remind', target: 'study:2 sent:3', subjectType: 'study', subjectName: 'Spring check' }),
      event(5, { action: 'study.invite', target: 'study:2 count:1', subjectType: 'study', subjectName: 'Spring check' }),
      event(6, { action: 'club.create', target: 'club:3', subjectType: 'club', subjectName: 'CF Montjuïc' }),
      // A free text (an erasure's reason) keeps its spaces.
      event(7, { action: 'member.erase', target: 'member:33 reason:Written request of 24 Nov', subjectType: 'member', subjectName: null }),
    ]);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => within(r).queryByTestId('audit-subject-details')?.textContent ?? null)).toEqual([
      'from quiz Wellbeing',
      'from study #5',
      'in club CF Montjuïc',
      '3 reminders sent',
      '1 invitation sent',
      null,
      'reason:Written request of 24 Nov',
    ]);
    // The stored target stays at hand, on the subject's link.
    expect(within(rows[0] as HTMLElement).getByTestId('audit-subject')).toHaveAttribute('title', 'quiz:9 from:quiz:4');
  });

  it('has the words of the details in all five languages', () => {
    for (const catalogue of [en, es, ca, de, it_]) {
      for (const key of [
        'fromQuiz',
        'fromStudy',
        'inClub',
        'remindersSent_one',
        'remindersSent_other',
        'invitationsSent_one',
        'invitationsSent_other',
      ])
        expect((catalogue.details as Record<string, string>)[key], key).toBeTruthy();
    }
  });

  it('puts a chosen kind of record and a typed record name into the address, and asks the server for them', async () => {
    const { router, user, last } = renderAudit('/admin/audit?page=2');
    await screen.findAllByTestId('audit-row');
    await user.click(inputOf('Kind of record'));
    await user.click(await screen.findByRole('option', { name: 'Study group' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?subjectType=studyGroup'));
    await user.type(inputOf('Record name'), 'cadet');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?subjectType=studyGroup&subjectName=cadet'));
    await waitFor(() => expect(last()).toEqual({ subjectType: 'studyGroup', subjectName: 'cadet' }));
  });

  it('has every kind of record named in all five languages', () => {
    for (const catalogue of [en, es, ca, de, it_]) {
      const types = catalogue.subjectTypes as Record<string, string>;
      for (const type of AUDIT_SUBJECT_TYPES) expect(types[type], type).toBeTruthy();
    }
  });

  it("calls a study group by the admin screens' word in every language, in its kind and in its acts", () => {
    const admin = { en: adminEn, es: adminEs, ca: adminCa, de: adminDe, it: adminIt };
    for (const [language, catalogue] of Object.entries({ en, es, ca, de, it: it_ })) {
      const word = admin[language as keyof typeof admin].members.studyGroup;
      expect(catalogue.subjectTypes.studyGroup, language).toBe(word);
      for (const act of [catalogue.actions.studyGroup_create, catalogue.actions.studyGroup_update]) {
        expect(act.toLowerCase(), language).toContain(word.toLowerCase());
      }
    }
  });

  it('puts a typed name of the actor into the address after a pause, and shows one from the address', async () => {
    const { router, user, last } = renderAudit('/admin/audit?actor=ada');
    await screen.findAllByTestId('audit-row');
    expect(last()).toEqual({ actor: 'ada' });
    expect(inputOf('Who')).toHaveValue('ada');
    await user.clear(inputOf('Who'));
    await user.type(inputOf('Who'), 'olga@');
    await waitFor(() => expect(locationOf(router)).toBe('/admin/audit?actor=olga%40'));
    await waitFor(() => expect(last()).toEqual({ actor: 'olga@' }));
  });

  it('aligns the actor and the record to the start of their cells, as the other columns are, not centred as a button is', async () => {
    renderAudit('/admin/audit', [event(1, { actorName: 'Alessandra Amministratrice', actorEmail: 'alessandra.amministratrice@example.test' })]);
    const [row] = await screen.findAllByTestId('audit-row');
    expect(within(row as HTMLElement).getByTestId('audit-actor')).toHaveStyle({ textAlign: 'start' });
    expect(within(row as HTMLElement).getByTestId('audit-subject')).toHaveStyle({ textAlign: 'start' });
  });

  it('says when nothing is recorded', async () => {
    renderAudit('/admin/audit', []);
    expect(await screen.findByTestId('audit-table-empty')).toHaveTextContent('Nothing has been recorded yet.');
  });

  it('says when nothing matches the filters', async () => {
    renderAudit('/admin/audit?action=quiz.enable', []);
    expect(await screen.findByTestId('audit-table-empty')).toHaveTextContent('Nothing matches these filters.');
  });

  it('says when the list cannot be loaded', async () => {
    server.use(mockApi('get', '/api/admin/audit/page', () => HttpResponse.json({ errors: [{ code: 'Generic', message: 'x' }] }, { status: 500 })));
    signInAs('AppAdmin');
    // The loader fails: the screen is reached through the router without it, so the screen's own error shows.
    renderRoutes([{ path: '/admin/audit', Component: Audit, shouldRevalidate }], '/admin/audit');
    expect(await screen.findByTestId('audit-table-error')).toHaveTextContent('The list could not be loaded.');
  });

  it('has every recorded action named in all five languages', () => {
    for (const catalogue of [en, es, ca, de, it_]) {
      const actions = catalogue.actions as Record<string, string>;
      for (const action of AUDIT_ACTIONS) expect(actions[actionKey(action).slice('actions.'.length)], action).toBeTruthy();
    }
  });
});
