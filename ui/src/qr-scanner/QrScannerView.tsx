import { useEffect, useRef, useState } from 'react';
import { PhotoPicker } from '../photo-picker';
import { cameraErrorText, createZxingDecoder, type QrDecoder } from './decoder';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './qr-scanner.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type QrScannerCssVars =
  '--sf-qr-scanner-frame-color' | '--sf-qr-scanner-line-color' | '--sf-qr-scanner-background';

export interface QrScannerViewProps extends NativeProps<QrScannerCssVars, HTMLElement> {
  /** Reads the codes. Default: createZxingDecoder(). */
  decoder?: QrDecoder;
  /** Same as `decoder` (the name used by the scan page's brief); `decoder` wins when both are given. */
  decode?: QrDecoder;
  /** An album picture was picked (before it is read), e.g. to show it or log it. */
  onPickImage?(file: File): void;
  /** A code was read, from the camera or from a picked image. */
  onResult(text: string): void;
  /** A camera failure ('ERROR: …') or an unreadable image ('识别错误'). */
  onError?(message: string): void;
  /** Stops the camera (e.g. while a result is handled); turning it off again reopens the camera. */
  paused?: boolean;
}

export const QR_HINT_TEXT: string = m.ui_qr_hint();
/** The product gives this text in Chinese in every language. */
export const QR_IMAGE_FAILED_TEXT: string = m.ui_qr_unreadable();
/** The same code seen again by the camera within this time is not reported twice. */
export const QR_REPEAT_MS = 2000;
/** Album pictures are full-size photos; allow more than the 5 MB upload limit. */
export const QR_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/**
 * A camera viewfinder reading QR codes, with the hint 'Recognize the QR Code' and a button to read one picture from
 * the album instead. Camera failures show their 'ERROR:' text with a Try again button.
 */
export function QrScannerView(props: QrScannerViewProps) {
  const { decoder, decode, onResult, onError, onPickImage, paused = false } = props;
  const [fallback] = useState(createZxingDecoder);
  const active = decoder ?? decode ?? fallback;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const last = useRef<{ text: string; at: number } | null>(null);
  const callbacks = useRef({ onResult, onError });
  useEffect(() => {
    callbacks.current = { onResult, onError };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (paused || !video) return undefined;
    let cancelled = false;
    let stop: (() => void) | null = null;
    last.current = null;
    active
      .start(video, (text) => {
        if (cancelled) return;
        const now = Date.now();
        if (last.current && last.current.text === text && now - last.current.at < QR_REPEAT_MS) return;
        last.current = { text, at: now };
        callbacks.current.onResult(text);
      })
      .then(
        (stopCamera) => {
          if (cancelled) stopCamera();
          else {
            stop = stopCamera;
            setCameraError(null);
          }
        },
        (error: unknown) => {
          if (cancelled) return;
          const message = cameraErrorText(error);
          setCameraError(message);
          callbacks.current.onError?.(message);
        },
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, paused, attempt]);

  const readImage = async (file: File) => {
    setImageError(null);
    setReading(true);
    try {
      const text = await active.decodeImage(file);
      setReading(false);
      callbacks.current.onResult(text);
    } catch {
      setReading(false);
      setImageError(QR_IMAGE_FAILED_TEXT);
      callbacks.current.onError?.(QR_IMAGE_FAILED_TEXT);
    }
  };

  return withNativeProps(
    props,
    <section className="sf-qr-scanner" aria-label={m.ui_qr_scanner()} data-paused={paused || undefined}>
      <video ref={videoRef} className="sf-qr-scanner__video" muted playsInline autoPlay aria-hidden="true" />
      <div className="sf-qr-scanner__frame" aria-hidden="true">
        <span className="sf-qr-scanner__corner" data-corner="tl" />
        <span className="sf-qr-scanner__corner" data-corner="tr" />
        <span className="sf-qr-scanner__corner" data-corner="bl" />
        <span className="sf-qr-scanner__corner" data-corner="br" />
        {!cameraError && (
          <span className="sf-qr-scanner__sweep">
            <span className="sf-qr-scanner__line" />
          </span>
        )}
      </div>
      <div className="sf-qr-scanner__panel">
        <p className="sf-qr-scanner__hint">{m.ui_qr_hint()}</p>
        {cameraError && (
          <div className="sf-qr-scanner__error" role="alert">
            <p className="sf-qr-scanner__error-text">{cameraError}</p>
            <button
              type="button"
              className="sf-qr-scanner__retry"
              onClick={() => {
                setCameraError(null);
                setAttempt((n) => n + 1);
              }}
            >
              {m.ui_try_again()}
            </button>
          </div>
        )}
        <PhotoPicker
          className="sf-qr-scanner__album"
          label={m.ui_choose_from_album()}
          maxBytes={QR_IMAGE_MAX_BYTES}
          busy={reading}
          onPick={(file) => {
            onPickImage?.(file);
            void readImage(file);
          }}
          onReject={() => setImageError(null)}
        />
        {imageError && (
          <p className="sf-qr-scanner__image-error" role="alert" lang={hasChinese(imageError) ? 'zh' : undefined}>
            {imageError}
          </p>
        )}
      </div>
    </section>,
  );
}
