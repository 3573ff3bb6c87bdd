import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_NOT_IMAGE_TEXT } from '@storefront/sdk/rules';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { Icon } from '../icon';
import './photo-picker.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type PhotoPickerCssVars =
  | '--sf-photo-picker-accent-color'
  | '--sf-photo-picker-background'
  | '--sf-photo-picker-border-color'
  | '--sf-photo-picker-error-color'
  | '--sf-photo-picker-radius';

// The upload rule lives once, in the SDK's rules, shared with the simulator that enforces it.
export const PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
export const PHOTO_NOT_IMAGE_TEXT = UPLOAD_NOT_IMAGE_TEXT;
/** The picture types the upload accepts; the server checks the bytes, the picker the declared type. */
export const PHOTO_ACCEPT = UPLOAD_IMAGE_TYPES.map((type) => type.mime).join(',');
export const PHOTO_ONE_ONLY_TEXT: string = m.ui_photo_one_only();

/** 'The photo is larger than 5 MB.' for the given limit. */
export function photoTooLargeText(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return m.ui_photo_too_large({ size: Number.isInteger(mb) ? mb : mb.toFixed(1) });
}

export type PhotoCheck = { kind: 'ok'; file: File } | { kind: 'rejected'; message: string } | { kind: 'none' };

/**
 * The photo rule: exactly one file, a JPEG, PNG, GIF or WebP image by its declared type, at most `maxBytes`. No file at all (the chooser was
 * cancelled) is 'none', not an error.
 */
export function checkPhoto(
  files: FileList | readonly File[] | null | undefined,
  maxBytes: number = PHOTO_MAX_BYTES,
): PhotoCheck {
  const list = files ? Array.from(files) : [];
  if (list.length === 0) return { kind: 'none' };
  if (list.length > 1) return { kind: 'rejected', message: m.ui_photo_one_only() };
  const file = list[0]!;
  if (!UPLOAD_IMAGE_TYPES.some((type) => type.mime === file.type))
    return { kind: 'rejected', message: PHOTO_NOT_IMAGE_TEXT };
  if (file.size > maxBytes) return { kind: 'rejected', message: photoTooLargeText(maxBytes) };
  return { kind: 'ok', file };
}

export interface PhotoPickerProps extends NativeProps<PhotoPickerCssVars, HTMLDivElement> {
  /** Called with the one accepted image. */
  onPick(file: File): void;
  /** Called with the reason a choice was refused (the same text is shown under the button). */
  onReject?(message: string): void;
  /** The button's text. Default 'Choose photo'. */
  label?: string;
  /** Largest accepted file. Default 5 MB. */
  maxBytes?: number;
  disabled?: boolean;
  /** Shows a busy button (e.g. while the picked photo uploads). */
  busy?: boolean;
  /** An outside error to show (e.g. the upload failed); replaced by the next choice. */
  error?: string;
  /** Content of the button instead of the default icon and label (the label stays its name). */
  children?: ReactNode;
}

/** A button that opens the system chooser for one image and refuses anything else with a clear message. */
export function PhotoPicker(props: PhotoPickerProps) {
  const {
    onPick,
    onReject,
    label = m.ui_choose_photo(),
    maxBytes = PHOTO_MAX_BYTES,
    disabled = false,
    busy = false,
    error,
    children,
  } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [rejection, setRejection] = useState<{ message: string; forError: string | undefined } | null>(null);
  // A new outside error replaces an older refusal.
  const shown = rejection && rejection.forError === error ? rejection.message : error;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const result = checkPhoto(event.target.files, maxBytes);
    // Clear the input so choosing the same file again fires change again.
    event.target.value = '';
    if (result.kind === 'none') return;
    if (result.kind === 'rejected') {
      setRejection({ message: result.message, forError: error });
      onReject?.(result.message);
      return;
    }
    setRejection(null);
    onPick(result.file);
  };

  const inactive = disabled || busy;

  return withNativeProps(
    props,
    <div className="sf-photo-picker" data-disabled={inactive || undefined}>
      <button
        type="button"
        className="sf-photo-picker__button"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-label={children ? label : undefined}
        aria-describedby={shown ? errorId : undefined}
        onClick={() => {
          if (!inactive) inputRef.current?.click();
        }}
      >
        {children ?? (
          <>
            <Icon name="camera" className="sf-photo-picker__icon" />
            <span className="sf-photo-picker__label">{label}</span>
          </>
        )}
      </button>
      <input
        ref={inputRef}
        id={inputId}
        className="sf-visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        tabIndex={-1}
        // Only the button opens it: hidden from screen readers, it is not a second control of the same name.
        aria-label={label}
        aria-hidden="true"
        disabled={inactive}
        onChange={onChange}
      />
      {shown && (
        <p id={errorId} className="sf-photo-picker__error" role="alert">
          {shown}
        </p>
      )}
    </div>,
  );
}
