import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastViewport } from '../toast';
import { copyText, SHARE_COPY_FAILED_TEXT, ShareSheet, shareSheetTitle } from './ShareSheet';

const URL_TO_SHARE = 'https://shop.example.com/product-detail?id=42';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function setExecCommand(impl: ((command: string) => boolean) | undefined) {
  Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: impl });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('shareSheetTitle', () => {
  it('reads "Share {text or Product} Info To" unless a title is given', () => {
    expect(shareSheetTitle()).toBe('Share Product Info To');
    expect(shareSheetTitle('Case')).toBe('Share Case Info To');
    expect(shareSheetTitle('Case', 'Share Display To')).toBe('Share Display To');
  });
});

describe('ShareSheet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.dismiss();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setClipboard(undefined);
    setExecCommand(undefined);
  });

  it('is a dialog named by its title with a Copy Link button', () => {
    render(<ShareSheet open onClose={() => {}} url={URL_TO_SHARE} text="Case" />);
    expect(screen.getByRole('dialog', { name: 'Share Case Info To' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it('uses a supplied title', () => {
    render(<ShareSheet open onClose={() => {}} url={URL_TO_SHARE} title="Share Display To" />);
    expect(screen.getByRole('dialog', { name: 'Share Display To' })).toBeTruthy();
  });

  it('copies the url with the Clipboard API, closes, calls onCopied and shows "Copied" mid-screen', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const exec = vi.fn(() => true);
    setExecCommand(exec);
    const onCopied = vi.fn();
    const onClose = vi.fn();
    render(
      <>
        <ToastViewport />
        <ShareSheet open onClose={onClose} url={URL_TO_SHARE} onCopied={onCopied} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
    expect(exec).not.toHaveBeenCalled();
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(screen.getByText('Copied').closest('[data-placement]')?.getAttribute('data-placement')).toBe('center');
  });

  it('falls back to a hidden textarea and execCommand("copy") when the API rejects', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let copied = '';
    const exec = vi.fn((command: string) => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied = area.value;
      // The textarea sits inside the sheet, so the focus trap leaves it alone.
      expect(screen.getByRole('dialog').contains(area)).toBe(true);
      return command === 'copy';
    });
    setExecCommand(exec);
    const onCopied = vi.fn();
    render(<ShareSheet open onClose={() => {}} url={URL_TO_SHARE} onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copy Link' });
    button.focus();
    fireEvent.click(button);
    await flush();
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe(URL_TO_SHARE);
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    const exec = vi.fn(() => true);
    setExecCommand(exec);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('shows an error toast and the link in a field when both ways fail', async () => {
    setClipboard(() => Promise.reject(new Error('no')));
    setExecCommand(() => false);
    const onCopied = vi.fn();
    const show = vi.spyOn(toast, 'show');
    render(
      <>
        <ToastViewport />
        <ShareSheet open onClose={() => {}} url={URL_TO_SHARE} onCopied={onCopied} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await flush();
    expect(onCopied).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(SHARE_COPY_FAILED_TEXT, { variant: 'error' });
    expect(screen.getByRole('status').textContent).toBe(SHARE_COPY_FAILED_TEXT);
    expect((screen.getByLabelText('Link') as HTMLInputElement).value).toBe(URL_TO_SHARE);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(<ShareSheet open onClose={onClose} url={URL_TO_SHARE} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
