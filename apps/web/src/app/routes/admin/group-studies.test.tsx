// @vitest-environment happy-dom
import type { AdminStudy } from '@club-pulse/contracts/admin-studies';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClub, buildStudyGroup } from '../../../features/admin/components/admin-test-data.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as GroupStudies, loader, shouldRevalidate } from './group-studies.tsx';

const study = (id: number): AdminStudy => ({
  id,
  description: `Check-in ${id}`,
  quizId: 5,
  quiz: 'Wellbeing',
  state: 'open',
  clubId: 12,
  club: 'CF Montjuïc',
  studyGroupId: 8,
  studyGroup: 'U16',
  startDate: '2026-11-01',
  dueDate: '2026-12-01',
  playerAnswers: 3,
  playersInvited: 10,
  coachAnswers: 1,
  coachesInvited: 1,
  answerRetention: { deleteOn: '2028-12-01', deletedAt: null },
});

/** A study group's studies page at `path`, with `total` studies on the server; returns the query strings it asked. */
function renderStudies(path: string, total = 40) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/study/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, i) => study(first + i)), total, page, pageSize };
    }),
    mockApi(
      'get',
      '/api/admin/club/{id}',
      () => buildClub({ id: 12, name: 'CF Montjuïc', code: 'CFM', accountId: 1, account: 'A', studyGroups: 1 }),
      {
        id: 12,
      },
    ),
    mockApi(
      'get',
      '/api/admin/studyGroup/{id}',
      () => buildStudyGroup({ id: 8, clubId: 12, club: 'CF Montjuïc', name: 'U16', code: 'U16', categoryId: 3, studies: total, members: 9 }),
      { id: 8 },
    ),
    mockApi('get', '/api/admin/quiz', () => []),
  );
  signInAs('AppAdmin');
  const view = renderRoutes(
    [{ path: '/admin/clubs/:clubId/studygroups/:studyGroupId/studies', Component: GroupStudies, loader, shouldRevalidate }],
    path,
  );
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });
const base = '/admin/clubs/12/studygroups/8/studies';
const shown = () => screen.findByTestId('studies-table-range');

describe("a study group's studies page", () => {
  it('asks the server for the group’s studies as the address says, and shows where the page stands', async () => {
    const { asked, last } = renderStudies(`${base}?q=check&state=finished&sort=dueDate&dir=asc&page=2&pageSize=10`);
    expect(await shown()).toHaveTextContent('11–20 of 40');
    expect(asked).toHaveLength(1);
    expect(last()).toEqual({ q: 'check', state: 'finished', studyGroupId: '8', sort: 'dueDate', dir: 'asc', page: '2', pageSize: '10' });
    expect(screen.getAllByTestId('study-row')).toHaveLength(10);
    expect(inputOf('Search')).toHaveValue('check');
  });

  it('sorts by a column header and filters by state, the state kept in the address', async () => {
    const { router, user, last } = renderStudies(`${base}?page=2`);
    await shown();
    await user.click(screen.getByTestId('studies-table-sort-description'));
    await waitFor(() => expect(locationOf(router)).toBe(`${base}?sort=description&dir=asc`));
    await user.click(inputOf('State'));
    await user.click(await screen.findByRole('option', { name: 'Finished' }));
    await waitFor(() => expect(locationOf(router)).toBe(`${base}?sort=description&dir=asc&state=finished`));
    await waitFor(() => expect(last()).toEqual({ sort: 'description', dir: 'asc', state: 'finished', studyGroupId: '8' }));
  });
});

describe("a study group's studies on a phone", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each study in two lines (description and state, then quiz, dates and answers) beside its actions', async () => {
    mockMediaQueries((query) => /max-width/.test(query));
    renderStudies('/admin/clubs/12/studygroups/8/studies', 1);
    const card = await screen.findByRole('article', { name: 'Check-in 1' });
    expect(within(card).getByTestId('card-details')).toHaveTextContent(
      'Wellbeing · 1 Nov 2026 – 1 Dec 2026 · Player answers: 3 of 10 · Coach answers: 1 of 1',
    );
    expect(card).not.toHaveTextContent('Start date');
  });
});
