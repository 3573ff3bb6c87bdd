import type { ReactNode } from 'react';

const paths: Record<string, string> = {
  home: 'M3 11l9-7 9 7 M5 9.5V20h5v-6h4v6h5V9.5',
  collections: 'M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z',
  display: 'M12 3l8 4.5v9L12 21l-8-4.5v-9z M4 7.5l8 4.5 8-4.5 M12 12v9',
  cases: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M15.5 9a1.5 1.5 0 1 0 0 .01',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
};

/** Inline outline icons of the five main sections (home, collections, display, cases, account). */
export function NavIcon({ name, className }: { name: string; className?: string }): ReactNode {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
