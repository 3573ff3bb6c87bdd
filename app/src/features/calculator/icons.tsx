const paths = {
  copy: 'M8 8h11v12H8z M5 16V4h11',
  trash: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6',
  history: 'M4 12a8 8 0 1 0 2.3-5.6 M4 4v4h4 M12 8v4l3 2',
  cart: 'M3 4h2l2.4 11h10.2L20 7H6.3 M9 20a1 1 0 1 0 0 .01 M17 20a1 1 0 1 0 0 .01',
  clear: 'M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M9.5 11.5l5 5 M14.5 11.5l-5 5',
  plus: 'M12 5v14 M5 12h14',
} as const;

/** The calculator's outline icons; always beside a visible or accessible name. */
export function CalcIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="sf-calc__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
