import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { DemoStatus, StoryPreview, usageStory } from '../story-support';
import { CityChooser } from './CityChooser';
import { cityChooserUsage } from './city-chooser.usage';
import { pushHistory, type City } from './city-rules';

export default { title: 'Forms / City chooser' } satisfies StoryDefault;

export const Usage = usageStory(cityChooserUsage, () => <StoryPreview story={Default} />);

const NAMES = [
  'Abuja',
  'Accra',
  'Addis Ababa',
  'Alexandria',
  'Arusha',
  'Bamako',
  'Beira',
  'Benin City',
  'Blantyre',
  'Bulawayo',
  'Cairo',
  'Cape Town',
  'Casablanca',
  'Dakar',
  'Dar es Salaam',
  'Djibouti',
  'Durban',
  'Eldoret',
  'Entebbe',
  'Freetown',
  'Gaborone',
  'Giza',
  'Harare',
  'Ibadan',
  'Jinja',
  'Johannesburg',
  'Kampala',
  'Kano',
  'Kigali',
  'Kinshasa',
  'Kisumu',
  'Kumasi',
  'Lagos',
  'Lilongwe',
  'Luanda',
  'Lusaka',
  'Machakos',
  'Maputo',
  'Marrakesh',
  'Mombasa',
  'Monrovia',
  'Nairobi',
  'Nakuru',
  'Ndola',
  'Niamey',
  'Nyeri',
  'Ouagadougou',
  'Port Harcourt',
  'Pretoria',
  'Rabat',
  'Sfax',
  'Tamale',
  'Tangier',
  'Thika',
  'Tunis',
  'Windhoek',
  'Yaoundé',
  'Zanzibar City',
  'Zomba',
];
const CITIES: City[] = NAMES.map((name, i) => ({ id: i + 1, name }));

interface Args {
  title: string;
  locating: boolean;
  locateError: string;
  currentName: string;
}

function Demo({
  cities = CITIES,
  initialHistory = [],
  ...args
}: Partial<Args> & { cities?: City[]; initialHistory?: City[] }) {
  const [history, setHistory] = useState<City[]>(initialHistory);
  const [chosen, setChosen] = useState<string>('');
  const [relocations, setRelocations] = useState(0);
  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <div style={{ padding: 'var(--sf-space-2) var(--sf-space-4)' }}>
        <DemoStatus label="Chosen">
          {chosen || 'none'}; re-located {relocations} times
        </DemoStatus>
      </div>
      <div style={{ flex: '1 1 auto', minHeight: 0 }}>
        <CityChooser
          cities={cities}
          title={args.title || undefined}
          current={args.currentName ? { name: args.currentName } : null}
          locating={args.locating}
          locateError={args.locateError || undefined}
          history={history}
          onRelocate={() => setRelocations((n) => n + 1)}
          onChoose={(city) => {
            setChosen(city.name);
            setHistory((h) => pushHistory(h, city));
          }}
        />
      </div>
    </main>
  );
}

const base: Args = { title: 'City', locating: false, locateError: '', currentName: 'Nairobi' };

export const Default: Story<Args> = (args) => (
  <Demo {...args} initialHistory={[CITIES[41]!, CITIES[39]!, CITIES[30]!]} />
);
Default.args = base;

export const Locating: Story<Args> = (args) => <Demo {...args} />;
Locating.args = { ...base, currentName: '', locating: true };

export const LocationFailed: Story<Args> = (args) => <Demo {...args} initialHistory={[CITIES[0]!]} />;
LocationFailed.args = { ...base, currentName: '', locateError: 'Location Failed' };

export const FullHistory: Story<Args> = (args) => <Demo {...args} initialHistory={CITIES.slice(20, 26)} />;
FullHistory.args = { ...base, title: '', currentName: 'Mombasa' };

export const Empty: Story<Args> = (args) => <Demo {...args} cities={[]} />;
Empty.args = { ...base, title: '', currentName: '' };

export const LongText: Story<Args> = (args) => (
  <Demo
    {...args}
    cities={[
      { id: 'a', name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' },
      { id: 'b', name: 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu' },
      { id: 'c', name: 'Krung Thep Maha Nakhon Amon Rattanakosin Mahinthara Ayuthaya' },
      ...CITIES.slice(0, 10),
    ]}
  />
);
LongText.args = {
  ...base,
  title: 'Choose the city of the store you would like to visit for your appointment',
  currentName: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
};
