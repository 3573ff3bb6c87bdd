import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled further than `fraction` of the viewport's height: Back to top shows only then, so
 * it never sits over the top of a page that is already at its top.
 */
export function useScrolledPast(fraction = 0.5): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > window.innerHeight * fraction);
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [fraction]);
  return past;
}
