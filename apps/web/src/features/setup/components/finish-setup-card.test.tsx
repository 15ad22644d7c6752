// @vitest-environment happy-dom
import '../../../testing/setup.ts';
import type { SetupProgressResponse } from '@club-pulse/contracts/setup';
import { screen, within } from '@testing-library/react';
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
    // The count is of the lines shown, the first admin's (done) among them.
    const lines = within(screen.getByTestId('setup-checklist')).getAllByRole('listitem');
    expect(lines).toHaveLength(10);
    expect(lines.filter((l) => l.dataset.done === 'true')).toHaveLength(3);
    expect(screen.getByText('3 of 10 steps done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the setup' })).toHaveAttribute('href', '/admin/setup');
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
