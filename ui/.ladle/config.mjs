/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  defaultStory: '',
  viewport: 'mobileMedium',
  addons: {
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { xsmall: 320, design: 375, large: 480 },
      defaultState: 375,
    },
    theme: { enabled: false },
    rtl: { enabled: false },
    source: { enabled: true },
    ladle: { enabled: false },
    msw: { enabled: false },
    mode: { enabled: true },
  },
};
