/**
 * An option whose label is read each time it is shown, so a list kept at module level still speaks the page's
 * language: `liveLabel('newest', m.recent_sort_newest)`.
 */
export function liveLabel<K>(key: K, label: () => string): { key: K; readonly label: string } {
  return {
    key,
    get label() {
      return label();
    },
  };
}
