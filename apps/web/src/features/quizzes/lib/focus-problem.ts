import type { ProblemPlace } from './problem-text.ts';

/** The editor's elements for a place, nearest first: the field itself, then its key term's or question's card. */
function candidates(place: ProblemPlace): string[] {
  const out = [place.path];
  if (place.area === 'question') out.push(`questions[${place.index}]`);
  if (place.area === 'keyTerm') out.push(`keyTerms[${place.index}]`);
  return out;
}

/**
 * Puts the keyboard on a problem's field once the editor shows it (after a change of language or view, hence
 * the wait for the next frames), scrolled into sight. Falls back to the key term's or question's card (an unknown field, a text of no language).
 */
export function focusProblem(place: ProblemPlace, attempts = 10): void {
  const find = (paths: string[]) => {
    for (const path of paths) {
      const el = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
      if (el) return el;
    }
    return null;
  };
  // The field itself while the editor may still be switching language; its card only when the field never comes.
  const tryFocus = (left: number) => {
    const el = find(left > 0 ? [place.path] : candidates(place));
    if (el) {
      el.scrollIntoView?.({ block: 'center' });
      el.focus();
    } else if (left > 0) requestAnimationFrame(() => tryFocus(left - 1));
  };
  requestAnimationFrame(() => tryFocus(attempts));
}
