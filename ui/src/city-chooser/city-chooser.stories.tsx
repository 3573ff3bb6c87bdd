import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { CityChooser } from './CityChooser';
import { pushHistory, type City } from './city-rules';

export default { title: 'Forms / City chooser' } satisfies StoryDefault;

const NAMES = [
  'Abuja', 'Accra', 'Addis Ababa', 'Alexandria', 'Arusha', 'Bamako', 'Beira', 'Benin City', 'Blantyre', 'Bulawayo',
  'Cairo', 'Cape Town', 'Casablanca', 'Dakar', 'Dar es Salaam', 'Djibouti', 'Durban', 'Eldoret', 'Entebbe', 'Freetown',
  'Gaborone', 'Giza', 'Harare', 'Ibadan', 'Jinja', 'Johannesburg', 'Kampala', 'Kano', 'Kigali', 'Kinshasa', 'Kisumu',
  'Kumasi', 'Lagos', 'Lilongwe', 'Luanda', 'Lusaka', 'Machakos', 'Maputo', 'Marrakesh', 'Mombasa', 'Monrovia',
  'Nairobi', 'Nakuru', 'Ndola', 'Niamey', 'Nyeri', 'Ouagadougou', 'Port Harcourt', 'Pretoria', 'Rabat', 'Sfax',
  'Tamale', 'Tangier', 'Thika', 'Tunis', 'Windhoek', 'Yaoundé', 'Zanzibar City', 'Zomba',
];
const CITIES: City[] = NAMES.map((name, i) => ({ id: i + 1, name }));

interface Args {
  title: string;
  locating: boolean;
  locateError: string;
  currentName: string;
}

function Demo({ cities = CITIES, initialHistory = [], ...args }: Partial<Args> & { cities?: City[]; initialHistory?: City[] }) {
  const [history, setHistory] = useState<City[]>(initialHistory);
  const [chosen, setChosen] = useState<string>('');
  const [relocations, setRelocations] = useState(0);
  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <p style={{ margin: 0, padding: 'var(--sf-space-2) var(--sf-space-4)' }}>
        Chosen: {chosen || 'none'}; re-located {relocations} times
      </p>
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

export const Default: Story<Args> = (args) => <Demo {...args} initialHistory={[CITIES[41]!, CITIES[39]!, CITIES[30]!]} />;
Default.args = { title: 'City', locating: false, locateError: '', currentName: 'Nairobi' };

export const Locating: Story = () => <Demo title="City" locating />;

export const LocationFailed: Story = () => <Demo title="City" locateError="Location Failed" initialHistory={[CITIES[0]!]} />;

export const FullHistory: Story = () => <Demo currentName="Mombasa" initialHistory={CITIES.slice(20, 26)} />;

export const Empty: Story = () => <Demo cities={[]} currentName="" />;

export const LongText: Story = () => (
  <Demo
    title="Choose the city of the store you would like to visit for your appointment"
    currentName="Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch"
    cities={[
      { id: 'a', name: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' },
      { id: 'b', name: 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu' },
      { id: 'c', name: 'Krung Thep Maha Nakhon Amon Rattanakosin Mahinthara Ayuthaya' },
      ...CITIES.slice(0, 10),
    ]}
  />
);
