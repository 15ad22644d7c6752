// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildClub } from '../features/admin/components/admin-test-data.ts';
import { apiClient } from '../lib/api-client.ts';
import { signInAs } from './factories.ts';
import { mockApi } from './mock-api.ts';
import { server } from './server.ts';

/**
 * The route table (packages/contracts/src/api/paths.gen.ts, decision 0010) ties a call and its mock to what the
 * server answers. What the type check refuses is written below with `@ts-expect-error`: `tsc -b` fails when one
 * of these lines stops being an error, that is, when a wrong path, a wrong answer or a field the answer does not
 * have would pass unseen. The function is never called; only the type check reads it.
 */
export function refusedByTheTypeCheck() {
  // @ts-expect-error a mock whose answer lacks the club's fields
  mockApi('get', '/api/admin/club/{id}', () => ({ id: 1 }));
  // @ts-expect-error a route the server does not have
  void apiClient.get('/api/admin/clubz');
  // @ts-expect-error a call without the route's path parameter
  void apiClient.get('/api/admin/club/{id}');
  // @ts-expect-error a field the answer does not have
  void apiClient.get('/api/admin/club/{id}', { path: { id: 1 } }).then((club) => club.colour);
}

describe('the route table', () => {
  it("a typed call reaches the route with its path filled in, and a typed mock answers it with the route's shape", async () => {
    signInAs('AppAdmin');
    server.use(mockApi('get', '/api/admin/club/{id}', ({ params }) => buildClub({ id: Number(params.id), name: 'CF Montjuïc' })));
    const club = await apiClient.get('/api/admin/club/{id}', { path: { id: 3 } });
    expect(club).toMatchObject({ id: 3, name: 'CF Montjuïc' });
  });
});
