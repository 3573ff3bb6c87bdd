import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Mask } from './Mask';

export default { title: 'Overlays / Mask' } satisfies StoryDefault;

const cardStyle = {
  padding: 'var(--sf-space-4) var(--sf-space-6)',
  borderRadius: 'var(--sf-radius-md)',
  background: 'var(--sf-color-toast)',
  color: 'var(--sf-color-on-brand)',
} as const;

/** A long page behind the mask: try to scroll it while the mask is shown. */
function Page({ children }: { children?: ReactNode }) {
  return (
    <main>
      <h1>Home</h1>
      {children}
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i}>Tile collection row {i + 1}</p>
      ))}
    </main>
  );
}

export const Open: Story<{ open: boolean }> = ({ open: initial }) => {
  const [open, setOpen] = useState(initial);
  return (
    <Page>
      <button type="button" onClick={() => setOpen(true)}>
        Show mask
      </button>
      <Mask open={open} onClick={() => setOpen(false)} />
    </Page>
  );
};
Open.args = { open: true };

export const WithContent: Story<{ text: string }> = ({ text }) => {
  const [open, setOpen] = useState(true);
  return (
    <Page>
      <button type="button" onClick={() => setOpen(true)}>
        Show loading mask
      </button>
      <Mask open={open} onClick={() => setOpen(false)}>
        <div role="status" style={cardStyle}>
          {text}
        </div>
      </Mask>
    </Page>
  );
};
WithContent.args = { text: 'Waiting...' };

export const ScrollableContent: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <Page>
      <button type="button" onClick={() => setOpen(true)}>
        Show mask
      </button>
      <Mask open={open} onClick={() => setOpen(false)}>
        <section
          aria-label="Store list"
          tabIndex={0}
          style={{ ...cardStyle, maxHeight: '50vh', overflowY: 'auto', width: '80%' }}
        >
          {Array.from({ length: 30 }, (_, i) => (
            <p key={i}>Store {i + 1}: this list scrolls, the page behind it does not</p>
          ))}
        </section>
      </Mask>
    </Page>
  );
};

export const Nested: Story = () => {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <Page>
      <p>
        Outer {outer ? 'open' : 'closed'}, inner {inner ? 'open' : 'closed'}: the page stays locked until both close.
      </p>
      <Mask open={outer} onClick={() => setOuter(false)}>
        <div style={cardStyle}>Outer mask: tap outside to close</div>
      </Mask>
      <Mask open={inner} onClick={() => setInner(false)} className="sf-story-inner-mask">
        <div style={{ ...cardStyle, marginTop: 'var(--sf-space-8)' }}>Inner mask: tap outside to close</div>
      </Mask>
      <button type="button" onClick={() => { setOuter(true); setInner(true); }}>
        Show both
      </button>
    </Page>
  );
};

export const Closed: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <button type="button" onClick={() => setOpen(true)}>
        Show mask
      </button>
      <Mask open={open} onClick={() => setOpen(false)} />
    </Page>
  );
};
