import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { NoData } from './NoData';

export default { title: 'Feedback / No data' } satisfies StoryDefault;

export const Default: Story<{ text: string; resetText: string; withReset: boolean }> = ({ text, resetText, withReset }) => {
  const [resets, setResets] = useState(0);
  return (
    <div>
      <NoData text={text} resetText={resetText} onReset={withReset ? () => setResets((n) => n + 1) : undefined} />
      <p style={{ textAlign: 'center' }}>Reset pressed {resets} times</p>
    </div>
  );
};
Default.args = { text: 'No data', resetText: 'Reset', withReset: true };

export const WithoutReset: Story = () => <NoData />;

export const CustomText: Story = () => <NoData text="No cases yet" />;

export const LoadFailed: Story = () => <NoData text="The home page could not be loaded." resetText="Try again" onReset={() => undefined} />;

export const LongText: Story = () => (
  <NoData
    text="No collections match the filters you chose: floor tiles, matte finish, 600 x 1200 mm, anti-slip R11, in stock at the Westlands showroom."
    resetText="Reset all filters and show every collection again"
    onReset={() => undefined}
  />
);

export const InAList: Story = () => (
  <section aria-label="Search results" style={{ border: '1px solid var(--sf-color-border)', margin: 'var(--sf-space-4)' }}>
    <h2 style={{ margin: 0, padding: 'var(--sf-space-3)' }}>Results</h2>
    <NoData onReset={() => undefined} />
  </section>
);
