import { cssVarsTable, defineUsage, propsTable, valueDocs } from '../story-support';
import type { SearchBarCssVars, SearchBarProps } from './SearchBar';

export const searchBarUsage = defineUsage({
  title: 'Search bar',
  summary:
    'The search page’s bar: Back, a labelled search field with a Clear button that submits on Enter (the keyboard’s search key), and a menu toggle.',
  imports: ['SearchBar', 'SEARCH_PLACEHOLDER'],
  notes: [
    'Controlled: keep the text in state; onSubmit receives it trimmed.',
    'Back and the menu toggle appear only when their handlers are given.',
    'Pass menuOpen and menuId so the toggle tells screen readers what it opens and whether it is open.',
  ],
  cssVars: cssVarsTable<SearchBarCssVars>({
    '--sf-search-bar-field-background': { default: '--sf-color-surface-muted', does: 'The search field.' },
    '--sf-search-bar-text-color': { default: '--sf-color-text', does: 'Typed text and icons.' },
    '--sf-search-bar-accent-color': { default: '--sf-color-brand', does: 'Focus edge of the field.' },
    '--sf-search-bar-radius': { default: '--sf-radius-pill', does: 'Corners of the field.' },
  }),
  components: [
    {
      name: 'SearchBar',
      rows: propsTable<SearchBarProps>({
        ...valueDocs('string', 'The text in the field', "''"),
        onSubmit: {
          type: '(text: string) => void',
          required: true,
          does: 'Enter or the search key, with the text trimmed.',
        },
        onBack: { type: '() => void', does: 'Shows the Back button.' },
        onMenuToggle: { type: '() => void', does: 'Shows the Menu toggle.' },
        menuOpen: {
          type: 'boolean',
          default: 'false',
          does: 'Whether the menu the toggle controls is open (aria-expanded).',
        },
        menuId: { type: 'string', does: 'Id of that menu, for the toggle’s aria-controls.' },
        placeholder: {
          type: 'string',
          default: "'Search for brand info'",
          does: 'Example text while empty (often the hot word that was tapped).',
        },
        autoFocus: { type: 'boolean', does: 'Focuses the field on mount (the search page opened from the ticker).' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys out the field and its buttons.' },
        label: { type: 'string', default: "'Search'", does: 'The field’s label (visually hidden).' },
      }),
    },
  ],
});
