import { withNativeProps, type NativeProps } from '../internal/native-props';
import { ICONS, type IconName, type IconSpec } from './icons';
import './icon.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type IconCssVars = '--sf-icon-size' | '--sf-icon-stroke-width';

/** More icons of the set, kept apart from ICONS so a bundle carries them only where they are imported (PAGE_ICONS). */
export type IconSet = Readonly<Record<string, IconSpec>>;

type NoMoreIcons = Record<never, IconSpec>;

export interface IconProps<S extends IconSet = NoMoreIcons> extends NativeProps<IconCssVars, SVGSVGElement> {
  /** An icon of ICONS, or of `set` when one is given. */
  name: IconName | (keyof S & string);
  /** Where the icons beyond ICONS come from (e.g. PAGE_ICONS). */
  set?: S;
  /** Width and height in px. Default: --sf-icon-size (1.25rem), or what the widget's class sets. */
  size?: number;
  /** The icon's name for screen readers when it stands alone; without it the icon is decorative (hidden). */
  label?: string;
}

/** One icon of the set, drawn in the text colour; decorative unless given a label. */
export function Icon<S extends IconSet = NoMoreIcons>(props: IconProps<S>) {
  const { name, size, label, set } = props;
  const spec: IconSpec = set?.[name] ?? ICONS[name as IconName];
  return withNativeProps(
    props,
    <svg
      className="sf-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
      style={spec.strokeWidth ? { ['--sf-icon-default-stroke' as string]: spec.strokeWidth } : undefined}
    >
      {spec.shapes.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.fill ? 'currentColor' : 'none'}
          stroke={shape.fill ? undefined : (shape.stroke ?? 'currentColor')}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>,
  );
}
