/** One shape of an icon: a path in a 24 x 24 box, stroked in the text colour unless it says otherwise. */
export interface IconShape {
  d: string;
  /** Filled with the text colour instead of stroked. */
  fill?: true;
  /** A stroke in another colour (e.g. the cross on the filled clear disc). */
  stroke?: string;
}

export interface IconSpec {
  shapes: readonly IconShape[];
  /** Default 2; a CSS variable --sf-icon-stroke-width overrides it. */
  strokeWidth?: number;
}

const line = (d: string): IconShape => ({ d });

/** The icon set: every icon of the widgets and the app, drawn once. */
export const ICONS = {
  'chevron-left': { shapes: [line('M15 5l-7 7 7 7')] },
  'chevron-right': { shapes: [line('M9 5l7 7-7 7')] },
  'chevron-down': { shapes: [line('M6 9l6 6 6-6')] },
  close: { shapes: [line('M6 6l12 12M18 6L6 18')] },
  search: { shapes: [line('M11 17.5a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M16 16l4.5 4.5')] },
  menu: { shapes: [line('M4 7h16M4 12h16M4 17h16')] },
  tick: { shapes: [line('M5 12l5 5 9-10')], strokeWidth: 2.2 },
  'clear-filled': {
    shapes: [
      { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', fill: true },
      { d: 'M9 9l6 6M15 9l-6 6', stroke: 'var(--sf-color-surface)' },
    ],
    strokeWidth: 1.8,
  },
  camera: {
    shapes: [line('M4 8h3l2-3h6l2 3h3v11H4z M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z')],
    strokeWidth: 1.6,
  },
  link: {
    shapes: [
      line('M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1'),
    ],
    strokeWidth: 1.8,
  },
  'image-broken': {
    shapes: [line('M4 5h16v14H4z M4 15l4.5-4.5 4 4 2.5-2.5L20 17 M15.5 9.5a1.5 1.5 0 1 0 0 .01'), line('M3 3l18 18')],
    strokeWidth: 1.6,
  },
  pin: {
    shapes: [
      line('M12 21s-6-5.6-6-11a6 6 0 1 1 12 0c0 5.4-6 11-6 11z'),
      { d: 'M12 7.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4z', fill: true },
    ],
    strokeWidth: 1.8,
  },
  star: {
    shapes: [
      { d: 'M12 2.5l2.94 6.06 6.56.93-4.76 4.6 1.14 6.53L12 17.5l-5.88 3.12 1.14-6.53-4.76-4.6 6.56-.93z', fill: true },
    ],
  },
  play: { shapes: [{ d: 'M8 5.5v13l10.5-6.5z', fill: true }] },
  pause: { shapes: [{ d: 'M7 5h3.5v14H7z M13.5 5H17v14h-3.5z', fill: true }] },
  home: { shapes: [line('M3 11l9-7 9 7 M5 9.5V20h5v-6h4v6h5V9.5')], strokeWidth: 1.8 },
  collections: { shapes: [line('M4 4h7v7H4z M13 4h7v7h-7z M4 13h7v7H4z M13 13h7v7h-7z')], strokeWidth: 1.8 },
  display: { shapes: [line('M12 3l8 4.5v9L12 21l-8-4.5v-9z M4 7.5l8 4.5 8-4.5 M12 12v9')], strokeWidth: 1.8 },
  cases: { shapes: [line('M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M15.5 9a1.5 1.5 0 1 0 0 .01')], strokeWidth: 1.8 },
  person: {
    shapes: [line('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5')],
    strokeWidth: 1.8,
  },
  top: { shapes: [line('M12 19V6 M6 11l6-6 6 6 M5 3h14')], strokeWidth: 1.8 },
  calculator: {
    shapes: [
      line(
        'M6 3h12v18H6z M9 6.5h6 M9 11h.01 M12 11h.01 M15 11h.01 M9 14.5h.01 M12 14.5h.01 M15 14.5h.01 M9 18h.01 M12 18h.01 M15 18h.01',
      ),
    ],
    strokeWidth: 1.8,
  },
  store: {
    shapes: [
      line(
        'M4 9l1.5-5h13L20 9 M4 9h16v1.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0z M5.5 12.5V20h13v-7.5 M10 20v-4h4v4',
      ),
    ],
    strokeWidth: 1.8,
  },
  phone: {
    shapes: [
      line(
        'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z',
      ),
    ],
    strokeWidth: 1.8,
  },
  headset: { shapes: [line('M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3z')], strokeWidth: 1.8 },
  share: {
    shapes: [
      line(
        'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
      ),
    ],
    strokeWidth: 1.8,
  },
  heart: { shapes: [line('M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z')], strokeWidth: 1.8 },
  'heart-filled': {
    shapes: [{ d: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z', fill: true }],
  },
  scan: { shapes: [line('M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16')] },
} satisfies Record<string, IconSpec>;

export type IconName = keyof typeof ICONS;
