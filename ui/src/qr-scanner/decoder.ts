import type { BrowserQRCodeReader as Reader } from '@zxing/browser';
import { m } from '@storefront/sdk/i18n';

/** How the scanner reads codes: from the camera into a video element, and from one picked image. */
export interface QrDecoder {
  /** Opens the camera into `video` and calls `onText` for each code seen; resolves to a function that stops it. */
  start(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void>;
  /** Reads the code in an image; rejects when there is none. */
  decodeImage(file: File): Promise<string>;
}

/** The text of each camera failure, by the getUserMedia DOMException name (read when shown). */
export const CAMERA_ERROR_TEXTS = {
  NotAllowedError: m.ui_camera_permission,
  NotFoundError: m.ui_camera_missing,
  NotSupportedError: m.ui_camera_secure_context,
  InsecureContextError: m.ui_camera_secure_context,
  NotReadableError: m.ui_camera_in_use,
  OverconstrainedError: m.ui_camera_unsuitable,
  StreamApiNotSupportedError: m.ui_camera_stream_unsupported,
} as const;

/** Older browsers' names for the same failures. */
const LEGACY_NAMES: Record<string, keyof typeof CAMERA_ERROR_TEXTS> = {
  PermissionDeniedError: 'NotAllowedError',
  DevicesNotFoundError: 'NotFoundError',
  TrackStartError: 'NotReadableError',
  ConstraintNotSatisfiedError: 'OverconstrainedError',
};

function errorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string') return error.name;
  return '';
}

/** The 'ERROR:' text shown for a camera failure (the getUserMedia DOMException name). */
export function cameraErrorText(error: unknown): string {
  const raw = errorName(error);
  const name = LEGACY_NAMES[raw] ?? raw;
  if (name in CAMERA_ERROR_TEXTS) return CAMERA_ERROR_TEXTS[name as keyof typeof CAMERA_ERROR_TEXTS]();
  const message = error instanceof Error && error.message ? error.message : raw;
  return message ? m.ui_camera_error_detail({ detail: message }) : m.ui_camera_error();
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Why this page cannot open a camera at all, as a named error; null when it can try. */
export function cameraSupportError(
  env: { isSecureContext?: boolean; mediaDevices?: unknown } = {
    isSecureContext: typeof window === 'undefined' ? true : window.isSecureContext,
    mediaDevices: typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
  },
): Error | null {
  if (env.isSecureContext === false) return namedError('InsecureContextError', 'The camera needs a secure context.');
  const devices = env.mediaDevices as { getUserMedia?: unknown } | undefined;
  if (!devices || typeof devices.getUserMedia !== 'function')
    return namedError('StreamApiNotSupportedError', 'No getUserMedia.');
  return null;
}

/**
 * The default decoder over @zxing/browser, loaded with import() on first use so it stays out of the main bundle.
 * The camera opens with the rear camera preferred (facingMode 'environment').
 */
export function createZxingDecoder(): QrDecoder {
  let reader: Promise<Reader> | null = null;
  const getReader = () => {
    reader ??= import('@zxing/browser').then((zxing) => new zxing.BrowserQRCodeReader());
    return reader;
  };
  return {
    async start(video, onText) {
      const unsupported = cameraSupportError();
      if (unsupported) throw unsupported;
      const qr = await getReader();
      const controls = await qr.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
        if (result) onText(result.getText());
      });
      return () => controls.stop();
    },
    async decodeImage(file) {
      const qr = await getReader();
      const url = URL.createObjectURL(file);
      try {
        const result = await qr.decodeFromImageUrl(url);
        return result.getText();
      } finally {
        URL.revokeObjectURL(url);
      }
    },
  };
}
