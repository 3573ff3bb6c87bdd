import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clampRating, Rating, ratingText } from './Rating';

describe('Rating', () => {
  it('read-only: an image named by its stars out of 5', () => {
    render(<Rating label="Case rating" value={4} readOnly />);
    expect(screen.getByRole('img', { name: 'Case rating: 4 out of 5 stars' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('is read-only when nothing can receive a change', () => {
    render(<Rating label="Case rating" value={3.5} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Case rating: 3.5 out of 5 stars');
  });

  it('fills whole and partial stars', () => {
    const { container } = render(<Rating label="Case rating" value={3.5} />);
    const fills = [...container.querySelectorAll<HTMLElement>('.sf-rating__star')].map((s) => s.dataset.fill);
    expect(fills).toEqual(['full', 'full', 'full', 'partial', 'empty']);
  });

  it('editable: a slider from 1 to 5 with its value', () => {
    render(<Rating label="Service rating" value={3} onChange={() => undefined} />);
    const slider = screen.getByRole('slider', { name: 'Service rating' });
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('5');
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    expect(slider.getAttribute('aria-valuetext')).toBe('3 out of 5 stars');
    expect(slider.tabIndex).toBe(0);
  });

  it('says "Not rated" before the first star', () => {
    render(<Rating label="Service rating" value={0} onChange={() => undefined} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('Not rated');
  });

  it('tapping a star sets that many stars', () => {
    const onChange = vi.fn();
    const { container } = render(<Rating label="Service rating" value={1} onChange={onChange} />);
    fireEvent.click(container.querySelector('[data-value="4"]')!);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('arrow keys step by one and stay within 1..5; Home and End jump', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Rating label="Service rating" value={3} onChange={onChange} />);
    const slider = screen.getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([4, 4, 2, 2, 1, 5]);

    onChange.mockClear();
    rerender(<Rating label="Service rating" value={5} onChange={onChange} />);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    rerender(<Rating label="Service rating" value={1} onChange={onChange} />);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the first arrow press on an unrated slider gives 1 star', () => {
    const onChange = vi.fn();
    render(<Rating label="Service rating" value={0} onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('disabled: no tab stop, no changes', () => {
    const onChange = vi.fn();
    const { container } = render(<Rating label="Service rating" value={2} onChange={onChange} disabled />);
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-disabled')).toBe('true');
    expect(slider.tabIndex).toBe(-1);
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.click(container.querySelector('[data-value="5"]')!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('helpers', () => {
    expect(clampRating(9, 5)).toBe(5);
    expect(clampRating(-1, 5)).toBe(1);
    expect(ratingText(4, 5)).toBe('4 out of 5 stars');
    expect(ratingText(1, 1)).toBe('1 out of 1 star');
  });
});
