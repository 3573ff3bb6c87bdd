import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './cell.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type CellCssVars =
  '--sf-cell-background' | '--sf-cell-title-color' | '--sf-cell-muted-color' | '--sf-cell-divider-color';

export interface CellProps extends NativeProps<CellCssVars, HTMLElement> {
  title: ReactNode;
  /** Shown at the right, before the arrow (e.g. the chosen value). */
  value?: ReactNode;
  /** A second, muted line under the title. */
  description?: ReactNode;
  /** Makes the row a link. */
  href?: string;
  /** Makes the row a button (ignored when href is given). */
  onClick?(event: MouseEvent<HTMLElement>): void;
  /** Leading icon, decorative. */
  icon?: ReactNode;
  /** Shows the arrow on an interactive row. Default true. */
  arrow?: boolean;
  disabled?: boolean;
}

/** A settings-style row: title (and description) at the left, value and arrow at the right. */
export function Cell(props: CellProps) {
  const { title, value, description, href, onClick, icon, arrow = true, disabled = false } = props;
  const kind = href !== undefined ? 'link' : onClick ? 'button' : 'static';
  const classes = 'sf-cell';
  const content = (
    <>
      {icon && (
        <span className="sf-cell__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="sf-cell__body">
        <span className="sf-cell__title">{title}</span>
        {description !== undefined && <span className="sf-cell__description">{description}</span>}
      </span>
      {value !== undefined && <span className="sf-cell__value">{value}</span>}
      {arrow && kind !== 'static' && <Icon name="chevron-right" className="sf-cell__arrow" />}
    </>
  );

  if (kind === 'link') {
    // A disabled link has no href (so it is not followed) but keeps its link role and says it is disabled.
    return withNativeProps(
      props,
      disabled ? (
        <a className={classes} role="link" aria-disabled="true" data-kind="link">
          {content}
        </a>
      ) : (
        <a className={classes} href={href} onClick={onClick} data-kind="link">
          {content}
        </a>
      ),
    );
  }
  if (kind === 'button') {
    return withNativeProps(
      props,
      <button type="button" className={classes} onClick={onClick} disabled={disabled} data-kind="button">
        {content}
      </button>,
    );
  }
  return withNativeProps(
    props,
    <div className={classes} data-kind="static" aria-disabled={disabled || undefined}>
      {content}
    </div>,
  );
}

export interface CellGroupProps extends NativeProps<CellCssVars, HTMLElement> {
  /** Heading of the group, visible. */
  title?: ReactNode;
  children: ReactNode;
}

/** A white block of cells with hairlines between them. */
export function CellGroup(props: CellGroupProps) {
  const { title, children } = props;
  return withNativeProps(
    props,
    <section className="sf-cell-group">
      {title !== undefined && <h2 className="sf-cell-group__title">{title}</h2>}
      <div className="sf-cell-group__body">{children}</div>
    </section>,
  );
}
