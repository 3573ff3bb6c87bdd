import { withNativeProps, type NativeProps } from '../internal/native-props';
import { ICONS, type IconName, type IconSpec } from './icons';
import './icon.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type IconCssVars = '--sf-icon-size' | '--sf-icon-stroke-width';

export interface IconProps extends NativeProps<IconCssVars, SVGSVGElement> {
  name: IconName;
  /** Width and height in px. Default: --sf-icon-size (1.25rem), or what the widget's class sets. */
  size?: number;
  /** The icon's name for screen readers when it stands alone; without it the icon is decorative (hidden). */
  label?: string;
}

/** One icon of the set, drawn in the text colour; decorative unless given a label. */
export function Icon(props: IconProps) {
  const { name, size, label } = props;
  const spec: IconSpec = ICONS[name];
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
