import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Moves the focus to the page's main region (id="main"), which takes it without entering the tab order. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  // No "#main" in the address (the router would take it for a navigation): the focus moves by hand.
  event.preventDefault();
  main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** "Skip to main content": the first thing a keyboard reaches on every page, visible only when focused (global.css). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main (and works so without script); the click only spares the router a hash navigation
    <a href="#main" className="cp-skip-link" onClick={skipToMain} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  );
}
