import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once its place comes near the viewport (within `margin`), and `fallback` until then.
 * For heavy content below the fold, such as the group report's chart: its code and its rendering wait until
 * the reader scrolls towards it, instead of competing with the page's first paint on a slow phone. Without
 * IntersectionObserver (an old browser), the content renders at once.
 */
export function WhenVisible({ children, fallback, margin = '200px' }: { children: ReactNode; fallback: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  // A placeholder never prints: a page printed before the content was drawn leaves it out, not a grey box.
  return visible ? (
    children
  ) : (
    <div ref={ref} className="cp-until-visible">
      {fallback}
    </div>
  );
}
