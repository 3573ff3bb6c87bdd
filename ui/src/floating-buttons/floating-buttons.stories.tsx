import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FloatingButtons, type SalesRepresentative } from './FloatingButtons';

export default { title: 'Navigation / Floating buttons' } satisfies StoryDefault;

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

function Page({ children, log }: { children: ReactNode; log: string }) {
  return (
    <main style={{ padding: 'var(--sf-space-4)' }}>
      <p>Last action: {log}</p>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>Home content row {i + 1}</p>
      ))}
      {children}
    </main>
  );
}

function Demo({ representative, only, openCard = false }: { representative?: SalesRepresentative | null; only?: 'calculator'; openCard?: boolean }) {
  const [log, setLog] = useState('none');
  return (
    <Page log={log}>
      <FloatingButtons
        onScrollTop={only ? undefined : () => setLog('Back to top')}
        onCalculator={() => setLog('Calculator')}
        onStore={only ? undefined : () => setLog('Store appointment')}
        representative={representative}
      />
      {openCard && <OpenCardAtLoad />}
    </Page>
  );
}

/** Opens the representative's card once at load, so the story shows it. */
function OpenCardAtLoad() {
  useEffect(() => {
    document.querySelector<HTMLButtonElement>('button[aria-label="Sales representative"]')?.click();
  }, []);
  return null;
}

export const Default: Story<{ withRepresentative: boolean }> = ({ withRepresentative }) => (
  <Demo representative={withRepresentative ? rep : null} />
);
Default.args = { withRepresentative: true };

export const RepresentativeCard: Story<SalesRepresentative> = (args) => <Demo representative={args} openCard />;
RepresentativeCard.args = rep;

export const LongRepresentativeText: Story = () => (
  <Demo
    openCard
    representative={{
      ...rep,
      first_name: 'Maximiliana-Josephine',
      last_name: 'Oyelaran-Whitfield',
      position: 'Regional key account manager for architects and developers',
      level_name: 'Platinum partner level',
    }}
  />
);

export const NoPhoto: Story = () => <Demo openCard representative={{ ...rep, headimg: '' }} />;

export const NoPhoneHidesRepresentative: Story = () => <Demo representative={{ ...rep, phone: '' }} />;

export const OnlyCalculator: Story = () => <Demo only="calculator" />;
