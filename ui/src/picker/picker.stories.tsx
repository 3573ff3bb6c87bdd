import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { DemoButton, DemoPage, DemoStatus, StoryPreview, usageStory } from '../story-support';
import { Cascader, type CascaderOption } from './Cascader';
import { Picker, type PickerOption } from './Picker';
import { LocationCascader, PickerSheet, SpacePicker } from './PickerSheet';
import { pickerUsage } from './picker.usage';

export default { title: 'Forms / Picker' } satisfies StoryDefault;

export const Usage = usageStory(pickerUsage, () => <StoryPreview story={Columns} />);

const GENDER: PickerOption[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
];

const SIZES: PickerOption[] = [
  '300 × 300',
  '300 × 600',
  '600 × 600',
  '600 × 1200',
  '750 × 1500',
  '800 × 800',
  '900 × 1800',
  '1200 × 2400',
].map((label, i) => ({ value: String(i), label }));

const FINISHES: PickerOption[] = ['Matt', 'Polished', 'Satin', 'Structured', 'Lappato'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const LOCATIONS: CascaderOption[] = [
  {
    value: 'ke',
    label: 'Kenya',
    children: [
      {
        value: 'nbo',
        label: 'Nairobi',
        children: ['Westlands', 'Kilimani', 'Karen', 'Lavington'].map((l) => ({ value: l, label: l })),
      },
      { value: 'msa', label: 'Mombasa', children: ['Nyali', 'Bamburi'].map((l) => ({ value: l, label: l })) },
      { value: 'ksm', label: 'Kisumu', children: [{ value: 'Milimani', label: 'Milimani' }] },
    ],
  },
  {
    value: 'ng',
    label: 'Nigeria',
    children: [
      {
        value: 'la',
        label: 'Lagos',
        children: ['Ikeja', 'Lekki', 'Victoria Island'].map((l) => ({ value: l, label: l })),
      },
      { value: 'ab', label: 'Abuja FCT', children: ['Garki', 'Wuse', 'Maitama'].map((l) => ({ value: l, label: l })) },
    ],
  },
  {
    value: 'gh',
    label: 'Ghana',
    children: [{ value: 'ac', label: 'Greater Accra', children: [{ value: 'Osu', label: 'Osu' }] }],
  },
  { value: 'aq', label: 'Antarctica' },
];

const SPACES: CascaderOption[] = [
  {
    value: 'living',
    label: 'Living room',
    children: ['Floor', 'Wall', 'Feature wall'].map((l) => ({ value: l, label: l })),
  },
  { value: 'kitchen', label: 'Kitchen', children: ['Floor', 'Backsplash'].map((l) => ({ value: l, label: l })) },
  { value: 'bath', label: 'Bathroom', children: ['Floor', 'Wall', 'Shower'].map((l) => ({ value: l, label: l })) },
  { value: 'outdoor', label: 'Outdoor', children: ['Terrace', 'Pool deck'].map((l) => ({ value: l, label: l })) },
];

function Page({ children, chosen }: { children: ReactNode; chosen: string }) {
  return (
    <DemoPage>
      <DemoStatus label="Chosen">{chosen}</DemoStatus>
      {children}
    </DemoPage>
  );
}

export const Columns: Story<{ visibleOptions: number }> = ({ visibleOptions }) => {
  const [value, setValue] = useState(['2', '2', 'matt']);
  return (
    <Page chosen={value.join(' / ')}>
      <div style={{ ['--sf-picker-visible-options' as string]: String(visibleOptions) }}>
        <Picker
          columns={[GENDER, SIZES, FINISHES]}
          value={value}
          onChange={setValue}
          columnLabels={['Gender', 'Size (mm)', 'Finish']}
        />
      </div>
    </Page>
  );
};
Columns.args = { visibleOptions: 5 };
Columns.argTypes = { visibleOptions: { control: { type: 'select' }, options: [3, 5, 7] } };

function InlineCascaderDemo({ country }: { country: string }) {
  const [labels, setLabels] = useState<string[]>([]);
  const [value, setValue] = useState<string[]>([country]);
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
}

const countryControl = {
  country: {
    options: LOCATIONS.map((l) => l.value),
    control: { type: 'radio', labels: Object.fromEntries(LOCATIONS.map((l) => [l.value, l.label])) },
  },
} as const;

export const InlineCascader: Story<{ country: string }> = ({ country }) => (
  <InlineCascaderDemo key={country} country={country} />
);
InlineCascader.args = { country: 'ng' };
InlineCascader.argTypes = countryControl;

type Render = (open: boolean, close: () => void, confirm: (labels: string[]) => void) => ReactNode;

function Sheeted({ render, open: initial }: { render: Render; open: boolean }) {
  const [open, setOpen] = useState(initial);
  const [chosen, setChosen] = useState('nothing yet');
  return (
    <Page chosen={chosen}>
      <div>
        <DemoButton onClick={() => setOpen(true)}>Open</DemoButton>
      </div>
      {render(
        open,
        () => setOpen(false),
        (labels) => setChosen(labels.join(' / ')),
      )}
    </Page>
  );
}

/** The sheet opens at load, or stays closed, as the open control says. */
const SheetDemo = ({ render, open }: { render: Render; open: boolean }) => (
  <Sheeted key={String(open)} render={render} open={open} />
);

export const GenderSheet: Story<{ open: boolean; title: string }> = ({ open, title }) => (
  <SheetDemo
    open={open}
    render={(shown, close, confirm) => (
      <PickerSheet
        open={shown}
        onClose={close}
        title={title}
        columns={[GENDER]}
        columnLabels={['Gender']}
        value={['2']}
        onConfirm={(_, l) => confirm(l)}
      />
    )}
  />
);
GenderSheet.args = { open: true, title: 'Gender' };

export const Space: Story<{ open: boolean }> = ({ open }) => (
  <SheetDemo
    open={open}
    render={(shown, close, confirm) => (
      <SpacePicker open={shown} onClose={close} options={SPACES} onConfirm={(_, l) => confirm(l)} />
    )}
  />
);
Space.args = { open: true };

export const Location: Story<{ open: boolean; country: string }> = ({ open, country }) => (
  <SheetDemo
    open={open}
    render={(shown, close, confirm) => (
      <LocationCascader
        open={shown}
        onClose={close}
        options={LOCATIONS}
        value={country === 'ke' ? ['ke', 'nbo', 'Karen'] : [country]}
        onConfirm={(_, l) => confirm(l)}
      />
    )}
  />
);
Location.args = { open: true, country: 'ke' };
Location.argTypes = countryControl;

/** A country without provinces: the deeper columns say 'No options'. */
export const EmptyLevels: Story<{ open: boolean; country: string }> = ({ open, country }) => (
  <SheetDemo
    open={open}
    render={(shown, close, confirm) => (
      <LocationCascader
        open={shown}
        onClose={close}
        options={LOCATIONS}
        value={[country]}
        onConfirm={(_, l) => confirm(l)}
      />
    )}
  />
);
EmptyLevels.args = { open: true, country: 'aq' };
EmptyLevels.argTypes = countryControl;

export const Empty: Story<{ columnLabel: string }> = ({ columnLabel }) => (
  <Page chosen="nothing">
    <Picker columns={[[]]} value={[]} onChange={() => undefined} columnLabels={[columnLabel]} />
  </Page>
);
Empty.args = { columnLabel: 'Store' };

export const LongText: Story<{ firstStore: string; columnLabel: string }> = ({ firstStore, columnLabel }) => {
  const stores: PickerOption[] = [
    firstStore,
    'Mombasa Road Flagship Warehouse and Design Studio',
    'Kisumu Lakeside Tile Gallery',
  ].map((label, i) => ({
    value: String(i),
    label,
  }));
  const [value, setValue] = useState(['0']);
  return (
    <Page chosen={stores[Number(value[0])]?.label ?? ''}>
      <Picker columns={[stores, SIZES]} value={value} onChange={setValue} columnLabels={[columnLabel, 'Size']} />
    </Page>
  );
};
LongText.args = {
  firstStore: 'Westlands Showroom, Ground Floor, Sarit Centre, Karuna Road',
  columnLabel: 'Store nearest to your current location',
};
