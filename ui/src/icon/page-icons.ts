import type { IconShape, IconSpec } from './icons';

const outline = (d: string): IconSpec => ({ shapes: [{ d } satisfies IconShape], strokeWidth: 1.8 });

/**
 * The icons only pages beyond the home route draw (account, calculator, template viewer, registration): the rest of
 * the one icon set, kept in its own module so the home route's bundle never carries them. Pass it to Icon as `set`;
 * its names never repeat one of ICONS (a test checks), so each name means one drawing everywhere.
 */
export const PAGE_ICONS = {
  list: outline('M8 6h12 M8 12h12 M8 18h12 M4 6h.01 M4 12h.01 M4 18h.01'),
  records: outline('M6 3h12v18H6z M9 8h6 M9 12h6 M9 16h4'),
  clock: outline('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 7v5l3 2'),
  settings: outline(
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6A7 7 0 0 0 5 12c0 .4 0 .8.1 1.2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  ),
  copy: outline('M8 8h11v12H8z M5 16V4h11'),
  trash: outline('M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M10 11v6 M14 11v6'),
  'trash-all': outline('M4 7h16 M9 7V4h6v3 M6 7l1 13h10l1-13 M9.5 11.5l5 5 M14.5 11.5l-5 5'),
  history: outline('M4 12a8 8 0 1 0 2.3-5.6 M4 4v4h4 M12 8v4l3 2'),
  cart: outline('M3 4h2l2.4 11h10.2L20 7H6.3 M9 20a1 1 0 1 0 0 .01 M17 20a1 1 0 1 0 0 .01'),
  plus: outline('M12 5v14 M5 12h14'),
  info: outline('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M12 11v5 M12 7.5h.01'),
  save: outline('M5 4h11l3 3v13H5z M8 4v5h7V4 M8 20v-6h8v6'),
  /** A disc in the text colour with a tick in the surface colour: a finished step (e.g. registration). */
  'success-filled': {
    shapes: [
      { d: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22z', fill: true },
      { d: 'M7 12.5l3.5 3.5 6.5-7.5', stroke: 'var(--sf-color-surface)' },
    ],
    strokeWidth: 2,
  },
} satisfies Record<string, IconSpec>;

export type PageIconName = keyof typeof PAGE_ICONS;
