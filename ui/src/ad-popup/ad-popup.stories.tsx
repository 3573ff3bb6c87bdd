import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoButton, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { AdPopup, type AdPopupItem } from './AdPopup';
import { adPopupUsage } from './ad-popup.usage';

export default { title: 'Overlays / Ad popup' } satisfies StoryDefault;

export const Usage = usageStory(adPopupUsage, () => <StoryPreview story={Default} overrides={{ open: false }} />);

const colours = ['#8a5a3c', '#3c6e8a', '#5f7a6b', '#7a4b6b', '#6b6b4b', '#4b5d7a', '#8a3c4f', '#2f5d50'];
const poster = (i: number, text: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="${colours[i % colours.length]}"/><path d="M0 400L120 220l80 90 40-50 60 140z" fill="rgba(255,255,255,.22)"/><rect x="30" y="40" width="240" height="70" rx="8" fill="rgba(255,255,255,.85)"/><text x="150" y="86" font-family="sans-serif" font-size="26" text-anchor="middle" fill="#1f1d1a">${text}</text></svg>`,
  );

const makeAds = (titles: string[]): AdPopupItem[] =>
  titles.map((title, i) => ({ id: i + 1, title, img: poster(i, `Offer ${i + 1}`) }));

function Showing({ ads, open = true }: { ads: AdPopupItem[]; open?: boolean }) {
  const [items, setItems] = useState(open ? ads : []);
  const [log, setLog] = useState('none');
  return (
    <DemoPage>
      <div>
        <DemoButton onClick={() => setItems(ads)}>Show the popup again</DemoButton>
      </div>
      <DemoStatus>{log}</DemoStatus>
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
    </DemoPage>
  );
}

/** A change of a control starts the story again. */
const Demo = ({ ads, open }: { ads: AdPopupItem[]; open?: boolean }) => (
  <Showing key={JSON.stringify([ads, open])} ads={ads} open={open} />
);

const TITLES = [
  'Spring tile festival',
  'New terrazzo collection',
  'Free design consultation',
  'Outdoor pavers sale',
  'Bathroom sets',
  'Wood look planks',
  'Mosaic week',
  'Showroom opening',
];

interface Args {
  open: boolean;
  count: number;
}

const countControl = { count: { control: { type: 'range', min: 0, max: 8, step: 1 } } } as const;

export const Default: Story<Args> = ({ open, count }) => <Demo open={open} ads={makeAds(TITLES.slice(0, count))} />;
Default.args = { open: true, count: 3 };
Default.argTypes = countControl;

export const SingleAd: Story<{ open: boolean; title: string }> = ({ open, title }) => (
  <Demo open={open} ads={makeAds([title])} />
);
SingleAd.args = { open: true, title: 'New terrazzo collection' };

export const ManyAds: Story<Args> = ({ open, count }) => (
  <Demo open={open} ads={makeAds(Array.from({ length: count }, (_, i) => `Promotion number ${i + 1}`))} />
);
ManyAds.args = { open: true, count: 8 };
ManyAds.argTypes = countControl;

export const LongTitles: Story<{ open: boolean; first: string; second: string }> = ({ open, first, second }) => (
  <Demo open={open} ads={makeAds([first, second])} />
);
LongTitles.args = {
  open: true,
  first:
    'Spring tile festival at the Westlands showroom: twenty percent off every large format porcelain slab until the end of the month',
  second: 'Book a free design consultation with our interior team and receive a 3D display of your room',
};

export const BrokenImage: Story<{ open: boolean; broken: boolean }> = ({ open, broken }) => (
  <Demo
    open={open}
    ads={[
      { id: 'x', title: 'Ad whose picture failed', img: broken ? 'data:image/png;base64,AAAA' : poster(5, 'Offer') },
      ...makeAds(['Working ad']),
    ]}
  />
);
BrokenImage.args = { open: true, broken: true };

export const HiddenWithoutAds: Story<Args> = ({ open, count }) => (
  <Demo open={open} ads={makeAds(TITLES.slice(0, count))} />
);
HiddenWithoutAds.args = { open: true, count: 0 };
HiddenWithoutAds.argTypes = countControl;
