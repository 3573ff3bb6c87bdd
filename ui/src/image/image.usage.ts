import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { ImageCssVars, ImageProps } from './Image';

export const imageUsage = defineUsage({
  title: 'Image',
  summary:
    'A picture in a box of fixed aspect ratio: a neutral placeholder while it loads, a broken-picture icon when it fails, and an optional dark mask or caption over it.',
  imports: ['Image'],
  notes: [
    'The box keeps its ratio before, during and after loading, so the page never jumps.',
    'Write alt for pictures that say something; pass alt="" for decoration.',
    'Pictures are lazy by default: pass lazy={false} for the first picture on screen.',
  ],
  cssVars: cssVarsTable<ImageCssVars>({
    '--sf-image-placeholder-color': { default: '--sf-color-placeholder', does: 'The box while loading.' },
    '--sf-image-mask-color': { default: '--sf-color-image-mask', does: 'The dark overlay.' },
  }),
  components: [
    {
      name: 'Image',
      rows: propsTable<ImageProps>({
        src: { type: 'string', required: true, does: 'The picture’s address.' },
        alt: { type: 'string', required: true, does: "Text alternative; '' for a decorative picture." },
        ratio: { type: 'number', required: true, does: 'Width / height of the box, e.g. 1 or 16 / 9.' },
        mask: {
          type: 'boolean | ReactNode',
          default: 'false',
          does: 'true: a dark overlay; a node: that content laid over the picture (a caption).',
        },
        lazy: {
          type: 'boolean',
          default: 'true',
          does: 'Loads when near the viewport (loading="lazy", decoding="async").',
        },
        priority: {
          type: '{ width: number; height: number }',
          does: 'The largest first-view picture (LCP): fetchpriority="high", never lazy, with this intrinsic width and height.',
        },
        fit: { type: "'cover' | 'contain' | 'fill'", default: "'cover'", does: 'How the picture fills the box.' },
        onLoad: { type: '() => void', does: 'Called when the picture has loaded.' },
        onError: { type: '() => void', does: 'Called when the picture failed; the box shows the broken icon.' },
      }),
    },
  ],
});
