import { redirect } from 'react-router';
import { ApiError } from '../../../lib/http.ts';

/** For loaders: a study of another club goes home, an unknown one to not found; anything else is the error page. */
export function redirectOnStudyAccessError(err: unknown): never {
  if (err instanceof ApiError && err.status === 403) throw redirect('/home');
  if (err instanceof ApiError && err.status === 404) throw redirect('/notfound');
  throw err;
}
