import { useEffect, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a part starts to load: about a thumb's flick at 375 px. */
export const NEAR_PX = 200;

/**
 * Renders its children once their place comes within NEAR_PX of the viewport, and keeps them. For a part below the
 * fold whose code is heavy (the sanitizer of a product's renderings): it loads as the reader nears it, not with the
 * page, so the page's first view does not wait behind it on a slow link. Without IntersectionObserver it renders at
 * once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [spot, setSpot] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !spot) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    observer.observe(spot);
    return () => observer.disconnect();
  }, [near, spot]);
  return near ? children : <div ref={setSpot} />;
}
