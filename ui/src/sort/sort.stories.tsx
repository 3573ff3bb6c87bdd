import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Sort, type SortOption } from './Sort';
import { sortUsage } from './sort.usage';

export default { title: 'Forms / Sort' } satisfies StoryDefault;

export const Usage = usageStory(sortUsage, () => <StoryPreview story={Default} />);

/** Sort of cases and products: Default (empty), Newest (1), Trending (2). */
const catalogue: SortOption[] = [
  { key: '', label: 'Default' },
  { key: '1', label: 'Newest' },
  { key: '2', label: 'Trending' },
];

/** Sort of recently viewed: 1 newest, 2 oldest, 3 most views, 4 fewest. */
const recently: SortOption[] = [
  { key: '1', label: 'Newest' },
  { key: '2', label: 'Oldest' },
  { key: '3', label: 'Most views' },
  { key: '4', label: 'Fewest views' },
];

interface Args {
  disabled: boolean;
  label: string;
}

function Demo({ options, initial, disabled, label }: Partial<Args> & { options: SortOption[]; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DemoPage>
      <div style={{ minHeight: 320 }}>
        <Sort options={options} value={value} onChange={setValue} disabled={disabled} label={label} />
      </div>
      <DemoStatus label="Chosen key">{JSON.stringify(value)}</DemoStatus>
    </DemoPage>
  );
}

const base: Args = { disabled: false, label: 'Sort' };

export const Default: Story<Args> = (args) => <Demo options={catalogue} initial="" {...args} />;
Default.args = base;

export const RecentlyViewed: Story<Args> = (args) => <Demo options={recently} initial="1" {...args} />;
RecentlyViewed.args = base;

export const LongLabels: Story<Args & { first: string; second: string }> = ({ first, second, ...args }) => (
  <Demo
    initial="a"
    options={[
      { key: 'a', label: first },
      { key: 'b', label: second },
    ]}
    {...args}
  />
);
LongLabels.args = {
  ...base,
  first: 'Most recently added to the collection first',
  second: 'Most popular among customers in your region this month',
};

/** The value matches no option: nothing is ticked. */
export const NothingChosen: Story<Args> = (args) => <Demo options={recently} initial="unknown" {...args} />;
NothingChosen.args = base;

export const Disabled: Story<Args> = (args) => <Demo options={catalogue} initial="2" {...args} />;
Disabled.args = { ...base, disabled: true };

export const Empty: Story<Args> = (args) => <Demo options={[]} initial="" {...args} />;
Empty.args = base;
