import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoStatus, StoryPreview, usageStory } from '../story-support';
import { NoData } from './NoData';
import { noDataUsage } from './no-data.usage';

export default { title: 'Feedback / No data' } satisfies StoryDefault;

export const Usage = usageStory(noDataUsage, () => <StoryPreview story={Default} />);

interface Args {
  text: string;
  resetText: string;
  withReset: boolean;
}

function Demo({ text, resetText, withReset }: Args) {
  const [resets, setResets] = useState(0);
  return (
    <>
      <NoData text={text} resetText={resetText} onReset={withReset ? () => setResets((n) => n + 1) : undefined} />
      {withReset && <DemoStatus label="Reset pressed">{resets} times</DemoStatus>}
    </>
  );
}

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = { text: 'No data', resetText: 'Reset', withReset: true };

export const WithoutReset: Story<Args> = (args) => <Demo {...args} />;
WithoutReset.args = { text: 'No data', resetText: 'Reset', withReset: false };

export const CustomText: Story<Args> = (args) => <Demo {...args} />;
CustomText.args = { text: 'No cases yet', resetText: 'Reset', withReset: false };

export const LoadFailed: Story<Args> = (args) => <Demo {...args} />;
LoadFailed.args = { text: 'The home page could not be loaded.', resetText: 'Try again', withReset: true };

export const LongText: Story<Args> = (args) => <Demo {...args} />;
LongText.args = {
  text: 'No collections match the filters you chose: floor tiles, matte finish, 600 x 1200 mm, anti-slip R11, in stock at the Westlands showroom.',
  resetText: 'Reset all filters and show every collection again',
  withReset: true,
};

export const InAList: Story<Args> = (args) => (
  <section
    aria-label="Search results"
    style={{ border: '1px solid var(--sf-color-border)', margin: 'var(--sf-space-4)' }}
  >
    <h2 style={{ margin: 0, padding: 'var(--sf-space-3)', fontSize: 'var(--sf-font-lg)' }}>Results</h2>
    <Demo {...args} />
  </section>
);
InAList.args = { text: 'No data', resetText: 'Reset', withReset: true };
