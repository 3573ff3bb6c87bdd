/**
 * A ref callback for a box whose content may overflow (a sheet's body, a long message): while it scrolls it gets
 * data-scrollable="true" and a tab stop, so keyboard users can scroll it too. Returns its cleanup (React 19).
 */
export function trackScrollable(box: HTMLElement | null): (() => void) | undefined {
  if (!box || typeof ResizeObserver === 'undefined') return undefined;
  const update = () => {
    const scrollable = box.scrollHeight > box.clientHeight + 1;
    box.dataset.scrollable = String(scrollable);
    if (scrollable) box.setAttribute('tabindex', '0');
    else box.removeAttribute('tabindex');
  };
  const observer = new ResizeObserver(update);
  observer.observe(box);
  // The box keeps its size once at its maximum while its content still grows or shrinks.
  for (const child of Array.from(box.children)) observer.observe(child);
  update();
  return () => observer.disconnect();
}
