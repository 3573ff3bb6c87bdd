import { useState, type ReactNode } from 'react';
import { Icon } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './image.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type ImageCssVars = '--sf-image-placeholder-color' | '--sf-image-mask-color';

export type ImageFit = 'cover' | 'contain' | 'fill';
export type ImageStatus = 'loading' | 'loaded' | 'error';

export interface ImageProps extends NativeProps<ImageCssVars, HTMLDivElement> {
  src: string;
  /** Text alternative; '' for a decorative picture. */
  alt: string;
  /** Width / height of the box, e.g. 1 or 16 / 9. The box keeps this shape before, during and after loading. */
  ratio: number;
  /** true: a dark overlay; a node: that content laid over the picture (e.g. a caption). */
  mask?: boolean | ReactNode;
  /** Loads when near the viewport (loading="lazy", decoding="async"). Default true. */
  lazy?: boolean;
  /** The page's largest first-view picture (LCP): fetched at high priority, never lazy, with its intrinsic size. */
  priority?: { width: number; height: number };
  fit?: ImageFit;
  onLoad?(): void;
  onError?(): void;
}

/** A picture in a box of fixed aspect ratio: placeholder while loading, an icon when broken, optional mask. */
export function Image(props: ImageProps) {
  const { src, alt, ratio, mask = false, lazy = true, priority, fit = 'cover', onLoad, onError } = props;
  // The status belongs to one src: a new src starts loading again without an effect.
  const [result, setResult] = useState<{ src: string; status: ImageStatus } | null>(null);
  const status: ImageStatus = result && result.src === src ? result.status : 'loading';

  return withNativeProps(
    props,
    <div
      className="sf-image"
      style={{ aspectRatio: String(ratio) }}
      data-state={status}
      data-fit={fit}
      data-priority={priority ? '' : undefined}
    >
      {status === 'error' ? (
        <div className="sf-image__broken" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <Icon name="image-broken" className="sf-image__icon" />
        </div>
      ) : (
        <img
          className="sf-image__img"
          src={src}
          alt={alt}
          loading={lazy && !priority ? 'lazy' : undefined}
          decoding={lazy && !priority ? 'async' : undefined}
          fetchPriority={priority ? 'high' : undefined}
          width={priority?.width}
          height={priority?.height}
          onLoad={() => {
            setResult({ src, status: 'loaded' });
            onLoad?.();
          }}
          onError={() => {
            setResult({ src, status: 'error' });
            onError?.();
          }}
        />
      )}
      {mask === true && <div className="sf-image__mask" aria-hidden="true" />}
      {mask !== true && mask !== false && mask !== undefined && mask !== null && (
        <div className="sf-image__mask" data-content="">
          {mask}
        </div>
      )}
    </div>,
  );
}
