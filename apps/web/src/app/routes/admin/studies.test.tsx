// @vitest-environment happy-dom
import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildClub } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as AllStudies, loader, shouldRevalidate } from './studies.tsx';

const study = (id: number, club: { id: number; name: string } = { id: 12, name: 'CF Montjuïc' }): AdminStudy => ({
  id,
  description: `Check-in ${id}`,
  quizId: 5,
  quiz: 'Wellbeing',
  state: 'open',
  clubId: club.id,
  club: club.name,
  studyGroupId: 8,
  studyGroup: 'Cadet Femení',
  startDate: '2026-11-01',
  dueDate: '2026-12-01',
  playerAnswers: 3,
  playersInvited: 10,
  coachAnswers: 1,
  coachesInvited: 1,
  answerRetention: { deleteOn: '2028-12-01', deletedAt: null },
});

/** Every study's page at `path`; returns the query strings it asked of the server. */
function renderAllStudies(path: string) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/study/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const items = params.get('clubId') === '20' ? [study(3, { id: 20, name: 'CE Sants' })] : [study(1), study(3, { id: 20, name: 'CE Sants' })];
      return { items, total: items.length, page: 1, pageSize: 25 };
    }),
    mockApi('get', '/api/admin/club', () => [
      buildClub({ id: 12, name: 'CF Montjuïc', code: 'CFM', accountId: 1, account: 'A', studyGroups: 1 }),
      buildClub({ id: 20, name: 'CE Sants', code: 'CES', accountId: 1, account: 'A', studyGroups: 1 }),
    ]),
    mockApi('get', '/api/admin/quiz', () => []),
  );
  signInAs('AppAdmin');
  const view = renderRoutes([{ path: '/admin/studies', Component: AllStudies, loader, shouldRevalidate }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });

describe('every study of the platform (the admin home leads here)', () => {
  it('asks the server for the studies of every club, each row with its club and study group, linked', async () => {
    const { last } = renderAllStudies('/admin/studies');
    expect(await screen.findByRole('heading', { level: 1, name: 'All studies' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('study-row');
    expect(rows).toHaveLength(2);
    expect(last()).not.toHaveProperty('studyGroupId');
    const place = within(rows[1]!).getByTestId('study-place');
    expect(place).toHaveTextContent('CE Sants · Cadet Femení');
    expect(within(place).getByRole('link', { name: 'CE Sants' })).toHaveAttribute('href', '/admin/clubs/20/studygroups');
    expect(within(place).getByRole('link', { name: 'Cadet Femení' })).toHaveAttribute('href', '/admin/clubs/20/studygroups/8/studies');
  });

  it('filters by club, the filter kept in the address', async () => {
    const { router, user, last } = renderAllStudies('/admin/studies');
    await screen.findAllByTestId('study-row');
    await user.click(inputOf('Club'));
    await user.click(await screen.findByRole('option', { name: 'CE Sants' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/studies?clubId=20'));
    await waitFor(() => expect(last()).toMatchObject({ clubId: '20' }));
    await waitFor(() => expect(screen.getAllByTestId('study-row')).toHaveLength(1));
  });
});
