// @vitest-environment happy-dom
import type { PlayerSupport } from '@club-pulse/contracts/support';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowEndScreen } from '../../../../features/evaluations/lib/end-screen-access.ts';
import { loaderArgs, redirectOf, signInAs } from '../../../../testing/factories.ts';
import { renderRoutes } from '../../../../testing/render.tsx';
import { mockApi } from '../../../../testing/mock-api.ts';
import { server } from '../../../../testing/server.ts';
import { Component, loader } from './end.tsx';

const args = (id: string) => loaderArgs(`/evaluations/${id}/end`, { id }, '/evaluations/:id/end');

function api() {
  const ended: string[] = [];
  server.use(
    mockApi('get', '/api/squadRole/GetMySquadRoles', () => [{ name: 'Player' }]),
    mockApi('get', '/api/evaluation/{id}/ended', ({ params }) => {
      ended.push(String(params.id));
      return {
        evaluationId: Number(params.id),
        study: 'Autumn check-in',
        club: 'CF Montjuïc',
        state: 'finished',
        finishedAt: '2026-10-01T10:00:00Z',
        hasReport: true,
      };
    }),
  );
  return ended;
}

describe('the end screen loader', () => {
  it('sends a direct visit (or a reload) home without asking the server', async () => {
    signInAs('User');
    const ended = api();
    expect(await redirectOf(loader(args('31')))).toBe('/home');
    expect(ended).toEqual([]);
  });

  it('loads the ended evaluation when the continue screen has just finished it', async () => {
    signInAs('User');
    const ended = api();
    allowEndScreen(32);
    expect(await loader(args('32'))).toEqual({ id: 32 });
    expect(ended).toEqual(['32']);
  });

  it('does not open for another evaluation than the one just finished', async () => {
    signInAs('User');
    api();
    allowEndScreen(33);
    expect(await redirectOf(loader(args('34')))).toBe('/home');
  });

  it('sends a non-numeric id home', async () => {
    expect(await redirectOf(loader(args('end')))).toBe('/home');
  });
});

describe('the end screen', () => {
  /** The end screen just after the last answer, with what the support route answers for this result. */
  async function renderEnd(needsSupport: boolean) {
    signInAs('User');
    api();
    const support: PlayerSupport = {
      needsSupport,
      club: 'CF Montjuïc',
      contacts: [{ name: 'Marta Puig', role: 'welfareOfficer', email: 'marta@example.test', phone: null, languages: ['es'] }],
      helplines: [{ name: 'Línea 024', number: '024', description: 'Free, 24 hours' }],
    };
    server.use(mockApi('get', '/api/evaluation/{id}/support', () => support));
    allowEndScreen(35);
    renderRoutes([{ path: '/evaluations/:id/end', loader, Component }], '/evaluations/35/end');
    return screen.findByTestId('end-screen');
  }
  /** The order of the screen's parts, by their test ids. */
  const partsOf = (screenEl: HTMLElement) =>
    [...screenEl.querySelectorAll('[data-testid="support-panel"], [data-testid="end-thanks"], [data-testid="data-promise"]')].map((el) =>
      el.getAttribute('data-testid'),
    );

  it('thanks first and offers the report at once, then the promise folded, for a result that needs no support', async () => {
    const end = await renderEnd(false);
    expect(partsOf(end)).toEqual(['end-thanks', 'data-promise']);
    expect(within(screen.getByTestId('end-thanks')).getByText('Thank you, you have answered every question.')).toBeInTheDocument();
    expect(screen.getByTestId('end-report')).toHaveAttribute('href', '/evaluations/35/report');
    // One heading that opens the promise, not its three lists.
    expect(screen.getByRole('heading', { level: 2, name: 'Who sees what of a player’s answers' })).toBeInTheDocument();
    expect(screen.getByTestId('data-promise-toggle')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps who can help first for a high or critical result, then the thanks and the report, then the promise folded', async () => {
    const end = await renderEnd(true);
    expect(partsOf(end)).toEqual(['support-panel', 'end-thanks', 'data-promise']);
    expect(within(screen.getByTestId('support-panel')).getByText(/Marta Puig/)).toBeInTheDocument();
    expect(screen.getByTestId('data-promise-toggle')).toHaveAttribute('aria-expanded', 'false');
  });
});
