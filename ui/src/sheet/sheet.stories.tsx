import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { DemoButton, DemoNote, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Sheet } from './Sheet';
import { SheetActions } from './SheetActions';
import { sheetUsage } from './sheet.usage';

export default { title: 'Overlays / Sheet' } satisfies StoryDefault;

export const Usage = usageStory(sheetUsage, () => <StoryPreview story={Open} overrides={{ open: false }} />);

function Demo({
  open: initial = true,
  title,
  ariaLabel,
  children,
}: {
  open?: boolean;
  title?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initial);
  return (
    <DemoPage title="Product detail">
      <div>
        <DemoButton onClick={() => setOpen(true)}>Open sheet</DemoButton>
      </div>
      <DemoNote>
        Drag the sheet down more than 30% of its height, flick it, tap the dimmed page or press Escape to close it.
      </DemoNote>
      <Sheet open={open} onClose={() => setOpen(false)} title={title} ariaLabel={ariaLabel}>
        {children}
      </Sheet>
    </DemoPage>
  );
}

interface Args {
  open: boolean;
  title: string;
  text: string;
}

/** A change of a control starts the story again (open as the control says). */
const keyOf = (args: object) => JSON.stringify(args);

export const Open: Story<Args> = ({ open, title, text }) => (
  <Demo key={keyOf({ open, title })} open={open} title={title || undefined}>
    <DemoNote>{text}</DemoNote>
    <DemoButton block>Confirm</DemoButton>
  </Demo>
);
Open.args = { open: true, title: 'Share Product Info To', text: 'A short sheet: drag it down from anywhere.' };

export const LongContent: Story<{ open: boolean; rows: number }> = ({ open, rows }) => (
  <Demo key={keyOf({ open })} open={open} title="Attributes">
    <ul>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>Attribute {i + 1}: porcelain, matt finish, 600 × 1200 mm, rectified edges, frost resistant</li>
      ))}
    </ul>
  </Demo>
);
LongContent.args = { open: true, rows: 40 };
LongContent.argTypes = { rows: { control: { type: 'range', min: 1, max: 80, step: 1 } } };

export const LongTitle: Story<Args> = ({ open, title, text }) => (
  <Demo key={keyOf({ open, title })} open={open} title={title}>
    <DemoNote>{text}</DemoNote>
  </Demo>
);
LongTitle.args = {
  open: true,
  title: 'Share Large Format Porcelain Slab Calacatta Gold Polished 1600 × 3200 mm Info To',
  text: 'The title wraps instead of overflowing at 320 px.',
};

export const WithoutTitle: Story<{ open: boolean; ariaLabel: string }> = ({ open, ariaLabel }) => (
  <Demo key={keyOf({ open, ariaLabel })} open={open} ariaLabel={ariaLabel}>
    <DemoButton block variant="secondary">
      Newest
    </DemoButton>
    <DemoButton block variant="secondary">
      Most popular
    </DemoButton>
  </Demo>
);
WithoutTitle.args = { open: true, ariaLabel: 'Sort' };

/** A sheet asking for a choice ends in the Cancel / Confirm row. */
function ActionsDemo({ open, cancelText, confirmText }: { open: boolean; cancelText: string; confirmText: string }) {
  const [answer, setAnswer] = useState('none yet');
  const [shown, setShown] = useState(open);
  return (
    <DemoPage title="Product detail">
      <div>
        <DemoButton onClick={() => setShown(true)}>Open sheet</DemoButton>
      </div>
      <DemoStatus label="Answer">{answer}</DemoStatus>
      <Sheet open={shown} onClose={() => setShown(false)} title="Remove from favourites?">
        <DemoNote>The collection stays in the catalogue.</DemoNote>
        <SheetActions
          cancelText={cancelText}
          confirmText={confirmText}
          onCancel={() => {
            setAnswer('cancelled');
            setShown(false);
          }}
          onConfirm={() => {
            setAnswer('confirmed');
            setShown(false);
          }}
        />
      </Sheet>
    </DemoPage>
  );
}

export const WithActions: Story<{ open: boolean; cancelText: string; confirmText: string }> = (args) => (
  <ActionsDemo key={String(args.open)} {...args} />
);
WithActions.args = { open: true, cancelText: 'Cancel', confirmText: 'Confirm' };

export const Closed: Story<Args> = ({ open, title, text }) => (
  <Demo key={keyOf({ open, title })} open={open} title={title}>
    <DemoNote>{text}</DemoNote>
  </Demo>
);
Closed.args = { open: false, title: 'Sheet', text: 'Opened from the button.' };
