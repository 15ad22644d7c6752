/**
 * Set-up of the component tests, run again before every test file (vitest.config.ts: `setupFiles` of the `web`
 * project, whose files share one module cache and DOM per worker; the isolated files import it first): DOM
 * matchers, the real catalogues, the mocked API for the file, and a clean slate (storage, cookies, query cache,
 * rendered trees) after each test, so that nothing one file leaves reaches the next.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { reportNetworkSuccess } from '../lib/connection.ts';
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
  // The toasts' store and the connection state outlive a rendered tree (and, in a shared cache, a file).
  notifications.clean();
  reportNetworkSuccess();
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
