import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastViewport } from '../toast';
import { DatePickerSheet, type DatePickerSheetProps } from './DatePickerSheet';

const TODAY = new Date(2025, 2, 5, 10, 0); // Wednesday 5 March 2025

function renderPicker(props: Partial<DatePickerSheetProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <>
      <ToastViewport />
      <DatePickerSheet open onClose={onClose} onConfirm={onConfirm} today={TODAY} {...props} />
    </>,
  );
  return { onConfirm, onClose };
}

const day = (name: string) => screen.getByRole('button', { name });
const monthHeading = () =>
  document.getElementById(screen.getByRole('grid').getAttribute('aria-labelledby')!)!.textContent;

describe('DatePickerSheet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.dismiss();
  });
  afterEach(() => vi.useRealTimers());

  it('is a dialog with a grid named by the month, weeks from Monday to Sunday', () => {
    renderPicker();
    expect(screen.getByRole('dialog', { name: 'Select Date' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toContain('Monday');
    expect(headers[6]).toContain('Sunday');
    // 1 March 2025 is a Saturday: the sixth cell of the first week.
    const firstWeek = screen.getAllByRole('row')[1]!;
    const cells = firstWeek.querySelectorAll('[role="gridcell"]');
    expect(cells[5]!.textContent).toBe('1');
    expect(cells[4]!.textContent).toBe('');
  });

  it('marks past days and the days the predicate disables aria-disabled and does not select them', () => {
    // Closed on weekends and on Friday 7 March, as a store's rule would say.
    const closed = (date: string) =>
      date === '2025-03-07' || [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const { onConfirm } = renderPicker({ isDisabled: closed });
    expect(day('Tuesday, 4 March 2025').getAttribute('aria-disabled')).toBe('true');
    expect(day('Wednesday, 5 March 2025').getAttribute('aria-disabled')).toBeNull();
    expect(day('Wednesday, 5 March 2025').getAttribute('aria-current')).toBe('date');
    expect(day('Friday, 7 March 2025').getAttribute('aria-disabled')).toBe('true');
    expect(day('Saturday, 8 March 2025').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('Tuesday, 4 March 2025'));
    fireEvent.click(day('Saturday, 8 March 2025'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Please Select');
  });

  it('confirming with no day shows "Please Select" and keeps the sheet open', () => {
    const { onConfirm, onClose } = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('status').textContent).toBe('Please Select');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('selects one day at a time and confirms [year, month 1-12, day], then closes', () => {
    const { onConfirm, onClose } = renderPicker();
    fireEvent.click(day('Thursday, 6 March 2025'));
    fireEvent.click(day('Monday, 10 March 2025'));
    expect(day('Thursday, 6 March 2025').parentElement!.getAttribute('aria-selected')).toBe('false');
    expect(day('Monday, 10 March 2025').parentElement!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([2025, 3, 10]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('month navigation wraps across years both ways', () => {
    renderPicker({ initialMonth: new Date(2025, 11, 1) });
    expect(monthHeading()).toBe('December 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(monthHeading()).toBe('January 2026');
    fireEvent.click(day('Thursday, 1 January 2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(monthHeading()).toBe('November 2025');
  });

  it('keeps one tab stop and moves it with the arrow keys, Home / End and Page Up / Down', () => {
    renderPicker();
    const grid = screen.getByRole('grid');
    const tabStops = () => grid.querySelectorAll('button[tabindex="0"]');
    expect(tabStops()).toHaveLength(1);
    // The first selectable day is today.
    expect(tabStops()[0]!.getAttribute('aria-label')).toBe('Wednesday, 5 March 2025');
    day('Wednesday, 5 March 2025').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day('Thursday, 6 March 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day('Thursday, 13 March 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(day('Monday, 10 March 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(day('Sunday, 16 March 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    // Into February: the view follows.
    expect(monthHeading()).toBe('February 2025');
    expect(document.activeElement).toBe(day('Sunday, 23 February 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(document.activeElement).toBe(day('Sunday, 23 March 2025'));
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown', shiftKey: true });
    expect(monthHeading()).toBe('March 2026');
    expect(tabStops()).toHaveLength(1);
    // Enter / Space press the focused button.
    fireEvent.click(document.activeElement!);
    expect((document.activeElement as HTMLElement).parentElement!.getAttribute('aria-selected')).toBe('true');
  });

  it('starts afresh each time it opens and closes on Escape', () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pick a date
          </button>
          <DatePickerSheet open={open} onClose={() => setOpen(false)} onConfirm={() => {}} today={TODAY} />
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(day('Tuesday, 1 April 2025'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pick a date' }));
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeTruthy();
    expect(screen.getByRole('grid').querySelector('[aria-selected="true"]')).toBeNull();
  });
});
