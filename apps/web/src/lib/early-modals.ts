/**
 * Dialogs asked for before their host has loaded. The confirm dialogs' host (components/modals-host.tsx) loads after
 * the first screen, and `modals.openConfirmModal` only sends a window event: a click on "Cancel study" right after
 * the page appeared opened nothing, silently (an admin's end-to-end journey caught it). Until the host is there,
 * these events are kept; the host replays them once it listens.
 */
const OPEN_EVENTS = ['mantine-modals:openModal', 'mantine-modals:openConfirmModal', 'mantine-modals:openContextModal'] as const;

let kept: CustomEvent[] | null = null;
const keep = (event: Event) => kept?.push(event as CustomEvent);

/** From the app's start (app/provider.tsx): keep every dialog asked for until `releaseEarlyModals`. */
export function holdEarlyModals() {
  if (kept !== null || typeof window === 'undefined') return;
  kept = [];
  for (const type of OPEN_EVENTS) window.addEventListener(type, keep);
}

/** Called by the host once its provider listens: stops keeping, and opens what was asked for meanwhile, in order. */
export function releaseEarlyModals() {
  if (kept === null) return;
  for (const type of OPEN_EVENTS) window.removeEventListener(type, keep);
  const events = kept;
  kept = null;
  for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
}
