import type { Story, StoryDefault } from '@ladle/react';
import { Header } from './Header';

export default { title: 'Navigation / Header' } satisfies StoryDefault;

const iconButton = {
  width: 44,
  height: 44,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export const Default: Story<{ title: string; back: boolean }> = ({ title, back }) => (
  <Header title={title} onBack={back ? () => undefined : undefined} />
);
Default.args = { title: 'Calculator', back: true };

export const WithActions: Story = () => (
  <Header
    title="Shopping List"
    onBack={() => undefined}
    right={
      <button type="button" style={iconButton} aria-label="Share">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 12v7h16v-7M12 3v12M7 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    }
  />
);

export const NoBack: Story = () => <Header title="Country Selection" />;

export const LongTitle: Story = () => (
  <Header title="Add From Matching Records of the Westlands Showroom and Karen Store" onBack={() => undefined} />
);

export const StickyOnScroll: Story = () => (
  <div>
    <Header title="My Cases" onBack={() => undefined} />
    {Array.from({ length: 30 }, (_, i) => (
      <p key={i} style={{ margin: 0, padding: 16 }}>
        Case block {i + 1}
      </p>
    ))}
  </div>
);
