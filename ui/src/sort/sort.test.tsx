import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Sort, type SortOption } from './Sort';

const options: SortOption[] = [
  { key: '', label: 'Default' },
  { key: '1', label: 'Newest' },
  { key: '2', label: 'Trending' },
];

function Demo({ onChange }: { onChange?: (k: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Sort
        options={options}
        value={value}
        onChange={(k) => {
          onChange?.(k);
          setValue(k);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Sort:/ });

describe('Sort', () => {
  it('the button names the control and shows the current order', () => {
    render(<Demo />);
    expect(trigger().textContent).toContain('Default');
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('tapping opens the list; tapping an option chooses it and closes', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Sort' });
    expect(document.activeElement).toBe(list);
    expect(screen.getByRole('option', { name: 'Default' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Trending' }));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Trending');
    expect(document.activeElement).toBe(trigger());
  });

  it('keyboard: ArrowDown opens, arrows/Home/End move, Enter chooses', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Default');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(active()).toBe('Newest');
    fireEvent.keyDown(list, { key: 'End' });
    expect(active()).toBe('Trending');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(active()).toBe('Trending');
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('1');
    expect(document.activeElement).toBe(trigger());
  });

  it('Escape closes without changing and returns focus', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger());
  });

  it('choosing the current order again does not report a change', () => {
    const onChange = vi.fn();
    render(<Demo onChange={onChange} />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('option', { name: 'Default' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a press outside closes the list', () => {
    render(<Demo />);
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('disabled: does not open', () => {
    render(<Sort options={options} value="1" onChange={() => undefined} disabled />);
    const button = screen.getByRole('button', { name: 'Sort: Newest' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows its label when the value matches no option', () => {
    render(<Sort options={options} value="x" onChange={() => undefined} label="Sort by" />);
    expect(screen.getByRole('button', { name: 'Sort by' })).toBeTruthy();
  });
});
