/**
 * Set-up of the component tests, imported first by every `*.test.tsx` (which also names its environment with
 * `// @vitest-environment happy-dom`): DOM matchers, the real catalogues, the mocked API, and a clean slate
 * (storage, cookies, query cache, rendered trees) after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { changeLanguage, i18n, initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { API, server } from './server.ts';

/** The stored configuration the HTTP module reads its base URL from. */
export function storeConfig(captcha = false) {
  localStorage.setItem(
    STORAGE_KEYS.config,
    JSON.stringify({ apiUrl: API, defaultLanguage: 'en', languages: [], captcha: { enabled: captcha }, version: 'test' }),
  );
}

// findBy… and waitFor wait up to 5 s (Testing Library's default is 1 s): a route's first render loads its lazy
// module and catalogues, which takes longer than a second while CI runs other suites beside this one.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no document.fonts, which Mantine's autosized Textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n();
});

beforeEach(() => {
  storeConfig();
});

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await changeLanguage('en');
  server.resetHandlers();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring every cookie a test set (happy-dom has no Cookie Store API)
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  authStore.refresh();
});

afterAll(() => server.close());
