import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoNote, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Carousel } from './Carousel';
import { carouselUsage } from './carousel.usage';

export default { title: 'Media / Carousel' } satisfies StoryDefault;

export const Usage = usageStory(carouselUsage, () => <StoryPreview story={Default} />);

interface Banner {
  id: number;
  title: string;
  colour: string;
}

const palette = [
  '#8a5a3c',
  '#3c6e8a',
  '#5a8a3c',
  '#8a3c6e',
  '#6e6e3c',
  '#3c8a7b',
  '#7b3c8a',
  '#8a6e3c',
  '#3c4e8a',
  '#8a3c3c',
];
const names = [
  'Spring collection',
  'Marble look',
  'Terrazzo',
  'Wood look',
  'Outdoor',
  'Bathroom',
  'Kitchen',
  'Mosaic',
  'Large slabs',
  'Clearance',
];

const banners = (count: number): Banner[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: names[i % names.length] ?? 'Banner',
    colour: palette[i % palette.length] ?? '#8a5a3c',
  }));

/** A banner picture as an inline SVG (stories run without network). */
function bannerImage(banner: Banner): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 400"><rect width="750" height="400" fill="${banner.colour}"/><g fill="rgba(255,255,255,0.18)"><rect x="40" y="40" width="160" height="160"/><rect x="220" y="40" width="160" height="160"/><rect x="40" y="220" width="160" height="160"/><rect x="220" y="220" width="160" height="160"/></g><text x="410" y="215" font-family="sans-serif" font-size="36" fill="#fff">${banner.id}. ${banner.title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const renderBanner = (banner: Banner, _index: number, slide: { loading: 'eager' | 'lazy' }) => (
  <img src={bannerImage(banner)} alt={banner.title} loading={slide.loading} width={750} height={400} />
);

interface Controls {
  count: number;
  interval: number;
  autoPlay: boolean;
}

const controlTypes = {
  count: { control: { type: 'range', min: 0, max: 10, step: 1 } },
  interval: { control: { type: 'select' }, options: [1500, 3000, 5000] },
} as const;

function Demo({ count, interval, autoPlay, label = 'Promotions' }: Controls & { label?: string }) {
  const [last, setLast] = useState('Tap a banner');
  return (
    <>
      <Carousel
        items={banners(count)}
        getKey={(b) => b.id}
        renderItem={renderBanner}
        onItemClick={(b, i) => setLast(`Opened ${b.title} (slide ${i + 1})`)}
        interval={interval}
        autoPlay={autoPlay}
        label={label}
      />
      {count === 0 ? <DemoNote>No banners: the carousel renders nothing.</DemoNote> : <DemoStatus>{last}</DemoStatus>}
    </>
  );
}

export const Default: Story<Controls> = (args) => <Demo {...args} />;
Default.args = { count: 4, interval: 3000, autoPlay: true };
Default.argTypes = controlTypes;

export const HomeBanner: Story<Controls> = (args) => <Demo {...args} label="Home banners" />;
HomeBanner.args = { count: 5, interval: 5000, autoPlay: true };
HomeBanner.argTypes = controlTypes;

export const ManyItems: Story<Controls> = (args) => <Demo {...args} label="All promotions" />;
ManyItems.args = { count: 10, interval: 3000, autoPlay: true };
ManyItems.argTypes = controlTypes;

export const SingleItem: Story<Controls> = (args) => <Demo {...args} label="Promotion" />;
SingleItem.args = { count: 1, interval: 3000, autoPlay: true };
SingleItem.argTypes = controlTypes;

export const Empty: Story<Controls> = (args) => <Demo {...args} />;
Empty.args = { count: 0, interval: 3000, autoPlay: true };
Empty.argTypes = controlTypes;

export const NotAutoPlaying: Story<Controls> = (args) => <Demo {...args} />;
NotAutoPlaying.args = { count: 3, interval: 3000, autoPlay: false };
NotAutoPlaying.argTypes = controlTypes;

export const LongCaptions: Story<{ caption: string }> = ({ caption }) => (
  <Carousel
    items={banners(3)}
    getKey={(b) => b.id}
    aspectRatio="4 / 3"
    label="Stories from our customers"
    renderItem={(b, i, slide) => (
      <figure style={{ margin: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
        <img src={bannerImage(b)} alt="" loading={slide.loading} style={{ flex: '1 1 auto', minHeight: 0 }} />
        <figcaption
          style={{
            padding: 'var(--sf-space-2) var(--sf-space-3)',
            background: 'var(--sf-color-brand-strong)',
            color: 'var(--sf-color-on-brand)',
            font: 'var(--sf-font-sm) / var(--sf-line-height) var(--sf-font-family)',
            overflowWrap: 'anywhere',
          }}
        >
          {`${b.title}: ${caption} (slide ${i + 1})`}
        </figcaption>
      </figure>
    )}
  />
);
LongCaptions.args = {
  caption: 'a very long caption that wraps onto more than one line on a narrow phone without overflowing.',
};
