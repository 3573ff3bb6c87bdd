import type { Story, StoryDefault } from '@ladle/react';
import { useRef, useState } from 'react';
import { DemoButton, DemoNote, DemoPage, DemoRow, DemoStatus, UsageNote } from '../story-support';
import { swipeUsage } from './swipe.usage';
import { useSwipe, type SwipeResult } from './useSwipe';

export default { title: 'Gestures / Swipe' } satisfies StoryDefault;

export const Usage: Story = () => <UsageNote usage={swipeUsage} />;

interface Args {
  thresholdFraction: number;
  velocity: number;
  tapSlop: number;
  disabled: boolean;
}

const describe = (r: SwipeResult) =>
  `${r.kind}${r.direction ? ` ${r.direction}` : ''} (dx ${Math.round(r.dx)} px, dy ${Math.round(r.dy)} px, ${r.velocity.toFixed(2)} px/ms)`;

/** A card that follows the finger; the buttons do what a swipe does. */
export const Playground: Story<Args> = (args) => {
  const card = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [last, setLast] = useState('none yet');
  const { dragging, handlers } = useSwipe({
    ...args,
    onMove: (dx) => card.current?.style.setProperty('--demo-dx', `${dx}px`),
    onEnd: (result) => {
      setLast(describe(result));
      if (result.kind === 'swipe') setPage((p) => p + (result.direction === 'left' ? 1 : -1));
    },
  });
  return (
    <DemoPage title="Swipe the card">
      <DemoNote>
        Drag it sideways more than {Math.round(args.thresholdFraction * 375)} px, or flick it faster than{' '}
        {args.velocity} px/ms. The page still scrolls up and down over it.
      </DemoNote>
      <div
        ref={card}
        {...handlers}
        style={{
          display: 'grid',
          placeItems: 'center',
          height: 160,
          borderRadius: 'var(--sf-radius-lg)',
          background: 'var(--sf-color-brand)',
          color: 'var(--sf-color-on-brand)',
          fontSize: 'var(--sf-font-xl)',
          touchAction: 'pan-y',
          userSelect: 'none',
          translate: 'var(--demo-dx, 0px) 0',
          transition: dragging ? 'none' : 'translate var(--sf-duration-fast) var(--sf-easing)',
        }}
      >
        Card {page}
      </div>
      <DemoRow>
        <DemoButton variant="secondary" onClick={() => setPage((p) => p - 1)}>
          Previous
        </DemoButton>
        <DemoButton variant="secondary" onClick={() => setPage((p) => p + 1)}>
          Next
        </DemoButton>
      </DemoRow>
      <DemoStatus label="Last gesture">{last}</DemoStatus>
    </DemoPage>
  );
};
Playground.args = { thresholdFraction: 0.2, velocity: 0.5, tapSlop: 0, disabled: false };
Playground.argTypes = {
  thresholdFraction: { control: { type: 'range', min: 0.05, max: 0.5, step: 0.05 } },
  velocity: { control: { type: 'range', min: 0.1, max: 2, step: 0.1 } },
  tapSlop: { control: { type: 'range', min: 0, max: 20, step: 1 } },
};
