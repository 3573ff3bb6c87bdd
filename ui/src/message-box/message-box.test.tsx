import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickBackdrop, endExitAnimation, mockExitAnimations } from '../internal/overlay/testing';
import { MessageBox, MessageBoxHost, type MessageBoxProps } from './MessageBox';
import { createMessageBoxStore } from './store';

function Demo(props: Partial<MessageBoxProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <MessageBox
        open={open}
        text="Please log in first."
        {...props}
        onConfirm={() => {
          props.onConfirm?.();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('MessageBox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing while closed', () => {
    render(<MessageBox open={false} text="Hi" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is an alertdialog named by its title and described by its text, with only Confirm by default', () => {
    render(
      <MessageBox open title="Login failed" text="Try again" onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Login failed' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Try again');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm']);
  });

  it('without a title the text names it', () => {
    render(<MessageBox open text="Please log in first." onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Please log in first.' })).toBeTruthy();
  });

  it('shows Cancel only when asked, with the given texts', () => {
    const onCancel = vi.fn();
    render(
      <MessageBox
        open
        showCancel
        text="Merge?"
        confirmText="Merge"
        cancelText="Keep apart"
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Keep apart', 'Merge']);
    fireEvent.click(screen.getByRole('button', { name: 'Keep apart' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Confirm calls onConfirm; Escape calls onCancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<MessageBox open text="Sure?" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a tap on the dimmed page does not close it', () => {
    const onCancel = vi.fn();
    render(<MessageBox open text="Sure?" onConfirm={() => undefined} onCancel={onCancel} />);
    clickBackdrop(screen.getByRole('alertdialog'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('opens modally with focus on Cancel, and returns focus to the opener after the exit animation', () => {
    mockExitAnimations();
    const onExited = vi.fn();
    render(<Demo showCancel onExited={onExited} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const box = screen.getByRole('alertdialog') as HTMLDialogElement;
    expect(box.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(box.dataset.state).toBe('closed');
    endExitAnimation(box);
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('focuses Confirm when there is no Cancel', () => {
    render(<MessageBox open text="Done" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });
});

describe('MessageBox open state in both modes', () => {
  it('uncontrolled: opens from defaultOpen and closes itself on Confirm, reporting the answer and the change', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<MessageBox defaultOpen text="Saved." onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uncontrolled: Escape cancels and closes it; without defaultOpen it starts closed', () => {
    const onCancel = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(
      <MessageBox defaultOpen showCancel text="Leave?" onCancel={onCancel} onClose={onClose} />,
    );
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    render(<MessageBox text="Hidden" />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('controlled: an answer only asks to close; the box stays until the caller sets open to false', () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <MessageBox open showCancel text="Merge?" onCancel={onCancel} onOpenChange={onOpenChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('alertdialog', { name: 'Merge?' })).toBeTruthy();
    rerender(<MessageBox open={false} showCancel text="Merge?" onCancel={onCancel} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('messageBox.show', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves true on Confirm and false on Cancel', async () => {
    const store = createMessageBoxStore();
    render(<MessageBoxHost store={store} />);
    let first: Promise<boolean> | undefined;
    act(() => {
      first = store.show({ title: 'Login required', text: 'Please log in first.' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Login required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);

    let second: Promise<boolean> | undefined;
    act(() => {
      second = store.show({ text: 'Merge?', showCancel: true, cancelText: 'No' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(second).resolves.toBe(false);
  });

  it('Escape resolves false', async () => {
    const store = createMessageBoxStore();
    render(<MessageBoxHost store={store} />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = store.show({ text: 'Leave?' });
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('queues: the second box shows when the first is answered; the answered one plays its exit, then leaves', async () => {
    mockExitAnimations();
    const store = createMessageBoxStore();
    render(<MessageBoxHost store={store} />);
    act(() => {
      void store.show({ text: 'First' });
      void store.show({ text: 'Second' });
    });
    expect(store.size()).toBe(2);
    expect(screen.getAllByRole('alertdialog').map((d) => d.textContent)).toEqual(['FirstConfirm']);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    const leaving = screen.getAllByRole('alertdialog', { hidden: true }).find((d) => d.textContent?.includes('First'))!;
    expect(leaving.dataset.state).toBe('closed');
    endExitAnimation(leaving);
    expect(leaving.isConnected).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    expect(store.size()).toBe(1);
  });

  it('answering an id that is not showing does nothing', () => {
    const store = createMessageBoxStore();
    void store.show({ text: 'A' });
    store.answer(999, true);
    expect(store.get()?.text).toBe('A');
  });
});
