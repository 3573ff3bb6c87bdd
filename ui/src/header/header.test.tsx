import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header';

describe('Header', () => {
  it('the title is the page heading', () => {
    render(<Header title="Calculator" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Calculator' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('no back button without onBack', () => {
    render(<Header title="Country Selection" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the back button is named Back and calls onBack', () => {
    const onBack = vi.fn();
    render(<Header title="Calculator" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('renders the actions at the right', () => {
    render(<Header title="Shopping List" right={<button type="button">Share</button>} />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('is sticky by default, and can be static', () => {
    const { container, rerender } = render(<Header title="A" />);
    expect(container.querySelector('header')?.hasAttribute('data-sticky')).toBe(true);
    rerender(<Header title="A" sticky={false} />);
    expect(container.querySelector('header')?.hasAttribute('data-sticky')).toBe(false);
  });
});
