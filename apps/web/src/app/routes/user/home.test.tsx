// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { signInAs } from '../../../testing/factories.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { Component as Home } from './home.tsx';

function renderHome(roles: Array<'Player' | 'Coach'>) {
  signInAs('User');
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => roles.map((name) => ({ name }))),
    mockApi('get', '/api/evaluation/getMyPendingEvaluations', () => []),
    mockApi('get', '/api/evaluation/getMyFinishedEvaluations', () => []),
    mockApi('get', '/api/manager/cases', () => []),
  );
  renderRoutes([{ path: '/home', Component: Home }], '/home');
}

const cardOrder = () => Array.from(document.querySelectorAll('[data-testid^="home-"]')).map((el) => el.getAttribute('data-testid'));

describe('the home of a signed-in member', () => {
  it("puts a coach's follow-up cases first, then the studies, then the coach's own questionnaires", async () => {
    await changeLanguage('en');
    renderHome(['Coach']);
    await waitFor(() => expect(cardOrder()).toEqual(['home-cases', 'home-studies', 'home-pending', 'home-reports']));
    expect(screen.getByTestId('home-cases')).toHaveTextContent('Follow-up');
  });

  it('shows a player only their questionnaires and reports', async () => {
    renderHome(['Player']);
    await waitFor(() => expect(cardOrder()).toEqual(['home-pending', 'home-reports']));
  });
});
