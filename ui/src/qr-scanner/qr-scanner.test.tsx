import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cameraErrorText, cameraSupportError, createZxingDecoder, type QrDecoder } from './decoder';
import { QrScannerView } from './QrScannerView';

const zxing = vi.hoisted(() => {
  const stop = vi.fn();
  const decodeFromConstraints = vi.fn();
  const decodeFromImageUrl = vi.fn();
  return { stop, decodeFromConstraints, decodeFromImageUrl };
});

vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    decodeFromConstraints = zxing.decodeFromConstraints;
    decodeFromImageUrl = zxing.decodeFromImageUrl;
  },
}));

function fakeDecoder(overrides: Partial<QrDecoder> = {}) {
  let emit: (text: string) => void = () => {};
  const stop = vi.fn();
  const decoder: QrDecoder = {
    start: vi.fn((_video: HTMLVideoElement, onText: (text: string) => void) => {
      emit = onText;
      return Promise.resolve(stop);
    }),
    decodeImage: vi.fn(() => Promise.resolve('https://shop.example.com/qr?type=1&id=5')),
    ...overrides,
  };
  return { decoder, stop, emit: (text: string) => emit(text) };
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

const image = () => new File(['png'], 'code.png', { type: 'image/png' });
const albumInput = () => screen.getByLabelText('Choose from album', { selector: 'input' });

describe('cameraErrorText', () => {
  it('names each getUserMedia failure', () => {
    const dom = (name: string) => new DOMException('x', name);
    expect(cameraErrorText(dom('NotAllowedError'))).toBe('ERROR: you need to grant camera access permission');
    expect(cameraErrorText(dom('NotFoundError'))).toBe('ERROR: no camera on this device');
    expect(cameraErrorText(dom('NotSupportedError'))).toBe('ERROR: secure context required (HTTPS, localhost)');
    expect(cameraErrorText({ name: 'InsecureContextError' })).toBe('ERROR: secure context required (HTTPS, localhost)');
    expect(cameraErrorText(dom('NotReadableError'))).toBe('ERROR: is the camera already in use?');
    expect(cameraErrorText(dom('OverconstrainedError'))).toBe('ERROR: installed cameras are not suitable');
    expect(cameraErrorText({ name: 'StreamApiNotSupportedError' })).toBe(
      'ERROR: Stream API is not supported in this browser',
    );
  });

  it('knows the older names and still says something for unknown failures', () => {
    expect(cameraErrorText({ name: 'PermissionDeniedError' })).toBe(
      'ERROR: you need to grant camera access permission',
    );
    expect(cameraErrorText({ name: 'TrackStartError' })).toBe('ERROR: is the camera already in use?');
    expect(cameraErrorText(new Error('boom'))).toBe('ERROR: camera error (boom)');
    expect(cameraErrorText(undefined)).toBe('ERROR: camera error');
  });
});

describe('cameraSupportError', () => {
  it('refuses an insecure page and a browser without getUserMedia', () => {
    expect(cameraSupportError({ isSecureContext: false, mediaDevices: { getUserMedia() {} } })?.name).toBe(
      'InsecureContextError',
    );
    expect(cameraSupportError({ isSecureContext: true, mediaDevices: undefined })?.name).toBe(
      'StreamApiNotSupportedError',
    );
    expect(cameraSupportError({ isSecureContext: true, mediaDevices: { getUserMedia() {} } })).toBeNull();
  });
});

describe('createZxingDecoder', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('opens the rear camera with decodeFromConstraints and reports decoded text', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn() } });
    zxing.decodeFromConstraints.mockImplementation((_c: unknown, _v: unknown, callback: (r: unknown) => void) => {
      callback(undefined);
      callback({ getText: () => 'hello' });
      return Promise.resolve({ stop: zxing.stop });
    });
    const video = document.createElement('video');
    const onText = vi.fn();
    const stop = await createZxingDecoder().start(video, onText);
    expect(zxing.decodeFromConstraints).toHaveBeenCalledWith(
      { video: { facingMode: 'environment' } },
      video,
      expect.any(Function),
    );
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onText).toHaveBeenCalledWith('hello');
    stop();
    expect(zxing.stop).toHaveBeenCalledTimes(1);
  });

  it('rejects with StreamApiNotSupportedError when there is no navigator.mediaDevices', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    await expect(createZxingDecoder().start(document.createElement('video'), () => {})).rejects.toMatchObject({
      name: 'StreamApiNotSupportedError',
    });
  });

  it('decodes a picked image from an object URL and revokes it', async () => {
    const create = vi.fn(() => 'blob:code');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    zxing.decodeFromImageUrl.mockResolvedValueOnce({ getText: () => 'from image' });
    const file = image();
    await expect(createZxingDecoder().decodeImage(file)).resolves.toBe('from image');
    expect(create).toHaveBeenCalledWith(file);
    expect(zxing.decodeFromImageUrl).toHaveBeenCalledWith('blob:code');
    expect(revoke).toHaveBeenCalledWith('blob:code');
    zxing.decodeFromImageUrl.mockRejectedValueOnce(new Error('NotFoundException'));
    await expect(createZxingDecoder().decodeImage(file)).rejects.toThrow();
    expect(revoke).toHaveBeenCalledTimes(2);
  });
});

describe('QrScannerView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the viewfinder, the hint and the album button, and starts the camera into its video', async () => {
    const { decoder } = fakeDecoder();
    const { container } = render(<QrScannerView decoder={decoder} onResult={() => {}} />);
    await flush();
    expect(screen.getByRole('region', { name: 'QR code scanner' })).toBeTruthy();
    expect(screen.getByText('Recognize the QR Code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose from album' })).toBeTruthy();
    expect(decoder.start).toHaveBeenCalledWith(container.querySelector('video'), expect.any(Function));
  });

  it('reports camera codes, not the same code twice within 2 s', async () => {
    const { decoder, emit } = fakeDecoder();
    const onResult = vi.fn();
    render(<QrScannerView decoder={decoder} onResult={onResult} />);
    await flush();
    emit('A');
    emit('A');
    expect(onResult).toHaveBeenCalledTimes(1);
    emit('B');
    expect(onResult).toHaveBeenLastCalledWith('B');
    act(() => vi.advanceTimersByTime(2000));
    emit('B');
    expect(onResult).toHaveBeenCalledTimes(3);
  });

  it('stops the camera while paused and reopens it after', async () => {
    const { decoder, stop } = fakeDecoder();
    const { rerender, unmount } = render(<QrScannerView decoder={decoder} onResult={() => {}} />);
    await flush();
    rerender(<QrScannerView decoder={decoder} onResult={() => {}} paused />);
    expect(stop).toHaveBeenCalledTimes(1);
    rerender(<QrScannerView decoder={decoder} onResult={() => {}} paused={false} />);
    await flush();
    expect(decoder.start).toHaveBeenCalledTimes(2);
    unmount();
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('stops a camera that opens after the view is gone', async () => {
    let open: (stop: () => void) => void = () => {};
    const stop = vi.fn();
    const decoder: QrDecoder = {
      start: () => new Promise((resolve) => (open = resolve)),
      decodeImage: () => Promise.resolve(''),
    };
    const { unmount } = render(<QrScannerView decoder={decoder} onResult={() => {}} />);
    unmount();
    open(stop);
    await flush();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['NotAllowedError', 'ERROR: you need to grant camera access permission'],
    ['NotFoundError', 'ERROR: no camera on this device'],
    ['NotReadableError', 'ERROR: is the camera already in use?'],
  ])('shows a camera failure %s as its ERROR text and retries on Try again', async (name, text) => {
    const start = vi.fn(() => Promise.reject(new DOMException('x', name)));
    const onError = vi.fn();
    render(
      <QrScannerView
        decoder={{ start, decodeImage: () => Promise.resolve('') }}
        onResult={() => {}}
        onError={onError}
      />,
    );
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(onError).toHaveBeenCalledWith(text);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('reads one picked image and reports its text', async () => {
    const { decoder } = fakeDecoder();
    const onResult = vi.fn();
    render(<QrScannerView decoder={decoder} onResult={onResult} />);
    const file = image();
    fireEvent.change(albumInput(), { target: { files: [file] } });
    await flush();
    expect(decoder.decodeImage).toHaveBeenCalledWith(file);
    expect(onResult).toHaveBeenCalledWith('https://shop.example.com/qr?type=1&id=5');
  });

  it('accepts the decoder as `decode` too and tells onPickImage about the picked file', async () => {
    const { decoder } = fakeDecoder();
    const onPickImage = vi.fn();
    const onResult = vi.fn();
    render(<QrScannerView decode={decoder} onResult={onResult} onPickImage={onPickImage} />);
    const file = image();
    fireEvent.change(albumInput(), { target: { files: [file] } });
    await flush();
    expect(onPickImage).toHaveBeenCalledWith(file);
    expect(decoder.decodeImage).toHaveBeenCalledWith(file);
    expect(onResult).toHaveBeenCalledWith('https://shop.example.com/qr?type=1&id=5');
  });

  it('an undecodable image gives 识别错误 to onError and the page', async () => {
    const { decoder } = fakeDecoder({ decodeImage: vi.fn(() => Promise.reject(new Error('NotFoundException'))) });
    const onError = vi.fn();
    const onResult = vi.fn();
    render(<QrScannerView decoder={decoder} onResult={onResult} onError={onError} />);
    fireEvent.change(albumInput(), { target: { files: [image()] } });
    await flush();
    expect(onError).toHaveBeenCalledWith('识别错误');
    expect(onResult).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('识别错误');
    expect(alert.getAttribute('lang')).toBe('zh');
  });

  it('refuses a picked file that is not one image', async () => {
    const { decoder } = fakeDecoder();
    render(<QrScannerView decoder={decoder} onResult={() => {}} />);
    fireEvent.change(albumInput(), { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    await flush();
    expect(decoder.decodeImage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file (JPG, PNG, GIF or WebP).');
  });
});
