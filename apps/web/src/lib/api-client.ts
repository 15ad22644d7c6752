import type { paths } from '@club-pulse/contracts/api/paths.gen';
import { api, type CallOptions } from './http.ts';

/**
 * The web's calls, typed by the route table that `npm run api:types` writes from the server's OpenAPI document
 * (packages/contracts/src/api/paths.gen.ts): the path is one of the server's routes, its parameters, query and
 * body are the route's, and the answer is typed by the route's response schema. A route whose answer changes
 * breaks the type check of its callers and of the component tests' mocks (testing/mock-api.ts).
 * Sending goes through `api()` (lib/http.ts): token, anti-forgery header, 401, 451 and the error shape stay there.
 * In development and tests every answer is also checked against the contract's zod schema of its route.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The server's routes that answer `M`, written as in the OpenAPI document (`/api/admin/study/{id}`). */
export type RouteOf<M extends Method> = { [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Success<O> = O extends { responses: infer R } ? (200 extends keyof R ? Json<R[200]> : 201 extends keyof R ? Json<R[201]> : undefined) : never;
type PathParams<O> = O extends { parameters: { path: infer T } } ? T : never;
type Query<O> = O extends { parameters: { query?: infer T } } ? Exclude<T, undefined> : never;
type Body<O> = NonNullable<O extends { requestBody?: infer B } ? B : never> extends { content: { 'application/json': infer T } } ? T : never;

/** What a call of route `P` by `M` answers. */
export type ResponseOf<M extends Method, P extends RouteOf<M>> = Success<Operation<P, M>>;

type Part<K extends string, T> = [T] extends [never]
  ? { [k in K]?: undefined }
  : Record<string, never> extends T
    ? { [k in K]?: T }
    : { [k in K]: T };
/** A call's parameters: `path` fills the route's `{names}`, `query` its query string, `body` its JSON body. */
export type RequestOf<M extends Method, P extends RouteOf<M>> = Part<'path', PathParams<Operation<P, M>>> &
  Part<'query', Query<Operation<P, M>> | ([Query<Operation<P, M>>] extends [never] ? never : URLSearchParams)> &
  Part<'body', Body<Operation<P, M>>> &
  CallOptions;
type Args<M extends Method, P extends RouteOf<M>> =
  Record<string, never> extends RequestOf<M, P> ? [request?: RequestOf<M, P>] : [request: RequestOf<M, P>];

interface AnyRequest extends CallOptions {
  path?: Record<string, string | number>;
  query?: URLSearchParams | Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** The address of a call: the route with its `{names}` filled in, and the query's defined values. */
export function urlOf(route: string, request: AnyRequest = {}): string {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.path?.[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  let query = request.query;
  if (query && !(query instanceof URLSearchParams)) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
    query = params;
  }
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * In development and tests, an answer that its route's contract refuses is reported on the console, naming the
 * route and the first problems. Reported, not thrown: a component test's mock written before a field was added
 * would otherwise fail its screen in ways that say nothing about the contract.
 */
async function checked(method: Method, route: string, data: unknown): Promise<unknown> {
  if (!import.meta.env.DEV) return data;
  const { responseSchemas } = await import('@club-pulse/contracts/api/response-schemas.gen');
  const result = responseSchemas[`${method.toUpperCase()} ${route}`]?.safeParse(data);
  if (result && !result.success) {
    console.error(`The answer of ${method.toUpperCase()} ${route} breaks its contract: ${JSON.stringify(result.error.issues.slice(0, 5))}`);
  }
  return data;
}

async function call(method: Method, route: string, request: AnyRequest = {}): Promise<unknown> {
  const body = request.body ?? (method === 'post' || method === 'put' ? {} : undefined);
  const data = await api<unknown>(method.toUpperCase(), urlOf(route, request), body, { timeoutMs: request.timeoutMs });
  return checked(method, route, data);
}

function caller<M extends Method>(method: M) {
  return <P extends RouteOf<M>>(route: P, ...[request]: Args<M, P>) => call(method, route, request as AnyRequest) as Promise<ResponseOf<M, P>>;
}

/** `apiClient.get('/api/admin/study/{id}', { path: { id } })`: typed by the route table. */
export const apiClient = { get: caller('get'), post: caller('post'), put: caller('put'), delete: caller('delete') };
