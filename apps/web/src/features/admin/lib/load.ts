import { redirect } from 'react-router';
import { ApiError } from '../../../lib/http.ts';

/** Loader helper: a record that does not exist (404) or a bad id (400) leads to the not-found page. */
export function notFoundOnMissing(err: unknown): never {
  if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw redirect('/notfound');
  throw err;
}
