/**
 * What the app says about its installed copy, in one place, to move into the message catalogue with the rest of the
 * texts (docs/product/installing.md describes the behaviour).
 */
export const pwaTexts = {
  updateRegion: 'App update',
  updateAvailable: 'A new version of the storefront is available.',
  reload: 'Reload',
  dismiss: 'Not now',
  dismissLabel: 'Dismiss the update notice',
} as const;
