import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar, type SearchBarProps } from './SearchBar';

function Demo(props: Partial<SearchBarProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <SearchBar
      onSubmit={() => undefined}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;

describe('SearchBar', () => {
  it('a search landmark with a labelled search field that asks the keyboard for a search key', () => {
    render(<Demo />);
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    expect(input().type).toBe('search');
    expect(input().getAttribute('enterkeyhint')).toBe('search');
    expect(input().placeholder).toBe('Search for brand info');
  });

  it('typing calls onChange; Enter submits the trimmed text', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<Demo onChange={onChange} onSubmit={onSubmit} />);
    fireEvent.change(input(), { target: { value: '  Terrazzo ' } });
    expect(onChange).toHaveBeenCalledWith('  Terrazzo ');
    fireEvent.submit(input().form!);
    expect(onSubmit).toHaveBeenCalledWith('Terrazzo');
  });

  it('Back only with onBack', () => {
    const onBack = vi.fn();
    const { rerender } = render(<SearchBar value="" onChange={() => undefined} onSubmit={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    rerender(<SearchBar value="" onChange={() => undefined} onSubmit={() => undefined} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('the menu toggle reports its state with aria-expanded and calls onMenuToggle', () => {
    const onMenuToggle = vi.fn();
    const { rerender } = render(
      <SearchBar
        value=""
        onChange={() => undefined}
        onSubmit={() => undefined}
        onMenuToggle={onMenuToggle}
        menuId="m"
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
    rerender(
      <SearchBar
        value=""
        onChange={() => undefined}
        onSubmit={() => undefined}
        onMenuToggle={onMenuToggle}
        menuOpen
        menuId="m"
      />,
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('m');
  });

  it('Clear appears with text, empties the field and keeps focus in it', () => {
    render(<Demo initial="Terrazzo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('autoFocus focuses the field', () => {
    render(<Demo autoFocus />);
    expect(document.activeElement).toBe(input());
  });

  it('disabled: the field is disabled and does not submit', () => {
    const onSubmit = vi.fn();
    render(<Demo initial="x" disabled onSubmit={onSubmit} />);
    expect(input().disabled).toBe(true);
    fireEvent.submit(input().form!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the placeholder can carry the hot word', () => {
    render(<Demo placeholder="Terrazzo" />);
    expect(input().placeholder).toBe('Terrazzo');
  });
});
