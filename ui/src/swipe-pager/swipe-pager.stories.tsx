import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Image } from '../image';
import { SwipePager } from './SwipePager';

export default { title: 'Media / Swipe pager' } satisfies StoryDefault;

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

export const Default: Story<{ startIndex: number }> = ({ startIndex }) => (
  <SwipePager
    key={startIndex}
    label="Display rooms"
    items={rooms}
    defaultIndex={startIndex}
    renderItem={(room, index, page) => <RoomPage room={room} index={index} loading={page.loading} />}
  />
);
Default.args = { startIndex: 0 };
Default.argTypes = { startIndex: { control: { type: 'range', min: 0, max: rooms.length - 1, step: 1 } } };

export const AtLastPage: Story = () => (
  <SwipePager label="Display rooms" items={rooms} defaultIndex={rooms.length - 1} renderItem={(room, index, page) => <RoomPage room={room} index={index} loading={page.loading} />} />
);

export const SinglePage: Story = () => (
  <SwipePager label="Display rooms" items={rooms.slice(0, 1)} renderItem={(room, index, page) => <RoomPage room={room} index={index} loading={page.loading} />} />
);

export const Empty: Story = () => (
  <div>
    <SwipePager label="Display rooms" items={[] as Room[]} renderItem={() => null} />
    <p style={{ padding: 'var(--sf-space-4)' }}>With no items the pager renders nothing.</p>
  </div>
);

export const LongText: Story = () => (
  <SwipePager
    label="Case notes"
    items={Array.from({ length: 3 }, (_, i) => `Case ${i + 1}: ` + 'A complete renovation of a three-storey townhouse with porcelain slabs on every floor and custom mosaic borders. '.repeat(4))}
    renderItem={(text) => <p style={{ margin: 0, padding: 'var(--sf-space-4) var(--sf-space-8)', overflowWrap: 'anywhere' }}>{text}</p>}
  />
);

export const ManyPagesControlled: Story = () => {
  const [index, setIndex] = useState(7);
  const items = Array.from({ length: 20 }, (_, i) => ({ title: `Collection ${i + 1}`, text: `Series number ${i + 1}` }));
  return (
    <div>
      <SwipePager
        label="Collections"
        items={items}
        index={index}
        onIndexChange={setIndex}
        previousLabel="Previous collection"
        nextLabel="Next collection"
        renderItem={(room, i, page) => <RoomPage room={room} index={i} loading={page.loading} />}
      />
      <p style={{ padding: '0 var(--sf-space-4)' }}>
        Page {index + 1} of {items.length}{' '}
        <button type="button" onClick={() => setIndex(0)}>
          First
        </button>
      </p>
    </div>
  );
};
