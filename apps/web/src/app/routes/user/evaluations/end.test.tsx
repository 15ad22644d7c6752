// @vitest-environment happy-dom
import '../../../../testing/setup.ts';
import { describe, expect, it } from 'vitest';
import { allowEndScreen } from '../../../../features/evaluations/lib/end-screen-access.ts';
import { loaderArgs, redirectOf, signInAs } from '../../../../testing/factories.ts';
import { mockApi } from '../../../../testing/mock-api.ts';
import { server } from '../../../../testing/server.ts';
import { loader } from './end.tsx';

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
