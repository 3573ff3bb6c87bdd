import type { Story, StoryDefault } from '@ladle/react';
import { DemoPage, StoryPreview, usageStory } from '../story-support';
import { Image, type ImageFit } from './Image';
import { imageUsage } from './image.usage';

export default { title: 'Data / Image' } satisfies StoryDefault;

export const Usage = usageStory(imageUsage, () => <StoryPreview story={Default} />);

const svg = (w: number, h: number, fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${h} L${w / 2} ${h / 3} L${w} ${h}Z" fill="#00000022"/><text x="50%" y="50%" font-family="sans-serif" font-size="${h / 8}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const tile = svg(640, 360, '#8a5a3c', 'Living room');
const square = svg(400, 400, '#5f7a6b', 'Tile 60x60');
const BROKEN = 'data:image/png;base64,AAAA';

export const Default: Story<{ ratio: number; fit: ImageFit; lazy: boolean; mask: boolean }> = ({
  ratio,
  fit,
  lazy,
  mask,
}) => (
  <DemoPage>
    <Image
      src={tile}
      alt="Living room with grey marble-look floor tiles"
      ratio={ratio}
      fit={fit}
      lazy={lazy}
      mask={mask}
    />
  </DemoPage>
);
Default.args = { ratio: 16 / 9, fit: 'cover', lazy: true, mask: false };
Default.argTypes = {
  fit: { options: ['cover', 'contain', 'fill'], control: { type: 'radio' } },
  ratio: { options: [1, 4 / 3, 16 / 9, 3 / 4], control: { type: 'select' } },
};

export const Square: Story<{ width: number }> = ({ width }) => (
  <DemoPage>
    <div style={{ width }}>
      <Image src={square} alt="Sage green 60x60 floor tile" ratio={1} />
    </div>
  </DemoPage>
);
Square.args = { width: 160 };
Square.argTypes = { width: { control: { type: 'range', min: 48, max: 320, step: 8 } } };

export const DarkMask: Story<{ mask: boolean }> = ({ mask }) => (
  <DemoPage>
    <Image src={tile} alt="" ratio={16 / 9} mask={mask} />
  </DemoPage>
);
DarkMask.args = { mask: true };

export const CaptionMask: Story<{ caption: string; place: string }> = ({ caption, place }) => (
  <DemoPage>
    <Image
      src={tile}
      alt="Bathroom in terrazzo tiles"
      ratio={16 / 9}
      mask={
        <>
          <strong>{caption}</strong>
          <span>{place}</span>
        </>
      }
    />
  </DemoPage>
);
CaptionMask.args = {
  caption: 'Modern Terrazzo Bathroom with a very long title that wraps onto several lines',
  place: 'Nairobi, Kenya',
};

/** The neutral placeholder holds the box; pictures far below the fold are not fetched until scrolled near. */
export const LoadingLazily: Story<{ count: number; lazy: boolean }> = ({ count, lazy }) => (
  <DemoPage>
    {Array.from({ length: count }, (_, i) => (
      <Image
        key={i}
        src={svg(640, 360, i % 2 ? '#5f7a6b' : '#8a5a3c', `Case ${i + 1}`)}
        alt={`Real case ${i + 1}`}
        ratio={16 / 9}
        lazy={lazy}
      />
    ))}
  </DemoPage>
);
LoadingLazily.args = { count: 12, lazy: true };
LoadingLazily.argTypes = { count: { control: { type: 'range', min: 1, max: 24, step: 1 } } };

export const Broken: Story<{ broken: boolean }> = ({ broken }) => (
  <DemoPage>
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 'var(--sf-space-2)' }}>
      <Image src={broken ? BROKEN : square} alt="Product photo" ratio={1} lazy={false} />
      <Image src={broken ? BROKEN : square} alt="" ratio={1} lazy={false} />
    </div>
  </DemoPage>
);
Broken.args = { broken: true };
