import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Sheet } from './Sheet';

export default { title: 'Overlays / Sheet' } satisfies StoryDefault;

const actionStyle = {
  display: 'block',
  width: '100%',
  minHeight: 'var(--sf-touch-target)',
  marginTop: 'var(--sf-space-2)',
  border: 0,
  borderRadius: 'var(--sf-radius-md)',
  background: 'var(--sf-color-brand)',
  color: 'var(--sf-color-on-brand)',
  font: 'inherit',
} as const;

function Demo({ title, ariaLabel, children }: { title?: string; ariaLabel?: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Product detail</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <p>Drag the sheet down more than 30% of its height, flick it, tap the mask or press Escape to close it.</p>
      <Sheet open={open} onClose={() => setOpen(false)} title={title} ariaLabel={ariaLabel}>
        {children}
      </Sheet>
    </main>
  );
}

export const Open: Story<{ title: string; text: string }> = ({ title, text }) => (
  <Demo title={title}>
    <p>{text}</p>
    <button type="button" style={actionStyle}>
      Confirm
    </button>
  </Demo>
);
Open.args = { title: 'Share Product Info To', text: 'A short sheet: drag it down from anywhere.' };

export const LongContent: Story<{ rows: number }> = ({ rows }) => (
  <Demo title="Attributes">
    <ul>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          Attribute {i + 1}: porcelain, matt finish, 600 × 1200 mm, rectified edges, frost resistant
        </li>
      ))}
    </ul>
  </Demo>
);
LongContent.args = { rows: 40 };
LongContent.argTypes = { rows: { control: { type: 'range', min: 1, max: 80, step: 1 } } };

export const LongTitle: Story = () => (
  <Demo title="Share Large Format Porcelain Slab Calacatta Gold Polished 1600 × 3200 mm Info To">
    <p>The title wraps instead of overflowing at 320 px.</p>
  </Demo>
);

export const WithoutTitle: Story = () => (
  <Demo ariaLabel="Sort">
    <button type="button" style={actionStyle}>
      Newest
    </button>
    <button type="button" style={actionStyle}>
      Most popular
    </button>
  </Demo>
);

export const Closed: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Sheet">
        <p>Opened from the button.</p>
      </Sheet>
    </main>
  );
};
