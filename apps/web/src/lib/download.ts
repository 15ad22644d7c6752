import type { ErrorResponse } from '@club-pulse/contracts/errors';
import { authStore } from './auth-store.ts';
import { getConfig } from './config.ts';
import { ApiError } from './http.ts';

/** The file name of a `content-disposition: attachment; filename="…"` header. */
const fileNameOf = (header: string | null, fallback: string) => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/**
 * Fetches a file the API sends as an attachment (a PDF, a CSV: not JSON, which the one HTTP module reads) with the
 * session's bearer token, and hands it to the browser as a download under the name the server gives. Errors come
 * back as the HTTP module's ApiError (status 0: no answer), so callers report them the same way.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const base = getConfig().apiUrl.replace(/\/$/, '');
  const token = authStore.get().token;
  let res: Response;
  try {
    res = await fetch(`${base}/${path.replace(/^\//, '')}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, [{ code: 'Network', message: 'Network error' }]);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as ErrorResponse | null;
    throw new ApiError(res.status, data?.errors ?? [{ code: 'Generic', message: res.statusText }]);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
