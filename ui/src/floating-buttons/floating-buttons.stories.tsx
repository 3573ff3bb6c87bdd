import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState } from 'react';
import { DemoFiller, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { FloatingButtons, type SalesRepresentative } from './FloatingButtons';
import { floatingButtonsUsage } from './floating-buttons.usage';

export default { title: 'Navigation / Floating buttons' } satisfies StoryDefault;

export const Usage = usageStory(floatingButtonsUsage, () => <StoryPreview story={Default} />);

const avatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#d9c3b0"/><circle cx="40" cy="30" r="14" fill="#8a5a3c"/><path d="M14 80c0-16 12-26 26-26s26 10 26 26z" fill="#8a5a3c"/></svg>',
  );

const rep: SalesRepresentative = {
  headimg: avatar,
  first_name: 'Amina',
  last_name: 'Wanjiru',
  position: 'Sales consultant',
  level_name: 'Senior',
  area_code: '254',
  phone: '712345678',
};

interface Buttons {
  scrollTop: boolean;
  calculator: boolean;
  store: boolean;
}

const allButtons: Buttons = { scrollTop: true, calculator: true, store: true };

function Demo({
  representative,
  buttons = allButtons,
  openCard = false,
}: {
  representative?: SalesRepresentative | null;
  buttons?: Buttons;
  openCard?: boolean;
}) {
  const [log, setLog] = useState('none');
  return (
    <DemoPage>
      <DemoStatus>{log}</DemoStatus>
      <DemoFiller label="Home content row" />
      <FloatingButtons
        onScrollTop={buttons.scrollTop ? () => setLog('Back to top') : undefined}
        onCalculator={buttons.calculator ? () => setLog('Calculator') : undefined}
        onStore={buttons.store ? () => setLog('Store appointment') : undefined}
        representative={representative}
      />
      {openCard && <OpenCardAtLoad />}
    </DemoPage>
  );
}

/** Opens the representative's card once at load, so the story shows it. */
function OpenCardAtLoad() {
  useEffect(() => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Sales representative"]')?.click();
  }, []);
  return null;
}

export const Default: Story<Buttons & { withRepresentative: boolean }> = ({ withRepresentative, ...buttons }) => (
  <Demo representative={withRepresentative ? rep : null} buttons={buttons} />
);
Default.args = { withRepresentative: true, ...allButtons };

export const RepresentativeCard: Story<SalesRepresentative> = (args) => (
  <Demo key={JSON.stringify(args)} representative={args} openCard />
);
RepresentativeCard.args = rep;

export const LongRepresentativeText: Story<SalesRepresentative> = (args) => (
  <Demo key={JSON.stringify(args)} representative={args} openCard />
);
LongRepresentativeText.args = {
  ...rep,
  first_name: 'Maximiliana-Josephine',
  last_name: 'Oyelaran-Whitfield',
  position: 'Regional key account manager for architects and developers',
  level_name: 'Platinum partner level',
};

export const NoPhoto: Story<{ withPhoto: boolean }> = ({ withPhoto }) => (
  <Demo key={String(withPhoto)} openCard representative={{ ...rep, headimg: withPhoto ? avatar : '' }} />
);
NoPhoto.args = { withPhoto: false };

export const NoPhoneHidesRepresentative: Story<{ phone: string }> = ({ phone }) => (
  <Demo representative={{ ...rep, phone }} />
);
NoPhoneHidesRepresentative.args = { phone: '' };

export const OnlyCalculator: Story<Buttons> = (buttons) => <Demo buttons={buttons} />;
OnlyCalculator.args = { scrollTop: false, calculator: true, store: false };
