import type { HTMLAttributes } from 'react';
import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { DialogCssVars, DialogProps } from './Dialog';

/** The props Dialog adds to (or redefines over) the attributes of <dialog>. */
type OwnDialogProps = Omit<
  DialogProps,
  Exclude<keyof HTMLAttributes<HTMLDialogElement>, 'children' | 'role' | 'onClose'>
>;

export const dialogUsage = defineUsage({
  title: 'Dialog',
  summary:
    'The one overlay primitive: a native <dialog> opened with showModal(), so it sits in the browser’s top layer, the page behind is inert and does not scroll. The sheet, the message box and the ad popup are built on it.',
  imports: ['Dialog'],
  notes: [
    'Controlled: Escape (and a tap on the backdrop with closeOnBackdrop) calls onClose; the caller sets open to false, the exit animation plays, then it unmounts.',
    'Focus moves in on open (first tab stop by default) and returns to where it was on close.',
    'Give it a name: aria-label or aria-labelledby. Use role="alertdialog" for a message that needs an answer.',
    'Scrolling content inside it needs overscroll-behavior: contain (see trackScrollable).',
  ],
  cssVars: cssVarsTable<DialogCssVars>({
    '--sf-dialog-background': { default: '--sf-color-surface', does: 'The box.' },
    '--sf-dialog-text-color': { default: '--sf-color-text', does: 'Text in the box.' },
    '--sf-dialog-radius': { default: '--sf-radius-lg', does: 'Corners of the box.' },
  }),
  components: [
    {
      name: 'Dialog',
      more: 'every attribute of <dialog> (aria-label, aria-labelledby, className, onClick…)',
      rows: propsTable<OwnDialogProps>({
        ...openStateDocs('Escape, or a backdrop tap when closeOnBackdrop'),
        children: { type: 'ReactNode', does: 'The content.' },
        placement: {
          type: "'center' | 'bottom'",
          default: "'center'",
          does: 'A box in the middle (popup, message box) or a sheet along the bottom.',
        },
        role: {
          type: "'dialog' | 'alertdialog'",
          default: "'dialog'",
          does: 'alertdialog for a message that needs an answer.',
        },
        closeOnBackdrop: { type: 'boolean', default: 'false', does: 'A tap on the backdrop asks to close.' },
        initialFocus: {
          type: "'container' | 'first' | RefObject",
          default: "'first'",
          does: 'Where focus goes on open.',
        },
        onExited: { type: '() => void', does: 'Called once the exit animation has ended, just before it unmounts.' },
      }),
    },
  ],
});
