import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { AdPopup, type AdPopupItem } from './AdPopup';

export default { title: 'Overlays / Ad popup' } satisfies StoryDefault;

const colours = ['#8a5a3c', '#3c6e8a', '#5f7a6b', '#7a4b6b', '#6b6b4b', '#4b5d7a', '#8a3c4f', '#2f5d50'];
const poster = (i: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="${colours[i % colours.length]}"/><path d="M0 400L120 220l80 90 40-50 60 140z" fill="rgba(255,255,255,.22)"/><rect x="30" y="40" width="240" height="70" rx="8" fill="rgba(255,255,255,.85)"/><text x="150" y="86" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#1f1d1a">${text}</text></svg>`,
  );

const makeAds = (titles: string[]): AdPopupItem[] => titles.map((title, i) => ({ id: i + 1, title, img: poster(i, `Offer ${i + 1}`) }));

function Demo({ ads }: { ads: AdPopupItem[] }) {
  const [items, setItems] = useState(ads);
  const [log, setLog] = useState('none');
  return (
    <main style={{ padding: 'var(--sf-space-4)' }}>
      <button type="button" onClick={() => setItems(ads)}>
        Show the popup again
      </button>
      <p>Last action: {log}</p>
      <AdPopup
        items={items}
        onClose={() => {
          setLog('closed');
          setItems([]);
        }}
        onView={(item) => {
          setLog(`viewed "${item.title}"`);
          setItems([]);
        }}
      />
    </main>
  );
}

export const Default: Story<{ count: number }> = ({ count }) => {
  const ads = makeAds(['Spring tile festival', 'New terrazzo collection', 'Free design consultation', 'Outdoor pavers sale', 'Bathroom sets', 'Wood look planks', 'Mosaic week', 'Showroom opening']).slice(0, count);
  return <Demo key={count} ads={ads} />;
};
Default.args = { count: 3 };
Default.argTypes = { count: { control: { type: 'range', min: 0, max: 8, step: 1 } } };

export const SingleAd: Story = () => <Demo ads={makeAds(['New terrazzo collection'])} />;

export const ManyAds: Story = () => <Demo ads={makeAds(Array.from({ length: 8 }, (_, i) => `Promotion number ${i + 1}`))} />;

export const LongTitles: Story = () => (
  <Demo
    ads={makeAds([
      'Spring tile festival at the Westlands showroom: twenty percent off every large format porcelain slab until the end of the month',
      'Book a free design consultation with our interior team and receive a 3D display of your room',
    ])}
  />
);

export const BrokenImage: Story = () => <Demo ads={[{ id: 'x', title: 'Ad whose picture failed', img: 'data:image/png;base64,AAAA' }, ...makeAds(['Working ad'])]} />;

export const HiddenWithoutAds: Story = () => <Demo ads={[]} />;
