import type { MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePresence, readDurationMs } from './usePresence';
import { usePreventScroll } from './usePreventScroll';
import './mask.css';

export interface MaskProps {
  /** Shown (fades in and locks page scroll) or hidden (fades out, then unmounts). */
  open: boolean;
  /** Called when the mask itself is tapped (not its content). */
  onClick?: () => void;
  /** Content centred on the mask, e.g. a loading indicator. */
  children?: ReactNode;
  className?: string;
}

/** Fallback for the exit fade when the tokens are not loaded; matches --sf-duration-sheet. */
export const MASK_EXIT_MS = 300;
const maskExitMs = () => readDurationMs('--sf-duration-sheet', MASK_EXIT_MS);

/**
 * A full-screen dimming layer above the page (z --sf-z-mask). While open the page cannot scroll, iOS Safari
 * included; masks nest, and the page unlocks when the last one closes.
 */
export function Mask({ open, onClick, children, className }: MaskProps) {
  const { mounted, state } = usePresence(open, maskExitMs);
  usePreventScroll({ isDisabled: !open });

  if (!mounted || typeof document === 'undefined') return null;

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (open && event.target === event.currentTarget) onClick?.();
  };

  return createPortal(
    <div className={className ? `sf-mask ${className}` : 'sf-mask'} data-state={state} data-sf-mask="" onClick={handleClick}>
      {children}
    </div>,
    document.body,
  );
}
