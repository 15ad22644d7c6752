/** Every key the client keeps in local storage. A 401 clears all of them except the configuration. */
export const STORAGE_KEYS = {
  config: 'cp.config',
  token: 'cp.token',
  language: 'cp.language',
  cookiesAccepted: 'cp.cookiesAccepted',
} as const;

export function clearAllExceptConfig() {
  const config = localStorage.getItem(STORAGE_KEYS.config);
  localStorage.clear();
  sessionStorage.clear();
  if (config !== null) localStorage.setItem(STORAGE_KEYS.config, config);
}
