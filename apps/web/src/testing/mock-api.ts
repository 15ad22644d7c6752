import { HttpResponse, http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { Method, ResponseOf, RouteOf } from '../lib/api-client.ts';
import { API } from './server.ts';

type Info = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];
type Answer<M extends Method, P extends RouteOf<M>> = ResponseOf<M, P> | Response;

/**
 * A mocked route of the API, typed by the route table (packages/contracts/src/api/paths.gen.ts): the resolver
 * answers the route's success body, which is sent as JSON (or nothing for a route that answers 204), or a
 * Response of its own (an error, a status, a delay). A route whose answer changes breaks the mocks' type check.
 * `mockApi('get', '/api/admin/study/{id}', ({ params }) => study(Number(params.id)))`
 */
export function mockApi<M extends Method, P extends RouteOf<M>>(
  method: M,
  route: P,
  resolver: (info: Info) => Answer<M, P> | Promise<Answer<M, P>>,
  /** Values of the route's `{names}` that this mock alone answers (the others match any value). */
  values: Record<string, string | number> = {},
) {
  const url = `${API}${route.replace(/\{(\w+)\}/g, (_, name: string) => (name in values ? encodeURIComponent(String(values[name])) : `:${name}`))}`;
  return http[method](url, async (info) => {
    const answer = await resolver(info);
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(answer as DefaultBodyType);
  });
}
