import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Cell } from './Cell';

describe('Cell', () => {
  it('with onClick it is a button named by its content, with an arrow', () => {
    const onClick = vi.fn();
    const { container } = render(<Cell title="Gender" value="Female" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Gender Female' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.sf-cell__arrow')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('with href it is a link', () => {
    render(<Cell title="Personal Info" href="/setting-info" />);
    expect(screen.getByRole('link', { name: 'Personal Info' }).getAttribute('href')).toBe('/setting-info');
  });

  it('arrow={false} hides the arrow', () => {
    const { container } = render(<Cell title="Log Out" onClick={() => undefined} arrow={false} />);
    expect(container.querySelector('.sf-cell__arrow')).toBeNull();
  });

  it('a static row has no role and no arrow', () => {
    const { container } = render(<Cell title="Brand" value="Monarch" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.sf-cell__arrow')).toBeNull();
    expect(screen.getByText('Monarch')).toBeTruthy();
  });

  it('a disabled button cannot be pressed', () => {
    const onClick = vi.fn();
    render(<Cell title="Gender" onClick={onClick} disabled />);
    const button = screen.getByRole('button', { name: 'Gender' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a disabled link keeps its role, loses its href and says it is disabled', () => {
    render(<Cell title="Account Security" href="/setting-security" disabled />);
    const link = screen.getByRole('link', { name: 'Account Security' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the description under the title', () => {
    render(<Cell title="Store" description="Open 9 to 6" onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Store Open 9 to 6' })).toBeTruthy();
  });
});
