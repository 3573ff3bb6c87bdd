import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { Sort, type SortOption } from './Sort';

export default { title: 'Forms / Sort' } satisfies StoryDefault;

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

function Demo({ options, initial, disabled, label }: { options: SortOption[]; initial: string; disabled?: boolean; label?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16, minHeight: 320 }}>
      <Sort options={options} value={value} onChange={setValue} disabled={disabled} label={label} />
      <p>Chosen key: {JSON.stringify(value)}</p>
    </div>
  );
}

export const Default: Story<{ disabled: boolean; label: string }> = ({ disabled, label }) => (
  <Demo options={catalogue} initial="" disabled={disabled} label={label} />
);
Default.args = { disabled: false, label: 'Sort' };

export const RecentlyViewed: Story = () => <Demo options={recently} initial="1" />;

export const LongLabels: Story = () => (
  <Demo
    initial="a"
    options={[
      { key: 'a', label: 'Most recently added to the collection first' },
      { key: 'b', label: 'Most popular among customers in your region this month' },
    ]}
  />
);

export const NothingChosen: Story = () => <Demo options={recently} initial="unknown" />;

export const Disabled: Story = () => <Demo options={catalogue} initial="2" disabled />;

export const Empty: Story = () => <Demo options={[]} initial="" />;
