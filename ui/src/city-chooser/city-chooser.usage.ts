import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { CityChooserCssVars, CityChooserProps } from './CityChooser';

export const cityChooserUsage = defineUsage({
  title: 'City chooser',
  summary:
    'Choose a city: a search field, the current location with Re-locate, recently chosen cities, and every city grouped A–Z under sticky letters with an index bar.',
  imports: ['CityChooser', 'pushHistory', 'type City'],
  notes: [
    'The index bar jumps to a letter on a tap, while a finger drags along it (showing the letter in a bubble), and from the keyboard.',
    'Keep history with pushHistory(history, city): most recent first, no repeats, at most 6.',
    'Give the chooser a box of fixed height: its list scrolls inside it.',
  ],
  cssVars: cssVarsTable<CityChooserCssVars>({
    '--sf-city-chooser-accent-color': {
      default: '--sf-color-brand',
      does: 'Current city, chosen letter and Re-locate.',
    },
    '--sf-city-chooser-background': { default: '--sf-color-surface', does: 'Background of the list.' },
    '--sf-city-chooser-border-color': { default: '--sf-color-border', does: 'Lines and field edges.' },
    '--sf-city-chooser-radius': { default: '--sf-radius-md', does: 'Corners of the city chips.' },
  }),
  components: [
    {
      name: 'CityChooser',
      rows: propsTable<CityChooserProps>({
        cities: { type: '{ id: string | number; name: string }[]', required: true, does: 'Every city to choose from.' },
        current: {
          type: '{ name: string } | null',
          does: 'The city found by geolocation; null or absent when unknown.',
        },
        locating: { type: 'boolean', default: 'false', does: 'Geolocation is running.' },
        locateError: { type: 'string', does: "Geolocation failed: the row says 'Location Failed'." },
        onRelocate: { type: '() => void', required: true, does: 'Re-locate was pressed.' },
        onChoose: { type: '(city: City) => void', required: true, does: 'A city was chosen (from any list).' },
        history: { type: 'City[]', required: true, does: 'Recently chosen cities, most recent first.' },
        title: { type: 'string', does: "Visible heading; without it the chooser is named 'Choose a city'." },
      }),
    },
  ],
});
