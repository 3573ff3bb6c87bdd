import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NavIcon } from '../tab-bar';
import { DemoButton, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { HotWordTicker } from './HotWordTicker';
import { hotWordTickerUsage } from './hot-word-ticker.usage';

export default { title: 'Forms / Hot-word ticker' } satisfies StoryDefault;

export const Usage = usageStory(hotWordTickerUsage, () => <StoryPreview story={Default} />);

const hotWords = ['Terrazzo', 'Marble look porcelain', 'Wood look planks', 'Outdoor pavers', 'Bathroom sets'];
const LONG_WORDS = [
  'Large format porcelain slabs for kitchen countertops and islands',
  'Anti-slip outdoor pavers for pools and terraces',
  'Hand-made Moroccan zellige tiles in twelve glazes',
];

interface Args {
  count: number;
  interval: number;
  placeholder: string;
}

const intervalControl = { control: { type: 'range', min: 1500, max: 10000, step: 500 } } as const;
const countControl = { control: { type: 'range', min: 0, max: hotWords.length, step: 1 } } as const;

function Demo({ words, interval, placeholder }: { words: string[]; interval?: number; placeholder?: string }) {
  const [tapped, setTapped] = useState('nothing yet');
  return (
    <DemoPage>
      <HotWordTicker
        words={words}
        interval={interval}
        placeholder={placeholder}
        onActivate={(index, word) => setTapped(index === null ? 'no word (null)' : `#${index}: ${word}`)}
      />
      <DemoStatus label="Opened search with">{tapped}</DemoStatus>
    </DemoPage>
  );
}

export const Default: Story<Args> = ({ count, interval, placeholder }) => (
  <Demo words={hotWords.slice(0, count)} interval={interval} placeholder={placeholder} />
);
Default.args = { count: hotWords.length, interval: 5000, placeholder: 'Search for brand info' };
Default.argTypes = { interval: intervalControl, count: countControl };

export const Fast: Story<Args> = ({ count, interval }) => <Demo words={hotWords.slice(0, count)} interval={interval} />;
Fast.args = { count: hotWords.length, interval: 2000 };
Fast.argTypes = { interval: intervalControl, count: countControl };

/** Two words or fewer do not rotate. */
export const TwoWordsStill: Story<{ first: string; second: string }> = ({ first, second }) => (
  <Demo words={[first, second]} />
);
TwoWordsStill.args = { first: 'Terrazzo', second: 'Mosaic' };

export const Empty: Story<{ placeholder: string }> = ({ placeholder }) => <Demo words={[]} placeholder={placeholder} />;
Empty.args = { placeholder: 'Search for brand info' };

export const LongWords: Story<{ interval: number }> = ({ interval }) => <Demo words={LONG_WORDS} interval={interval} />;
LongWords.args = { interval: 5000 };
LongWords.argTypes = { interval: intervalControl };

export const InHeader: Story<{ count: number }> = ({ count }) => (
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
    <HotWordTicker words={hotWords.slice(0, count)} onActivate={() => undefined} />
    <DemoButton variant="quiet" icon aria-label="Menu" style={{ flex: 'none' }}>
      <NavIcon name="menu" className="sf-demo-icon" />
    </DemoButton>
  </header>
);
InHeader.args = { count: hotWords.length };
InHeader.argTypes = { count: countControl };
