/** Every key the client keeps in local storage. A 401 clears all of them except the configuration. */
export const STORAGE_KEYS = {
  config: 'cp.config',
  token: 'cp.token',
  language: 'cp.language',
  cookiesAccepted: 'cp.cookiesAccepted',
  /** Light, dark or auto (the system's), chosen with the header's switch: a setting of the device, not of the member. */
  colorScheme: 'cp.colorScheme',
} as const;

/** Every key the client keeps in session storage (this tab, this visit). */
export const SESSION_KEYS = {
  /** Set when the visitor picked the interface language before signing in, in this visit: signing in saves it. */
  languageChosen: 'cp.languageChosen',
} as const;

/** Kept when a session ends: the configuration and the device's colour scheme. */
const KEPT = [STORAGE_KEYS.config, STORAGE_KEYS.colorScheme];

export function clearAllExceptConfig() {
  const kept = KEPT.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}
