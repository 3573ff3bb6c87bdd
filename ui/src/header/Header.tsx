import type { ReactNode } from 'react';
import './header.css';

export interface HeaderProps {
  title: ReactNode;
  /** Shows the back button. */
  onBack?(): void;
  /** Accessible name of the back button. Default 'Back'. */
  backLabel?: string;
  /** Actions at the right (icon buttons need their own names). */
  right?: ReactNode;
  /** Sticks to the top of the scrolling page. Default true. */
  sticky?: boolean;
  className?: string;
}

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="sf-header__icon">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The page header: back button, the page's h1 centred, actions at the right. */
export function Header({ title, onBack, backLabel = 'Back', right, sticky = true, className }: HeaderProps) {
  return (
    <header className={['sf-header', className].filter(Boolean).join(' ')} data-sticky={sticky || undefined}>
      <div className="sf-header__side">
        {onBack && (
          <button type="button" className="sf-header__back" onClick={onBack} aria-label={backLabel}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="sf-header__title">{title}</h1>
      <div className="sf-header__side" data-end="">
        {right}
      </div>
    </header>
  );
}
