import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cascadeColumns, Cascader, changeCascade, type CascaderOption } from './Cascader';
import { nextOptionIndex, normalizePickerValue, Picker, PickerColumn, type PickerOption } from './Picker';
import { LocationCascader, PickerSheet, SpacePicker } from './PickerSheet';

const GENDER: PickerOption[] = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
];
const SIZES: PickerOption[] = ['300 × 300', '600 × 600', '600 × 1200', '800 × 800'].map((label, i) => ({
  value: String(i),
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
        children: [
          { value: 'wl', label: 'Westlands' },
          { value: 'kl', label: 'Kilimani' },
        ],
      },
      { value: 'msa', label: 'Mombasa', children: [{ value: 'ny', label: 'Nyali' }] },
    ],
  },
  {
    value: 'ug',
    label: 'Uganda',
    children: [{ value: 'kla', label: 'Kampala', children: [{ value: 'kol', label: 'Kololo' }] }],
  },
  { value: 'tz', label: 'Tanzania' },
];

const SPACES: CascaderOption[] = [
  {
    value: 'living',
    label: 'Living room',
    children: [
      { value: 'floor', label: 'Floor' },
      { value: 'wall', label: 'Wall' },
    ],
  },
  { value: 'bath', label: 'Bathroom', children: [{ value: 'shower', label: 'Shower' }] },
];

describe('picker rules', () => {
  it('normalizes unknown or missing values to the first option', () => {
    expect(normalizePickerValue([GENDER, SIZES], ['2'])).toEqual(['2', '0']);
    expect(normalizePickerValue([GENDER, []], ['9', 'x'])).toEqual(['1', '']);
  });

  it('moves with arrows, pages, Home and End without wrapping', () => {
    expect(nextOptionIndex(0, 4, 'ArrowDown')).toBe(1);
    expect(nextOptionIndex(3, 4, 'ArrowDown')).toBe(3);
    expect(nextOptionIndex(0, 4, 'ArrowUp')).toBe(0);
    expect(nextOptionIndex(1, 4, 'End')).toBe(3);
    expect(nextOptionIndex(3, 4, 'Home')).toBe(0);
    expect(nextOptionIndex(0, 20, 'PageDown')).toBe(5);
    expect(nextOptionIndex(2, 20, 'PageUp')).toBe(0);
    expect(nextOptionIndex(0, 4, 'Enter')).toBeUndefined();
    expect(nextOptionIndex(0, 0, 'ArrowDown')).toBeUndefined();
  });

  it('cascades: each level lists the children of the choice above, first ones by default', () => {
    const state = cascadeColumns(LOCATIONS, [], 3);
    expect(state.columns.map((c) => c.map((o) => o.label))).toEqual([
      ['Kenya', 'Uganda', 'Tanzania'],
      ['Nairobi', 'Mombasa'],
      ['Westlands', 'Kilimani'],
    ]);
    expect(state.value).toEqual(['ke', 'nbo', 'wl']);
    expect(state.labels).toEqual(['Kenya', 'Nairobi', 'Westlands']);
    expect(cascadeColumns(LOCATIONS, ['ke', 'msa', 'ny'], 3).labels).toEqual(['Kenya', 'Mombasa', 'Nyali']);
  });

  it('a parent change restarts the deeper levels; a childless choice leaves them empty', () => {
    expect(changeCascade(LOCATIONS, ['ke', 'nbo', 'kl'], 0, 'ug', 3).value).toEqual(['ug', 'kla', 'kol']);
    expect(changeCascade(LOCATIONS, ['ke', 'nbo', 'kl'], 1, 'msa', 3).value).toEqual(['ke', 'msa', 'ny']);
    const tz = changeCascade(LOCATIONS, ['ke', 'nbo', 'kl'], 0, 'tz', 3);
    expect(tz.value).toEqual(['tz']);
    expect(tz.columns[1]).toEqual([]);
    expect(tz.columns[2]).toEqual([]);
  });
});

describe('Picker', () => {
  function Harness({ onChange }: { onChange?: (v: string[]) => void }) {
    const [value, setValue] = useState<string[]>(['2', '1']);
    return (
      <Picker
        columns={[GENDER, SIZES]}
        value={value}
        columnLabels={['Gender', 'Size']}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
    );
  }

  it('is one named listbox per column with options, the chosen one selected and active', () => {
    render(<Harness />);
    const sizes = screen.getByRole('listbox', { name: 'Size' });
    expect(screen.getByRole('listbox', { name: 'Gender' })).toBeTruthy();
    const selected = within(sizes).getByRole('option', { selected: true });
    expect(selected.textContent).toBe('600 × 600');
    expect(sizes.getAttribute('aria-activedescendant')).toBe(selected.id);
    expect(sizes.tabIndex).toBe(0);
  });

  it('changes a column on tap', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('option', { name: 'Male' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '1']);
  });

  it('is operable with the keyboard: arrows, Home and End', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const sizes = screen.getByRole('listbox', { name: 'Size' });
    fireEvent.keyDown(sizes, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(['2', '2']);
    fireEvent.keyDown(sizes, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(['2', '3']);
    fireEvent.keyDown(sizes, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(['2', '0']);
    fireEvent.keyDown(sizes, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(within(sizes).getByRole('option', { selected: true }).textContent).toBe('300 × 300');
  });

  it('shows an empty column without a listbox', () => {
    render(<Picker columns={[GENDER, []]} value={[]} onChange={() => {}} columnLabels={['Gender', 'Size']} />);
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByText('No options')).toBeTruthy();
  });
});

describe('Cascader', () => {
  it('fills the next column from the chosen parent and reports values and labels', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <Cascader
          options={LOCATIONS}
          levels={3}
          value={value}
          levelLabels={['Country', 'Province', 'City']}
          onChange={(v, labels) => {
            onChange(v, labels);
            setValue(v);
          }}
        />
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('option', { name: 'Uganda' }));
    expect(onChange).toHaveBeenLastCalledWith(['ug', 'kla', 'kol'], ['Uganda', 'Kampala', 'Kololo']);
    const province = screen.getByRole('listbox', { name: 'Province' });
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kampala']);
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'Country' }), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(['ke', 'nbo', 'wl'], ['Kenya', 'Nairobi', 'Westlands']);
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'City' }), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(['ke', 'nbo', 'kl'], ['Kenya', 'Nairobi', 'Kilimani']);
  });

  const chosen = (level: string) =>
    within(screen.getByRole('listbox', { name: level }))
      .getAllByRole('option')
      .find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;

  it('uncontrolled: starts from defaultValue, keeps each change itself and reports it', () => {
    const onChange = vi.fn();
    render(
      <Cascader
        options={LOCATIONS}
        levels={3}
        defaultValue={['ug']}
        levelLabels={['Country', 'Province', 'City']}
        onChange={onChange}
      />,
    );
    expect([chosen('Country'), chosen('Province'), chosen('City')]).toEqual(['Uganda', 'Kampala', 'Kololo']);
    fireEvent.click(screen.getByRole('option', { name: 'Kenya' }));
    expect([chosen('Country'), chosen('Province'), chosen('City')]).toEqual(['Kenya', 'Nairobi', 'Westlands']);
    expect(onChange).toHaveBeenCalledWith(['ke', 'nbo', 'wl'], ['Kenya', 'Nairobi', 'Westlands']);
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'City' }), { key: 'End' });
    expect(chosen('City')).toBe('Kilimani');
    expect(onChange).toHaveBeenLastCalledWith(['ke', 'nbo', 'kl'], ['Kenya', 'Nairobi', 'Kilimani']);
  });

  it('uncontrolled without a default: each level starts at its first option', () => {
    render(<Cascader options={LOCATIONS} levels={2} levelLabels={['Country', 'Province']} />);
    expect([chosen('Country'), chosen('Province')]).toEqual(['Kenya', 'Nairobi']);
    fireEvent.click(screen.getByRole('option', { name: 'Uganda' }));
    expect([chosen('Country'), chosen('Province')]).toEqual(['Uganda', 'Kampala']);
  });

  it('controlled: a choice only asks, and the columns follow the caller’s value', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Cascader
        options={LOCATIONS}
        levels={3}
        value={['ke']}
        levelLabels={['Country', 'Province', 'City']}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('option', { name: 'Uganda' }));
    expect(onChange).toHaveBeenCalledWith(['ug', 'kla', 'kol'], ['Uganda', 'Kampala', 'Kololo']);
    expect(chosen('Country')).toBe('Kenya');
    rerender(
      <Cascader
        options={LOCATIONS}
        levels={3}
        value={['ug', 'kla', 'kol']}
        levelLabels={['Country', 'Province', 'City']}
        onChange={onChange}
      />,
    );
    expect([chosen('Country'), chosen('Province'), chosen('City')]).toEqual(['Uganda', 'Kampala', 'Kololo']);
  });
});

describe('picker sheets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('PickerSheet changes nothing until Confirm, then gives value and labels and closes', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <PickerSheet open onClose={onClose} title="Gender" columns={[GENDER]} value={['1']} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('dialog', { name: 'Gender' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Female' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['2'], ['Female']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape close without confirming, and the next opening starts from the value again', () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Gender
          </button>
          <PickerSheet
            open={open}
            onClose={() => setOpen(false)}
            title="Gender"
            columns={[GENDER]}
            value={['1']}
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('option', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gender' }));
    expect(screen.getByRole('option', { name: 'Male' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('SpacePicker is titled Space with two levels', () => {
    const onConfirm = vi.fn();
    render(<SpacePicker open onClose={() => {}} options={SPACES} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Space' })).toBeTruthy();
    expect(screen.getAllByRole('listbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('option', { name: 'Wall' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['living', 'wall'], ['Living room', 'Wall']);
  });

  it('LocationCascader has Country, Province and City columns', () => {
    const onConfirm = vi.fn();
    render(
      <LocationCascader
        open
        onClose={() => {}}
        options={LOCATIONS}
        value={['ke', 'msa', 'ny']}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Province' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'City' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(['ke', 'msa', 'ny'], ['Kenya', 'Mombasa', 'Nyali']);
  });
});

describe('PickerColumn', () => {
  it('is one named listbox; arrows and taps choose an option', () => {
    const onSelect = vi.fn();
    render(
      <PickerColumn
        label="Gender"
        value="1"
        onSelect={onSelect}
        options={[
          { value: '1', label: 'Male' },
          { value: '2', label: 'Female' },
        ]}
      />,
    );
    const list = screen.getByRole('listbox', { name: 'Gender' });
    expect(screen.getByRole('option', { name: 'Male' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('option', { name: 'Female' }));
    expect(onSelect.mock.calls).toEqual([['2'], ['2']]);
  });
});
