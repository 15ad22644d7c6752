/**
 * Runs `task` when the browser is next idle (after the first paint, between the page's own work), within `timeout`
 * ms at the latest; returns its cancel. For what a page does not need for its first screen: the captcha's widget,
 * the language menu.
 */
export function whenIdle(task: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
