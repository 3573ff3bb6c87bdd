import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { HotWordTicker } from './HotWordTicker';

export default { title: 'Forms / Hot-word ticker' } satisfies StoryDefault;

const hotWords = ['Terrazzo', 'Marble look porcelain', 'Wood look planks', 'Outdoor pavers', 'Bathroom sets'];

function Demo({ words, interval, placeholder }: { words: string[]; interval?: number; placeholder?: string }) {
  const [tapped, setTapped] = useState('nothing yet');
  return (
    <div style={{ padding: 'var(--sf-space-3)' }}>
      <HotWordTicker
        words={words}
        interval={interval}
        placeholder={placeholder}
        onActivate={(index, word) => setTapped(index === null ? 'no word (null)' : `#${index}: ${word}`)}
      />
      <p>Opened search with: {tapped}</p>
    </div>
  );
}

export const Default: Story<{ interval: number; placeholder: string }> = ({ interval, placeholder }) => (
  <Demo words={hotWords} interval={interval} placeholder={placeholder} />
);
Default.args = { interval: 5000, placeholder: 'Search for brand info' };
Default.argTypes = { interval: { control: { type: 'range', min: 1500, max: 10000, step: 500 } } };

export const Fast: Story = () => <Demo words={hotWords} interval={2000} />;

export const TwoWordsStill: Story = () => <Demo words={['Terrazzo', 'Mosaic']} />;

export const Empty: Story = () => <Demo words={[]} />;

export const LongWords: Story = () => (
  <Demo
    words={[
      'Large format porcelain slabs for kitchen countertops and islands',
      'Anti-slip outdoor pavers for pools and terraces',
      'Hand-made Moroccan zellige tiles in twelve glazes',
    ]}
  />
);

export const InHeader: Story = () => (
  <header
    style={{
      display: 'flex',
      alignItems: 'center',
      gap: 'var(--sf-space-2)',
      height: 'var(--sf-header-height)',
      padding: '0 var(--sf-space-3)',
      background: 'var(--sf-color-surface)',
      boxShadow: 'inset 0 -1px 0 var(--sf-color-border)',
    }}
  >
    <HotWordTicker words={hotWords} onActivate={() => undefined} />
    <button type="button" aria-label="Menu" style={{ flex: 'none', width: 'var(--sf-touch-target)', height: 'var(--sf-touch-target)' }}>
      ☰
    </button>
  </header>
);
