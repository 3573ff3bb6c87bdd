import type { Story, StoryDefault } from '@ladle/react';
import { useId, useState, type ReactNode } from 'react';
import { DemoButton, DemoFiller, DemoPage, StoryPreview, usageStory } from '../story-support';
import { Dialog, type DialogPlacement, type DialogProps } from './Dialog';
import { dialogUsage } from './dialog.usage';
import { trackScrollable } from '../internal/overlay';

export default { title: 'Overlays / Dialog' } satisfies StoryDefault;

export const Usage = usageStory(dialogUsage, () => <StoryPreview story={Playground} overrides={{ open: false }} />);

const boxStyle = { padding: 'var(--sf-space-4)', display: 'grid', gap: 'var(--sf-space-3)' } as const;

/** A long page behind the dialog: try to scroll it, or to Tab out of the dialog, while it is open. */
function Page({ children, onOpen }: { children: ReactNode; onOpen(): void }) {
  return (
    <DemoPage title="Showroom">
      <div>
        <DemoButton onClick={onOpen}>Open dialog</DemoButton>
      </div>
      <DemoFiller />
      {children}
    </DemoPage>
  );
}

type DemoProps = Omit<DialogProps, 'open' | 'onClose' | 'children'> & {
  initiallyOpen?: boolean;
  children(close: () => void): ReactNode;
};

/** The page with one dialog, open at first (unless initiallyOpen is false); the page's button opens it again. */
function Showing({ initiallyOpen = true, children, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => setOpen(false);
  return (
    <Page onOpen={() => setOpen(true)}>
      <Dialog {...props} open={open} onClose={close}>
        {children(close)}
      </Dialog>
    </Page>
  );
}

/** A change of the open control starts the story again, open or closed as it says. */
const Demo = (props: DemoProps) => <Showing key={String(props.initiallyOpen)} {...props} />;

/** A line of text and, when given, one button. */
function Content({
  text,
  textId,
  action,
  onAction,
}: {
  text: ReactNode;
  textId?: string;
  action?: string;
  onAction?(): void;
}) {
  return (
    <div style={boxStyle}>
      <p id={textId} style={{ margin: 0 }}>
        {text}
      </p>
      {action && <DemoButton onClick={onAction}>{action}</DemoButton>}
    </div>
  );
}

interface Args {
  placement: DialogPlacement;
  closeOnBackdrop: boolean;
  open: boolean;
}

export const Playground: Story<Args> = ({ placement, closeOnBackdrop, open }) => {
  const titleId = useId();
  return (
    <Demo initiallyOpen={open} placement={placement} closeOnBackdrop={closeOnBackdrop} aria-labelledby={titleId}>
      {(close) => (
        <>
          <h2 id={titleId} style={{ margin: 'var(--sf-space-4) var(--sf-space-4) 0' }}>
            Book a showroom visit
          </h2>
          <Content
            text="Escape closes; so does a tap on the dimmed page when closeOnBackdrop is on."
            action="Done"
            onAction={close}
          />
        </>
      )}
    </Demo>
  );
};
Playground.args = { placement: 'center', closeOnBackdrop: true, open: true };
Playground.argTypes = { placement: { options: ['center', 'bottom'], control: { type: 'radio' } } };

interface OpenArgs {
  open: boolean;
  closeOnBackdrop: boolean;
}

export const Bottom: Story<OpenArgs> = ({ open, closeOnBackdrop }) => (
  <Demo
    initiallyOpen={open}
    placement="bottom"
    closeOnBackdrop={closeOnBackdrop}
    aria-label="Sort"
    initialFocus="container"
  >
    {(close) => (
      <div style={boxStyle}>
        {['Newest', 'Price, low to high', 'Price, high to low'].map((label) => (
          <DemoButton key={label} variant="secondary" onClick={close}>
            {label}
          </DemoButton>
        ))}
      </div>
    )}
  </Demo>
);
Bottom.args = { open: true, closeOnBackdrop: true };

export const AlertDialog: Story<{ open: boolean; text: string }> = ({ open, text }) => {
  const textId = useId();
  return (
    <Demo initiallyOpen={open} role="alertdialog" aria-labelledby={textId}>
      {(close) => <Content text={text} textId={textId} action="Leave" onAction={close} />}
    </Demo>
  );
};
AlertDialog.args = { open: true, text: 'Leave without saving your changes?' };

export const LongContent: Story<OpenArgs & { rows: number }> = ({ open, closeOnBackdrop, rows }) => (
  <Demo initiallyOpen={open} placement="bottom" closeOnBackdrop={closeOnBackdrop} aria-label="Store list">
    {() => (
      <div ref={trackScrollable} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
        <ul style={{ margin: 0, padding: 'var(--sf-space-4)' }}>
          {Array.from({ length: rows }, (_, i) => (
            <li key={i}>Store {i + 1}: this list scrolls, the page behind it does not</li>
          ))}
        </ul>
      </div>
    )}
  </Demo>
);
LongContent.args = { open: true, closeOnBackdrop: true, rows: 40 };
LongContent.argTypes = { rows: { control: { type: 'range', min: 1, max: 80, step: 1 } } };

function NestedDemo({ open, innerOpen }: { open: boolean; innerOpen: boolean }) {
  const [inner, setInner] = useState(innerOpen);
  return (
    <Demo initiallyOpen={open} placement="bottom" closeOnBackdrop aria-label="Filters">
      {() => (
        <>
          <Content
            text="Escape closes the newest dialog first; the page unlocks when both have closed."
            action="Clear all filters"
            onAction={() => setInner(true)}
          />
          <Dialog open={inner} onClose={() => setInner(false)} role="alertdialog" aria-label="Clear all filters?">
            <Content text="Clear all filters?" action="Clear" onAction={() => setInner(false)} />
          </Dialog>
        </>
      )}
    </Demo>
  );
}

export const Nested: Story<{ open: boolean; innerOpen: boolean }> = (args) => (
  <NestedDemo key={JSON.stringify(args)} {...args} />
);
Nested.args = { open: true, innerOpen: false };

export const Closed: Story<{ open: boolean; text: string }> = ({ open, text }) => (
  <Demo initiallyOpen={open} closeOnBackdrop aria-label="Opening hours">
    {() => <Content text={text} />}
  </Demo>
);
Closed.args = { open: false, text: 'Monday to Saturday, 9:00 to 18:00.' };
