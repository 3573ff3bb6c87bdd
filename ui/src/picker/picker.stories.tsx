import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Cascader, type CascaderOption } from './Cascader';
import { Picker, type PickerOption } from './Picker';
import { LocationCascader, PickerSheet, SpacePicker } from './PickerSheet';

export default { title: 'Forms / Picker' } satisfies StoryDefault;

const GENDER: PickerOption[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
];

const SIZES: PickerOption[] = ['300 × 300', '300 × 600', '600 × 600', '600 × 1200', '750 × 1500', '800 × 800', '900 × 1800', '1200 × 2400'].map(
  (label, i) => ({ value: String(i), label }),
);

const FINISHES: PickerOption[] = ['Matt', 'Polished', 'Satin', 'Structured', 'Lappato'].map((label) => ({ value: label.toLowerCase(), label }));

const LOCATIONS: CascaderOption[] = [
  {
    value: 'ke',
    label: 'Kenya',
    children: [
      { value: 'nbo', label: 'Nairobi', children: ['Westlands', 'Kilimani', 'Karen', 'Lavington'].map((l) => ({ value: l, label: l })) },
      { value: 'msa', label: 'Mombasa', children: ['Nyali', 'Bamburi'].map((l) => ({ value: l, label: l })) },
      { value: 'ksm', label: 'Kisumu', children: [{ value: 'Milimani', label: 'Milimani' }] },
    ],
  },
  {
    value: 'ng',
    label: 'Nigeria',
    children: [
      { value: 'la', label: 'Lagos', children: ['Ikeja', 'Lekki', 'Victoria Island'].map((l) => ({ value: l, label: l })) },
      { value: 'ab', label: 'Abuja FCT', children: ['Garki', 'Wuse', 'Maitama'].map((l) => ({ value: l, label: l })) },
    ],
  },
  { value: 'gh', label: 'Ghana', children: [{ value: 'ac', label: 'Greater Accra', children: [{ value: 'Osu', label: 'Osu' }] }] },
  { value: 'aq', label: 'Antarctica' },
];

const SPACES: CascaderOption[] = [
  { value: 'living', label: 'Living room', children: ['Floor', 'Wall', 'Feature wall'].map((l) => ({ value: l, label: l })) },
  { value: 'kitchen', label: 'Kitchen', children: ['Floor', 'Backsplash'].map((l) => ({ value: l, label: l })) },
  { value: 'bath', label: 'Bathroom', children: ['Floor', 'Wall', 'Shower'].map((l) => ({ value: l, label: l })) },
  { value: 'outdoor', label: 'Outdoor', children: ['Terrace', 'Pool deck'].map((l) => ({ value: l, label: l })) },
];

function Page({ children, chosen }: { children: ReactNode; chosen: string }) {
  return (
    <main style={{ padding: 'var(--sf-space-4)' }}>
      <p>Chosen: {chosen}</p>
      {children}
    </main>
  );
}

export const Columns: Story<{ visibleOptions: number }> = ({ visibleOptions }) => {
  const [value, setValue] = useState(['2', '2', 'matt']);
  return (
    <Page chosen={value.join(' / ')}>
      <div style={{ ['--sf-picker-visible-options' as string]: String(visibleOptions) }}>
        <Picker columns={[GENDER, SIZES, FINISHES]} value={value} onChange={setValue} columnLabels={['Gender', 'Size (mm)', 'Finish']} />
      </div>
    </Page>
  );
};
Columns.args = { visibleOptions: 5 };
Columns.argTypes = { visibleOptions: { control: { type: 'select' }, options: [3, 5, 7] } };

export const InlineCascader: Story = () => {
  const [labels, setLabels] = useState<string[]>([]);
  const [value, setValue] = useState<string[]>(['ng']);
  return (
    <Page chosen={labels.join(' / ') || 'nothing yet'}>
      <Cascader
        options={LOCATIONS}
        levels={3}
        value={value}
        levelLabels={['Country', 'Province', 'City']}
        onChange={(v, l) => {
          setValue(v);
          setLabels(l);
        }}
      />
    </Page>
  );
};

function SheetDemo({ render }: { render: (open: boolean, close: () => void, confirm: (labels: string[]) => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState('nothing yet');
  return (
    <Page chosen={chosen}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {render(open, () => setOpen(false), (labels) => setChosen(labels.join(' / ')))}
    </Page>
  );
}

export const GenderSheet: Story<{ title: string }> = ({ title }) => (
  <SheetDemo
    render={(open, close, confirm) => (
      <PickerSheet open={open} onClose={close} title={title} columns={[GENDER]} columnLabels={['Gender']} value={['2']} onConfirm={(_, l) => confirm(l)} />
    )}
  />
);
GenderSheet.args = { title: 'Gender' };

export const Space: Story = () => (
  <SheetDemo render={(open, close, confirm) => <SpacePicker open={open} onClose={close} options={SPACES} onConfirm={(_, l) => confirm(l)} />} />
);

export const Location: Story = () => (
  <SheetDemo
    render={(open, close, confirm) => (
      <LocationCascader open={open} onClose={close} options={LOCATIONS} value={['ke', 'nbo', 'Karen']} onConfirm={(_, l) => confirm(l)} />
    )}
  />
);

/** A country without provinces: the deeper columns say 'No options'. */
export const EmptyLevels: Story = () => (
  <SheetDemo
    render={(open, close, confirm) => (
      <LocationCascader open={open} onClose={close} options={LOCATIONS} value={['aq']} onConfirm={(_, l) => confirm(l)} />
    )}
  />
);

export const Empty: Story = () => (
  <Page chosen="nothing">
    <Picker columns={[[]]} value={[]} onChange={() => undefined} columnLabels={['Store']} />
  </Page>
);

export const LongText: Story = () => {
  const stores: PickerOption[] = [
    'Westlands Showroom, Ground Floor, Sarit Centre, Karuna Road',
    'Mombasa Road Flagship Warehouse and Design Studio',
    'Kisumu Lakeside Tile Gallery',
  ].map((label, i) => ({ value: String(i), label }));
  const [value, setValue] = useState(['0']);
  return (
    <Page chosen={stores[Number(value[0])]?.label ?? ''}>
      <Picker columns={[stores, SIZES]} value={value} onChange={setValue} columnLabels={['Store nearest to your current location', 'Size']} />
    </Page>
  );
};
