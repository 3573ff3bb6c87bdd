import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(cleanup);

describe('UpdatePrompt', () => {
  it('announces the new version politely in a named region, without taking the focus', () => {
    render(<UpdatePrompt onReload={() => undefined} />);
    const region = screen.getByRole('region', { name: 'App update' });
    expect(screen.getByRole('status').textContent).toBe('A new version of the storefront is available.');
    expect(region.contains(document.activeElement)).toBe(false);
  });

  it('reloads once on consent: the button is disabled while the new version takes over', () => {
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    const reload = screen.getByRole('button', { name: 'Reload' });
    fireEvent.click(reload);
    fireEvent.click(reload);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect((reload as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes away when dismissed, by its button or by Escape, without reloading', () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    const { unmount } = render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the update notice' }));
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
    unmount();

    render(<UpdatePrompt onReload={onReload} onDismiss={onDismiss} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reload' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'App update' })).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(onReload).not.toHaveBeenCalled();
  });
});
