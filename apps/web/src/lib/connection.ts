import { useSyncExternalStore } from 'react';

/**
 * The state of the connection as the app sees it: offline when the browser says so, or when a call failed
 * because the server could not be reached (a network error while the browser believes it is online). Any answer
 * of the server, or the browser's "online" event, ends it. The offline banner (components/offline-banner.tsx)
 * shows it; nothing here imports the query client or the router, so the HTTP module can report to it.
 */
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let unreachable = false;
const listeners = new Set<() => void>();
/** What to do again once the connection is back (a screen that failed to load registers its retry here). */
const recoveries = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function isOffline(): boolean {
  return browserOffline || unreachable;
}

/** A call failed without an answer (fetch threw, or a lazily loaded module could not be downloaded). */
export function reportNetworkFailure() {
  if (unreachable) return;
  unreachable = true;
  emit();
}

/** The server answered (whatever the status): it can be reached, so what waited for it runs again. */
export function reportNetworkSuccess() {
  if (!unreachable && recoveries.size === 0) return;
  runRecoveries();
}

/** Runs `retry` once the connection is back (the browser's "online" event, or the banner's Retry); returns the undo. */
export function onReconnect(retry: () => void): () => void {
  recoveries.add(retry);
  return () => recoveries.delete(retry);
}

/** Runs every registered retry (each once) and forgets the "unreachable" state, which the retries check again. */
export function runRecoveries() {
  unreachable = false;
  emit();
  const pending = [...recoveries];
  recoveries.clear();
  for (const retry of pending) retry();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    emit();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    runRecoveries();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app is offline (see above), re-rendering when it changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Whether an error means "no connection": a network error of the HTTP module, or a module that could not be downloaded. */
export function isNetworkError(error: unknown): boolean {
  if (error && typeof error === 'object' && 'status' in error && 'code' in error) {
    return (error as { status: unknown; code: unknown }).status === 0 && (error as { code: unknown }).code === 'Network';
  }
  if (isChunkLoadError(error)) return true;
  if (error instanceof TypeError) {
    // Chromium: "Failed to fetch dynamically imported module"; Firefox: "error loading dynamically imported
    // module"; Safari: "Importing a module script failed"; fetch itself: "Failed to fetch" / "NetworkError…".
    return /dynamically imported module|module script failed|failed to fetch|networkerror|load failed/i.test(error.message);
  }
  return false;
}

/** Whether an error is a module (a lazily loaded screen) that could not be downloaded: only a reload fetches it again. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|unable to preload/i.test(error.message);
}
