import { Text } from '@mantine/core';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The table's width below which it scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The scrolling region's accessible name (what the table shows), read when it takes the keyboard's focus. */
  label: string;
  /** A height above which the table scrolls down too (a long preview inside a dialog). */
  maxHeight?: number;
  mt?: CSSProperties['marginTop'] | 'xs' | 'sm' | 'md';
  children: ReactNode;
}

interface Overflow {
  /** The table is wider than the room it has. */
  scrolls: boolean;
  /** Scrolled to its end: nothing more to the right. */
  atEnd: boolean;
}

/**
 * Every table of the app: on a screen wide enough, the table as it is; on a narrower one (a phone), a region that
 * scrolls sideways, with a fade on the side where more columns wait and a "scroll sideways" hint under it, so that a
 * cut-off column never looks like the table's end. The region takes the keyboard's focus (arrows scroll it) and
 * carries a name. Tables that read better as cards on a phone use CardTable, which falls back to this one.
 */
export function ResponsiveTable({ minWidth, label, maxHeight, mt, children }: Props) {
  const { t } = useTranslation('common');
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: false, atEnd: true });

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const scrolls = el.scrollWidth - el.clientWidth > 1;
    // In a right-to-left page scrollLeft runs negative: its magnitude is what counts.
    const atEnd = !scrolls || Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 1;
    setOverflow((o) => (o.scrolls === scrolls && o.atEnd === atEnd ? o : { scrolls, atEnd }));
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    measure();
    // Fonts, lazy data and a turned phone change the widths: measure again then.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return (
    <div
      className="cp-scroll-table"
      data-scrolls={overflow.scrolls}
      data-at-end={overflow.atEnd}
      data-testid="responsive-table"
      style={{ marginTop: typeof mt === 'string' ? `var(--mantine-spacing-${mt})` : mt }}
    >
      <div className="cp-scroll-table__frame">
        <div
          ref={viewport}
          className="cp-scroll-table__viewport"
          role="region"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus, for the arrows to scroll it
          tabIndex={0}
          onScroll={measure}
          style={{ maxHeight }}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
      {overflow.scrolls && (
        <Text size="xs" c="dimmed" mt={4} className="cp-scroll-table__hint" data-testid="scroll-hint" aria-hidden>
          {t('table.scrollHint')} <span className="cp-scroll-table__arrow">→</span>
        </Text>
      )}
    </div>
  );
}
