import type { ComponentPropsWithRef, ReactNode } from 'react';

/**
 * The scaffolding every story shares: a page, buttons, notes and a status line, styled with the design tokens
 * (story-support.css, loaded once by .ladle/components.tsx). They are not widgets: only stories use them.
 */

export interface DemoButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (brand), secondary (outlined) or quiet (text only). Default primary. */
  variant?: 'primary' | 'secondary' | 'quiet';
  /** Full width. */
  block?: boolean;
  /** A square icon button: give it an aria-label. */
  icon?: boolean;
}

export function DemoButton({
  variant = 'primary',
  block = false,
  icon = false,
  className,
  type = 'button',
  ...rest
}: DemoButtonProps) {
  const classes = [
    'sf-demo-button',
    variant !== 'primary' && `sf-demo-button--${variant}`,
    block && 'sf-demo-button--block',
    icon && 'sf-demo-button--icon',
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}

/** The page behind a widget: a `<main>` with the design padding and an optional heading. */
export function DemoPage({
  title,
  flush = false,
  children,
}: {
  title?: ReactNode;
  flush?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className={flush ? 'sf-demo-page sf-demo-page--flush' : 'sf-demo-page'}>
      {title !== undefined && <h1 className="sf-demo-title">{title}</h1>}
      {children}
    </main>
  );
}

/** A padded block inside a page (no landmark). */
export function DemoPanel({ children, label }: { children?: ReactNode; label?: string }) {
  return label ? (
    <section className="sf-demo-panel" aria-label={label}>
      {children}
    </section>
  ) : (
    <div className="sf-demo-panel">{children}</div>
  );
}

/** A line of explanation for the designer: what to try in this story. */
export function DemoNote({ children }: { children?: ReactNode }) {
  return <p className="sf-demo-note">{children}</p>;
}

/** What the widget last reported (a callback, a chosen value): announced politely. */
export function DemoStatus({ label = 'Last action', children }: { label?: string; children?: ReactNode }) {
  return (
    <p className="sf-demo-status" role="status">
      <span className="sf-demo-status__label">{label}: </span>
      <span className="sf-demo-status__value">{children}</span>
    </p>
  );
}

/** Buttons side by side, wrapping on a narrow screen. */
export function DemoRow({ children }: { children?: ReactNode }) {
  return <div className="sf-demo-row">{children}</div>;
}

/** Rows of page content, so a page is long enough to scroll behind an overlay or under a fixed bar. */
export function DemoFiller({ rows = 30, label = 'Tile collection row' }: { rows?: number; label?: string }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <p key={i} className="sf-demo-filler">
          {label} {i + 1}
        </p>
      ))}
    </>
  );
}
