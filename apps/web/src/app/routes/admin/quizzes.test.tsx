// @vitest-environment happy-dom
import type { AdminQuiz } from '@club-pulse/contracts/admin-quizzes';
import { ModalsProvider } from '@mantine/modals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../testing/factories.ts';
import { mockMediaQueries } from '../../../testing/media.ts';
import { inputOf, locationOf, renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { Component as Quizzes, loader, shouldRevalidate } from './quizzes.tsx';

const quiz = (id: number): AdminQuiz => ({
  id,
  familyId: id,
  version: 1,
  status: 'published',
  name: `Quiz ${id}`,
  categoryId: 3,
  category: 'youth',
  enabled: true,
  hasKeyTermSummary: true,
  studies: 2,
  questions: 24,
  draftId: null,
  libraryKey: null,
});

/** The quizzes page at `path`, on a server with `total` quizzes; returns the query strings the page asked. */
function renderQuizzes(path: string, total = 57, make = quiz) {
  const asked: URLSearchParams[] = [];
  server.use(
    mockApi('get', '/api/admin/quiz/page', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      return { items: Array.from({ length: count }, (_, i) => make(first + i)), total, page, pageSize };
    }),
    mockApi('get', '/api/quizcategory', () => [{ id: 3, name: 'youth' }]),
    mockApi('get', '/api/admin/quiz/library', () => []),
  );
  signInAs('AppAdmin');
  // The dialogs' provider, as the app's root gives it (a row's enable or disable asks first).
  const Page = () => (
    <ModalsProvider>
      <Quizzes />
    </ModalsProvider>
  );
  const view = renderRoutes([{ path: '/admin/quizs', Component: Page, loader, shouldRevalidate, errorElement: <p>route error</p> }], path);
  return { ...view, asked, last: () => Object.fromEntries(asked.at(-1) ?? []), user: userEvent.setup() };
}

configure({ asyncUtilTimeout: 15_000 });
const shown = () => screen.findByTestId('quizzes-table-range');

describe('the quizzes page', () => {
  it('asks the server for what the address says, and shows where the page stands', async () => {
    const { asked, last } = renderQuizzes('/admin/quizs?q=wel&enabled=false&categoryId=3&sort=category&dir=desc&page=2&pageSize=10');
    expect(await shown()).toHaveTextContent('11–20 of 57');
    expect(asked).toHaveLength(1);
    expect(last()).toEqual({ q: 'wel', enabled: 'false', categoryId: '3', sort: 'category', dir: 'desc', page: '2', pageSize: '10' });
    expect(screen.getAllByTestId('quiz-row')).toHaveLength(10);
    expect(inputOf('Search')).toHaveValue('wel');
  });

  it('sorts by a column header and filters by state, the state kept in the address', async () => {
    const { router, user, last } = renderQuizzes('/admin/quizs?page=2');
    await shown();
    await user.click(screen.getByTestId('quizzes-table-sort-enabled'));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/quizs?sort=enabled'));
    await user.click(inputOf('State'));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/quizs?sort=enabled&enabled=false'));
    await waitFor(() => expect(last()).toEqual({ sort: 'enabled', enabled: 'false' }));
  });
});

describe('the quizzes page on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives each row a quiet disable button that asks before it acts, the red kept for the dialog's button", async () => {
    const disabled: string[] = [];
    const { user } = renderQuizzes('/admin/quizs', 1);
    server.use(
      mockApi('put', '/api/admin/quiz/{id}/disable', ({ params }) => {
        disabled.push(String(params.id));
        return { ...quiz(1), enabled: false };
      }),
    );
    const row = (await screen.findAllByTestId('quiz-row'))[0] as HTMLElement;
    const disable = within(row).getByTestId('disable-quiz');
    expect(disable).toHaveAttribute('data-variant', 'default');
    expect(disable.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-default)');
    await user.click(disable);
    const confirm = await screen.findByTestId('confirm-quiz-enabled');
    expect(confirm.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-filled)');
    expect(disabled).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(disabled).toEqual(['1']));
  });

  it('says a quiz never published is not published yet, with nothing to disable', async () => {
    renderQuizzes('/admin/quizs', 2, (id) => (id === 1 ? { ...quiz(1), status: 'draft', draftId: null } : quiz(id)));
    const [draft, published] = (await screen.findAllByTestId('quiz-row')) as HTMLElement[];
    expect(within(draft!).getByTestId('quiz-state')).toHaveTextContent('Not published yet');
    expect(within(draft!).queryByTestId('disable-quiz')).toBeNull();
    expect(within(published!).getByTestId('quiz-state')).toHaveTextContent('Enabled');
    expect(within(published!).getByTestId('disable-quiz')).toBeInTheDocument();
  });

  it('shows each quiz in two lines (name and state, then category, versions and counts) beside its actions', async () => {
    mockMediaQueries((query) => /max-width/.test(query));
    renderQuizzes('/admin/quizs', 2, (id) => (id === 2 ? { ...quiz(2), enabled: false, hasKeyTermSummary: false, draftId: 9 } : quiz(id)));
    const card = await screen.findByRole('article', { name: 'Quiz 1' });
    expect(card).toHaveTextContent(/^Quiz 1Enabled/);
    expect(within(card).getByTestId('card-details')).toHaveTextContent('Youth · Version 1 · Published · KPIs: Yes · Studies: 2 · Questions: 24');
    expect(within(card).getByRole('button', { name: /Actions/ })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Quiz 2' });
    expect(within(other).getByTestId('quiz-state')).toHaveTextContent('Disabled');
    expect(within(other).getByTestId('card-details')).toHaveTextContent('Youth · Version 1 · Published, Version 2 · Draft · KPIs: No');
  });
});
