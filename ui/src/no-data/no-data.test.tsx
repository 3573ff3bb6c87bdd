import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoData } from './NoData';

describe('NoData', () => {
  it('a status named by its text, "No data" by default', () => {
    render(<NoData />);
    expect(screen.getByRole('status', { name: 'No data' })).toBeTruthy();
  });

  it('the illustration is a hidden, unfocusable inline SVG', () => {
    render(<NoData />);
    const svg = screen.getByRole('status').querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
  });

  it('no Reset button without a handler', () => {
    render(<NoData text="No cases yet" />);
    expect(screen.getByText('No cases yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Reset calls onReset; its text can change', () => {
    const onReset = vi.fn();
    const { rerender } = render(<NoData onReset={onReset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    rerender(<NoData onReset={onReset} resetText="Try again" />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledTimes(2);
  });
});
