import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Image } from '../image';
import { DemoButton, DemoNote, DemoPanel, DemoRow, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { SwipePager } from './SwipePager';
import { swipePagerUsage } from './swipe-pager.usage';

export default { title: 'Media / Swipe pager' } satisfies StoryDefault;

export const Usage = usageStory(swipePagerUsage, () => <StoryPreview story={Default} />);

const colours = ['#8a5a3c', '#5f7a6b', '#4b5d7a', '#7a4b6b', '#6b6b4b', '#3c6e8a'];
const picture = (i: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="${colours[i % colours.length]}"/><path d="M0 200L100 90l60 60 40-40 100 90z" fill="rgba(255,255,255,.25)"/><circle cx="230" cy="55" r="22" fill="rgba(255,255,255,.4)"/></svg>`,
  );

interface Room {
  title: string;
  text: string;
}
const rooms: Room[] = [
  { title: 'Living room', text: 'Warm terrazzo floor, 600 x 600 mm.' },
  { title: 'Kitchen', text: 'Marble look porcelain splashback.' },
  { title: 'Bathroom', text: 'Matte anti-slip floor and glossy walls.' },
  { title: 'Terrace', text: 'Outdoor pavers, R11.' },
  { title: 'Bedroom', text: 'Wood look planks, 200 x 1200 mm.' },
];

function RoomPage({ room, index, loading }: { room: Room; index: number; loading: 'eager' | 'lazy' }) {
  return (
    <figure style={{ margin: 0 }}>
      <Image src={picture(index)} alt="" ratio={3 / 2} lazy={loading === 'lazy'} />
      <figcaption style={{ padding: 'var(--sf-space-3) var(--sf-space-4)', overflowWrap: 'anywhere' }}>
        <strong>{room.title}</strong>
        <br />
        {room.text}
      </figcaption>
    </figure>
  );
}

const startControl = { startIndex: { control: { type: 'range', min: 0, max: rooms.length - 1, step: 1 } } } as const;
const countControl = { count: { control: { type: 'range', min: 0, max: rooms.length, step: 1 } } } as const;

const renderRoom = (room: Room, index: number, page: { loading: 'eager' | 'lazy' }) => (
  <RoomPage room={room} index={index} loading={page.loading} />
);

export const Default: Story<{ startIndex: number }> = ({ startIndex }) => (
  <SwipePager key={startIndex} label="Display rooms" items={rooms} defaultIndex={startIndex} renderItem={renderRoom} />
);
Default.args = { startIndex: 0 };
Default.argTypes = startControl;

export const AtLastPage: Story<{ startIndex: number }> = ({ startIndex }) => (
  <SwipePager key={startIndex} label="Display rooms" items={rooms} defaultIndex={startIndex} renderItem={renderRoom} />
);
AtLastPage.args = { startIndex: rooms.length - 1 };
AtLastPage.argTypes = startControl;

export const SinglePage: Story<{ count: number }> = ({ count }) => (
  <SwipePager key={count} label="Display rooms" items={rooms.slice(0, count)} renderItem={renderRoom} />
);
SinglePage.args = { count: 1 };
SinglePage.argTypes = countControl;

export const Empty: Story<{ count: number }> = ({ count }) => (
  <>
    <SwipePager key={count} label="Display rooms" items={rooms.slice(0, count)} renderItem={renderRoom} />
    {count === 0 && <DemoNote>With no items the pager renders nothing.</DemoNote>}
  </>
);
Empty.args = { count: 0 };
Empty.argTypes = countControl;

export const LongText: Story<{ text: string }> = ({ text }) => (
  <SwipePager
    label="Case notes"
    items={Array.from({ length: 3 }, (_, i) => `Case ${i + 1}: ${text}`)}
    renderItem={(note) => (
      <p style={{ margin: 0, padding: 'var(--sf-space-4) var(--sf-space-8)', overflowWrap: 'anywhere' }}>{note}</p>
    )}
  />
);
LongText.args = {
  text: 'A complete renovation of a three-storey townhouse with porcelain slabs on every floor and custom mosaic borders. '
    .repeat(4)
    .trim(),
};

export const ManyPagesControlled: Story<{ count: number }> = ({ count }) => {
  const [index, setIndex] = useState(7);
  const items = Array.from({ length: count }, (_, i) => ({
    title: `Collection ${i + 1}`,
    text: `Series number ${i + 1}`,
  }));
  const shown = Math.min(index, count - 1);
  return (
    <div>
      <SwipePager
        label="Collections"
        items={items}
        index={shown}
        onIndexChange={setIndex}
        previousLabel="Previous collection"
        nextLabel="Next collection"
        renderItem={renderRoom}
      />
      <DemoPanel>
        <DemoStatus label="Page">
          {shown + 1} of {items.length}
        </DemoStatus>
        <DemoRow>
          <DemoButton variant="secondary" onClick={() => setIndex(0)}>
            First
          </DemoButton>
          <DemoButton variant="secondary" onClick={() => setIndex(count - 1)}>
            Last
          </DemoButton>
        </DemoRow>
      </DemoPanel>
    </div>
  );
};
ManyPagesControlled.args = { count: 20 };
ManyPagesControlled.argTypes = { count: { control: { type: 'range', min: 1, max: 40, step: 1 } } };
