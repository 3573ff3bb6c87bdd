import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton, remainingSeconds } from './CountdownButton';

const button = () => screen.getByRole('button') as HTMLButtonElement;

async function press() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('remainingSeconds', () => {
  it('counts whole seconds down from the start time and stops at 0', () => {
    expect(remainingSeconds(1000, 1000, 59)).toBe(59);
    expect(remainingSeconds(1000, 1999, 59)).toBe(59);
    expect(remainingSeconds(1000, 2000, 59)).toBe(58);
    expect(remainingSeconds(1000, 1000 + 58_999, 59)).toBe(1);
    expect(remainingSeconds(1000, 1000 + 59_000, 59)).toBe(0);
    expect(remainingSeconds(1000, 1000 + 600_000, 59)).toBe(0);
  });

  it('a clock behind the start counts as not started', () => {
    expect(remainingSeconds(5000, 1000, 59)).toBe(59);
  });
});

describe('CountdownButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads 'Obtain' when idle", () => {
    render(<CountdownButton seconds={59} onSend={() => true} />);
    expect(button().textContent).toBe('Obtain');
    expect(button().disabled).toBe(false);
  });

  it('after a successful send counts 59s, 58s … disabled, then back to Obtain', async () => {
    render(<CountdownButton seconds={59} onSend={() => true} />);
    await press();
    expect(button().textContent).toBe('59s');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('58s');
    act(() => vi.advanceTimersByTime(57_000));
    expect(button().textContent).toBe('1s');
    expect(button().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Obtain');
    expect(button().disabled).toBe(false);
  });

  it('is disabled while the send is pending, and does not send twice', async () => {
    let resolve: (ok: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    render(<CountdownButton seconds={59} onSend={onSend} />);
    await press();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Obtain');
    expect(button().getAttribute('aria-busy')).toBe('true');
    await press();
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve(true));
    expect(button().textContent).toBe('59s');
  });

  it('stays idle when the send fails or throws', async () => {
    const { rerender } = render(<CountdownButton seconds={59} onSend={async () => false} />);
    await press();
    expect(button().textContent).toBe('Obtain');
    expect(button().disabled).toBe(false);
    rerender(<CountdownButton seconds={59} onSend={() => Promise.reject(new Error('request error'))} />);
    await press();
    expect(button().textContent).toBe('Obtain');
    expect(button().disabled).toBe(false);
  });

  it('counts from the start time, so time spent in the background is not lost', async () => {
    let clock = 100_000;
    const now = () => clock;
    render(<CountdownButton seconds={59} onSend={() => true} now={now} />);
    await press();
    expect(button().textContent).toBe('59s');
    // The tab sleeps: 30 s pass but timers did not run.
    clock += 30_000;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button().textContent).toBe('29s');
    clock += 40_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Obtain');
  });

  it('announces politely only at start and end, not every second', async () => {
    render(<CountdownButton onSend={() => true} seconds={3} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(button().hasAttribute('aria-live')).toBe(false);
    await press();
    const started = status.textContent;
    expect(started).toBe('Code sent. You can request a new code in 3 seconds.');
    act(() => vi.advanceTimersByTime(1000));
    expect(status.textContent).toBe(started);
    act(() => vi.advanceTimersByTime(2000));
    expect(status.textContent).toBe('You can request a new code now.');
  });

  it('uses the given length and idle text', async () => {
    render(<CountdownButton onSend={() => true} seconds={5} idleText="Send code" />);
    expect(button().textContent).toBe('Send code');
    await press();
    expect(button().textContent).toBe('5s');
  });

  it('resumes a countdown started earlier and reports the start', async () => {
    const onStart = vi.fn();
    const start = Date.now() - 12_000;
    const { unmount } = render(<CountdownButton seconds={59} onSend={() => true} startedAt={start} />);
    expect(button().textContent).toBe('47s');
    expect(button().disabled).toBe(true);
    unmount();
    render(<CountdownButton seconds={59} onSend={() => true} onStart={onStart} startedAt={Date.now() - 60_000} />);
    expect(button().textContent).toBe('Obtain');
    await press();
    expect(onStart).toHaveBeenCalledWith(Date.now());
  });

  it('disabled: does not send', async () => {
    const onSend = vi.fn(() => true);
    render(<CountdownButton seconds={59} onSend={onSend} disabled />);
    expect(button().disabled).toBe(true);
    await press();
    expect(onSend).not.toHaveBeenCalled();
  });
});
