/**
 * Ladle for designers: every story on a phone (see components.tsx). Ladle's own width addon is off: its iframe
 * runs the story in this page's window (so portals to document.body and the top layer escape it); the phone frame
 * has its own 320 / 375 / 480 choice instead.
 * @type {import('@ladle/react').UserConfig}
 */
export default {
  stories: 'src/**/*.stories.tsx',
  defaultStory: '',
  // Each widget's Usage story (short note and props table) comes first in its group.
  storyOrder: (stories) => {
    const group = (id) => id.slice(0, id.lastIndexOf('--'));
    const usageFirst = (id) => (id.endsWith('--usage') ? 0 : 1);
    const firstIndex = new Map();
    stories.forEach((id, i) => {
      if (!firstIndex.has(group(id))) firstIndex.set(group(id), i);
    });
    return [...stories].sort(
      (a, b) =>
        firstIndex.get(group(a)) - firstIndex.get(group(b)) ||
        usageFirst(a) - usageFirst(b) ||
        stories.indexOf(a) - stories.indexOf(b),
    );
  },
  addons: {
    a11y: { enabled: true },
    width: { enabled: false, defaultState: 0 },
    theme: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: true },
    ladle: { enabled: false },
    msw: { enabled: false },
    mode: { enabled: true },
  },
};
