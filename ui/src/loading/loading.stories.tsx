import type { Story, StoryDefault } from '@ladle/react';
import { DemoFiller, DemoNote, DemoPage, StoryPreview, usageStory } from '../story-support';
import { Loading } from './Loading';
import { loadingUsage } from './loading.usage';

export default { title: 'Feedback / Loading' } satisfies StoryDefault;

export const Usage = usageStory(loadingUsage, () => <StoryPreview story={Inline} />);

interface Args {
  text: string;
  loading: boolean;
}

export const Overlay: Story<Args> = ({ text, loading }) => (
  <DemoPage title="Collections">
    <DemoNote>The page behind stays readable and its header stays usable.</DemoNote>
    <DemoFiller rows={12} />
    {loading && <Loading text={text} />}
  </DemoPage>
);
Overlay.args = { text: 'Waiting...', loading: true };

export const Inline: Story<Args> = ({ text, loading }) => (
  <DemoPage title="Cases">
    <DemoFiller rows={6} label="Case" />
    {loading && <Loading variant="inline" text={text} />}
  </DemoPage>
);
Inline.args = { text: 'Loading more', loading: true };

export const LongText: Story<Args> = ({ text, loading }) => (loading ? <Loading text={text} /> : null);
LongText.args = { text: "Waiting for the showroom's opening hours and the next free appointment...", loading: true };
