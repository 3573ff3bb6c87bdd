import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoButton, DemoFiller, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Icon } from '../icon';
import { Header } from './Header';
import { headerUsage } from './header.usage';

export default { title: 'Navigation / Header' } satisfies StoryDefault;

export const Usage = usageStory(headerUsage, () => <StoryPreview story={Default} />);

interface Args {
  title: string;
  back: boolean;
  sticky: boolean;
}

function Demo({
  title,
  back,
  sticky = true,
  withShare = false,
}: Partial<Args> & { title: string; withShare?: boolean }) {
  const [log, setLog] = useState('none');
  return (
    <>
      <Header
        title={title}
        sticky={sticky}
        onBack={back ? () => setLog('Back') : undefined}
        right={
          withShare && (
            <DemoButton variant="quiet" icon aria-label="Share" onClick={() => setLog('Share')}>
              <Icon name="share" size={20} />
            </DemoButton>
          )
        }
      />
      <DemoStatus>{log}</DemoStatus>
    </>
  );
}

export const Default: Story<Args> = (args) => <Demo {...args} />;
Default.args = { title: 'Calculator', back: true, sticky: true };

export const WithActions: Story<Args> = (args) => <Demo {...args} withShare />;
WithActions.args = { title: 'Shopping List', back: true, sticky: true };

export const NoBack: Story<Args> = (args) => <Demo {...args} />;
NoBack.args = { title: 'Country Selection', back: false, sticky: true };

export const LongTitle: Story<Args> = (args) => <Demo {...args} withShare />;
LongTitle.args = {
  title: 'Add From Matching Records of the Westlands Showroom and Karen Store',
  back: true,
  sticky: true,
};

export const StickyOnScroll: Story<Args> = (args) => (
  <div>
    <Demo {...args} />
    <DemoFiller label="Case block" />
  </div>
);
StickyOnScroll.args = { title: 'My Cases', back: true, sticky: true };
