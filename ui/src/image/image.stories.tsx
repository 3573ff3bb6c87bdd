import type { Story, StoryDefault } from '@ladle/react';
import { Image, type ImageFit } from './Image';

export default { title: 'Data / Image' } satisfies StoryDefault;

const svg = (w: number, h: number, fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${h} L${w / 2} ${h / 3} L${w} ${h}Z" fill="#00000022"/><text x="50%" y="50%" font-family="sans-serif" font-size="${h / 8}" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`;

const tile = svg(640, 360, '#8a5a3c', 'Living room');
const square = svg(400, 400, '#5f7a6b', 'Tile 60x60');

export const Default: Story<{ ratio: number; fit: ImageFit; lazy: boolean; mask: boolean }> = ({ ratio, fit, lazy, mask }) => (
  <div style={{ padding: 16 }}>
    <Image src={tile} alt="Living room with grey marble-look floor tiles" ratio={ratio} fit={fit} lazy={lazy} mask={mask} />
  </div>
);
Default.args = { ratio: 16 / 9, fit: 'cover', lazy: true, mask: false };
Default.argTypes = {
  fit: { options: ['cover', 'contain', 'fill'], control: { type: 'radio' } },
  ratio: { options: [1, 4 / 3, 16 / 9, 3 / 4], control: { type: 'select' } },
};

export const Square: Story = () => (
  <div style={{ padding: 16, width: 160 }}>
    <Image src={square} alt="Sage green 60x60 floor tile" ratio={1} />
  </div>
);

export const DarkMask: Story = () => (
  <div style={{ padding: 16 }}>
    <Image src={tile} alt="" ratio={16 / 9} mask />
  </div>
);

export const CaptionMask: Story = () => (
  <div style={{ padding: 16 }}>
    <Image
      src={tile}
      alt="Bathroom in terrazzo tiles"
      ratio={16 / 9}
      mask={
        <>
          <strong>Modern Terrazzo Bathroom with a very long title that wraps onto several lines</strong>
          <span>Nairobi, Kenya</span>
        </>
      }
    />
  </div>
);

/** The neutral placeholder holds the box; pictures far below the fold are not fetched until scrolled near. */
export const LoadingLazily: Story = () => (
  <div style={{ padding: 16, display: 'grid', gap: 16 }}>
    {Array.from({ length: 12 }, (_, i) => (
      <Image key={i} src={svg(640, 360, i % 2 ? '#5f7a6b' : '#8a5a3c', `Case ${i + 1}`)} alt={`Real case ${i + 1}`} ratio={16 / 9} />
    ))}
  </div>
);

export const Broken: Story = () => (
  <div style={{ padding: 16, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
    <Image src="data:image/png;base64,AAAA" alt="Product photo unavailable" ratio={1} lazy={false} />
    <Image src="data:image/png;base64,AAAA" alt="" ratio={1} lazy={false} />
  </div>
);
