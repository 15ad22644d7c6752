// @vitest-environment happy-dom
import type { SetupProgressResponse } from '@club-pulse/contracts/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render.tsx';
import { mockApi } from '../../../testing/mock-api.ts';
import { server } from '../../../testing/server.ts';
import { FinishSetupCard } from './finish-setup-card.tsx';

const done: SetupProgressResponse['done'] = {
  language: true,
  usageTerms: true,
  privacyPolicy: false,
  terms: false,
  mail: false,
  quiz: false,
  account: true,
  club: false,
  group: false,
  coach: false,
  support: false,
};

describe('the admin home’s "finish setting up"', () => {
  it('shows the checklist, ticked from the server’s data, and the way to continue', async () => {
    server.use(mockApi('get', '/api/admin/setup/progress', () => ({ defaultLanguage: 'en', done, clubsWithoutSupport: [], complete: false })));
    renderRoutes([{ path: '/admin', Component: FinishSetupCard }], '/admin');
    expect(await screen.findByRole('heading', { name: 'Finish setting up' })).toBeInTheDocument();
    expect(screen.getByTestId('setup-check-language')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('setup-check-language')).toHaveTextContent('Done');
    expect(screen.getByTestId('setup-check-terms')).toHaveTextContent('To do');
    // Said in words beside the step, not only to screen readers: a bare number read as a count.
    const todo = within(screen.getByTestId('setup-check-terms')).getByText('To do');
    expect(todo.closest('.mantine-VisuallyHidden-root')).toBeNull();
    expect(within(screen.getByTestId('setup-check-terms')).getAllByText('To do')).toHaveLength(1);
    // The count is of the lines shown, the first admin's (done) among them.
    const lines = within(screen.getByTestId('setup-checklist')).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines.filter((l) => l.dataset.done === 'true')).toHaveLength(3);
    expect(screen.getByText('3 of 10 steps done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the setup' })).toHaveAttribute('href', '/admin/setup');
  });

  it('shrinks to one line, its steps folded, once a club, a study group and a coach exist', async () => {
    const inUse = { ...done, quiz: true, club: true, group: true, coach: true, support: true };
    server.use(mockApi('get', '/api/admin/setup/progress', () => ({ defaultLanguage: 'en', done: inUse, clubsWithoutSupport: [], complete: false })));
    renderRoutes([{ path: '/admin', Component: FinishSetupCard }], '/admin');
    expect(await screen.findByRole('heading', { name: 'Setup: 8 of 10 steps done' })).toBeInTheDocument();
    expect(screen.getByTestId('finish-setup')).toHaveAttribute('data-compact', 'true');
    // Neither the long heading, nor the bar, nor the list: the admin home's numbers come first.
    expect(screen.queryByRole('heading', { name: 'Finish setting up' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue the setup' })).toHaveAttribute('href', '/admin/setup');

    // The list opens on demand, and folds again.
    const toggle = screen.getByRole('button', { name: 'Show the steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the steps' })).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByTestId('setup-checklist');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByTestId('setup-check-mail')).toHaveAttribute('data-done', 'false');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide the steps' }));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });

  it('keeps the whole checklist while a coach is still missing', async () => {
    const almost = { ...done, club: true, group: true };
    server.use(
      mockApi('get', '/api/admin/setup/progress', () => ({ defaultLanguage: 'en', done: almost, clubsWithoutSupport: [], complete: false })),
    );
    renderRoutes([{ path: '/admin', Component: FinishSetupCard }], '/admin');
    expect(await screen.findByRole('heading', { name: 'Finish setting up' })).toBeInTheDocument();
    expect(screen.getByTestId('setup-checklist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the steps' })).toBeNull();
  });

  it('is gone once every step is done', async () => {
    const all: SetupProgressResponse['done'] = {
      language: true,
      usageTerms: true,
      privacyPolicy: true,
      terms: true,
      mail: true,
      quiz: true,
      account: true,
      club: true,
      group: true,
      coach: true,
      support: true,
    };
    let answered = false;
    server.use(
      mockApi('get', '/api/admin/setup/progress', () => {
        answered = true;
        return { defaultLanguage: 'en', done: all, clubsWithoutSupport: [], complete: true };
      }),
    );
    const { container } = renderRoutes([{ path: '/admin', Component: FinishSetupCard }], '/admin');
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(true);
    expect(container.querySelector('[data-testid="finish-setup"]')).toBeNull();
  });
});
