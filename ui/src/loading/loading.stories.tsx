import type { Story, StoryDefault } from '@ladle/react';
import { Loading } from './Loading';

export default { title: 'Feedback / Loading' } satisfies StoryDefault;

export const Overlay: Story<{ text: string }> = ({ text }) => (
  <div style={{ padding: 'var(--sf-space-4)' }}>
    <p>The page behind stays readable and its header stays usable.</p>
    <Loading text={text} />
  </div>
);
Overlay.args = { text: 'Waiting...' };

export const Inline: Story<{ text: string }> = ({ text }) => <Loading variant="inline" text={text} />;
Inline.args = { text: 'Loading more' };

export const LongText: Story = () => <Loading text="Waiting for the showroom's opening hours and the next free appointment..." />;
