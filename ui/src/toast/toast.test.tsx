import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, ToastViewport } from './Toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('speaks through a live region that exists before any message', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    const region = screen.getByRole('status');
    expect(region).toHaveProperty('textContent', '');
    act(() => {
      store.show('Saved');
    });
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('stays 3 s by default, then plays its exit and leaves', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('Copied');
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Copied').dataset.state).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Copied').dataset.state).toBe('closed');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('the error variant stays about 1.5 s', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('request failed', { variant: 'error' });
    });
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('request failed').dataset.state).toBe('open');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('request failed').dataset.state).toBe('closed');
  });

  it('a new message replaces the one showing and gets its own full time', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('first');
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      store.show('second');
    });
    expect(screen.queryByText('first')).toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('second').dataset.state).toBe('open');
  });

  it('the login style is centred', () => {
    const store = createToastStore();
    render(<ToastViewport store={store} />);
    act(() => {
      store.show('Login Successfully', { login: true });
    });
    const shown = screen.getByText('Login Successfully');
    expect(shown.dataset.placement).toBe('center');
    expect(shown.dataset.login).toBe('true');
  });
});
