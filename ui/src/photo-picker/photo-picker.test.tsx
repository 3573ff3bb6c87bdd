import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkPhoto, PhotoPicker, photoTooLargeText, PHOTO_MAX_BYTES } from './PhotoPicker';

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const photo = file('tile.jpg', 'image/jpeg');

describe('checkPhoto', () => {
  it('accepts one image up to the limit', () => {
    expect(checkPhoto([photo])).toEqual({ kind: 'ok', file: photo });
    expect(checkPhoto([file('a.webp', 'image/webp', PHOTO_MAX_BYTES)]).kind).toBe('ok');
  });

  it('treats no file (a cancelled chooser) as nothing, not an error', () => {
    expect(checkPhoto([])).toEqual({ kind: 'none' });
    expect(checkPhoto(null)).toEqual({ kind: 'none' });
  });

  it('refuses more than one file, anything but an image, and images over the limit', () => {
    expect(checkPhoto([photo, photo])).toEqual({ kind: 'rejected', message: 'Please choose one photo.' });
    expect(checkPhoto([file('plan.pdf', 'application/pdf')])).toEqual({
      kind: 'rejected',
      message: 'Please choose an image file (JPG, PNG, GIF or WebP).',
    });
    expect(checkPhoto([file('noext', '')]).kind).toBe('rejected');
    expect(checkPhoto([file('big.png', 'image/png', PHOTO_MAX_BYTES + 1)])).toEqual({
      kind: 'rejected',
      message: 'The photo is larger than 5 MB.',
    });
    expect(checkPhoto([file('big.png', 'image/png', 3 * 1024 * 1024)], 2 * 1024 * 1024)).toEqual({
      kind: 'rejected',
      message: 'The photo is larger than 2 MB.',
    });
  });

  it('names fractional limits', () => {
    expect(photoTooLargeText(1.5 * 1024 * 1024)).toBe('The photo is larger than 1.5 MB.');
  });
});

describe('the upload rule the picker shares with the server', () => {
  it('refuses picture types the upload does not take (SVG, HEIC)', () => {
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    const heic = new File(['x'], 'a.heic', { type: 'image/heic' });
    expect(checkPhoto([svg])).toEqual({
      kind: 'rejected',
      message: 'Please choose an image file (JPG, PNG, GIF or WebP).',
    });
    expect(checkPhoto([heic])).toMatchObject({ kind: 'rejected' });
    expect(checkPhoto([new File(['x'], 'a.webp', { type: 'image/webp' })])).toMatchObject({ kind: 'ok' });
  });
});

describe('PhotoPicker', () => {
  const input = () => screen.getByLabelText('Choose photo', { selector: 'input' }) as HTMLInputElement;

  it('is a button named by its label over a single-image file input', () => {
    render(<PhotoPicker onPick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeTruthy();
    expect(input().type).toBe('file');
    expect(input().accept).toBe('image/jpeg,image/png,image/gif,image/webp');
    expect(input().multiple).toBe(false);
  });

  it('the button opens the file chooser', () => {
    render(<PhotoPicker onPick={() => {}} />);
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose photo' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('gives an accepted image to onPick', () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    render(<PhotoPicker onPick={onPick} onReject={onReject} />);
    fireEvent.change(input(), { target: { files: [photo] } });
    expect(onPick).toHaveBeenCalledWith(photo);
    expect(onReject).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses with a message given to onReject and shown as an alert, cleared by the next good pick', () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    render(<PhotoPicker onPick={onPick} onReject={onReject} />);
    fireEvent.change(input(), { target: { files: [file('big.png', 'image/png', PHOTO_MAX_BYTES + 1)] } });
    expect(onReject).toHaveBeenCalledWith('The photo is larger than 5 MB.');
    expect(screen.getByRole('alert').textContent).toBe('The photo is larger than 5 MB.');
    expect(screen.getByRole('button', { name: 'Choose photo' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
    fireEvent.change(input(), { target: { files: [photo, photo] } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose one photo.');
    fireEvent.change(input(), { target: { files: [file('notes.txt', 'text/plain')] } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file (JPG, PNG, GIF or WebP).');
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { files: [photo] } });
    expect(onPick).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a cancelled chooser', () => {
    const onPick = vi.fn();
    const onReject = vi.fn();
    render(<PhotoPicker onPick={onPick} onReject={onReject} />);
    fireEvent.change(input(), { target: { files: [] } });
    expect(onPick).not.toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('uses its own limit and label', () => {
    const onReject = vi.fn();
    render(<PhotoPicker onPick={() => {}} onReject={onReject} label="Upload avatar" maxBytes={1024 * 1024} />);
    fireEvent.change(screen.getByLabelText('Upload avatar', { selector: 'input' }), {
      target: { files: [file('me.png', 'image/png', 2 * 1024 * 1024)] },
    });
    expect(onReject).toHaveBeenCalledWith('The photo is larger than 1 MB.');
  });

  it('does nothing while disabled or busy', () => {
    const { rerender } = render(<PhotoPicker onPick={() => {}} disabled />);
    expect((screen.getByRole('button', { name: 'Choose photo' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<PhotoPicker onPick={() => {}} busy />);
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Choose photo' }));
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose photo' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows an outside error', () => {
    render(<PhotoPicker onPick={() => {}} error="Upload failed, please try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Upload failed, please try again.');
  });
});
