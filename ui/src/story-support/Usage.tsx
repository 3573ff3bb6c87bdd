/**
 * The Usage story of each widget: a short note and a props table, from a small typed object kept beside the
 * widget's stories (`<widget>.usage.ts`). `propsTable<Props>()` wants exactly one entry per prop of the
 * component's props interface, marked required exactly when the prop is: tsc fails when the two drift apart.
 */
import type { NativePropName } from '../internal/native-props';
import type { OpenStateProps } from '../internal/use-open-state';
import type { Story } from '@ladle/react';
import { useLayoutEffect, type ReactNode } from 'react';

interface PropDocBase {
  /** The type, as the props interface spells it (shortened where it is long). */
  type: string;
  /** What it does, in one short sentence. */
  does: string;
}

export interface RequiredPropDoc extends PropDocBase {
  required: true;
  default?: never;
}

export interface OptionalPropDoc extends PropDocBase {
  required?: never;
  /** The default, as code; left out when there is none (undefined). */
  default?: string;
}

/**
 * One entry per own prop of P; an optional prop of P takes an OptionalPropDoc, a required one a RequiredPropDoc. The
 * root element's native props (className, style, data-*, aria-*, ref) are left out: every widget takes them, and the
 * Usage page says so once under each table.
 */
export type PropDocs<P> = {
  [K in Exclude<keyof P, NativePropName>]-?: Record<never, never> extends Pick<P, K>
    ? OptionalPropDoc
    : RequiredPropDoc;
};

/** The rows of the open state every overlay takes; `closes` says what asks it to close. */
export function openStateDocs(closes: string): PropDocs<OpenStateProps> {
  return {
    open: { type: 'boolean', does: 'Shown or hidden (controlled): the caller owns the state.' },
    defaultOpen: {
      type: 'boolean',
      default: 'false',
      does: 'Shown at first when uncontrolled; it then closes by itself.',
    },
    onOpenChange: { type: '(open: boolean) => void', does: 'Called with each change, in both modes.' },
    onClose: { type: '() => void', does: `Asked to close: ${closes}.` },
  };
}

/** The rows of a value the caller may own (value, onChange) or leave to the widget (defaultValue). */
export function valueDocs<V extends string = 'value', D extends string = 'defaultValue'>(
  type: string,
  what: string,
  initial: string,
  names: { value: V; defaultValue: D } = { value: 'value', defaultValue: 'defaultValue' } as {
    value: V;
    defaultValue: D;
  },
): Record<NoInfer<V> | NoInfer<D> | 'onChange', OptionalPropDoc> {
  return {
    [names.value]: { type, does: `${what} (controlled): the caller owns it.` },
    [names.defaultValue]: {
      type,
      default: initial,
      does: `${what} at first, when uncontrolled: the widget then keeps its own.`,
    },
    onChange: { type: `(value: ${type}) => void`, does: 'Called with each change, in both modes.' },
  } as Record<V | D | 'onChange', OptionalPropDoc>;
}

export interface PropRow extends PropDocBase {
  name: string;
  required: boolean;
  default?: string;
}

export function propsTable<P>(docs: PropDocs<P>): PropRow[] {
  return Object.entries<OptionalPropDoc | RequiredPropDoc>(docs).map(([name, doc]) => ({
    ...doc,
    name,
    required: doc.required === true,
  }));
}

export interface ComponentUsage {
  /** The component (or hook, or function) as imported. */
  name: string;
  rows: PropRow[];
  /** What the table leaves out, e.g. "every other <input> attribute". */
  more?: string;
  /** What the rows are, when not the component's props (e.g. "options" of a function). Default 'props'. */
  of?: string;
}

export interface WidgetUsage {
  /** The widget's name, as in the story tree. */
  title: string;
  /** What the widget is for, in a sentence or two. */
  summary: string;
  /** The names imported from '@storefront/ui'. */
  imports: string[];
  /** A few rules of use: when to pick it, what the app must do around it. */
  notes: string[];
  components: ComponentUsage[];
  /** The widget's CSS variables (see cssVarsTable), themed live from the Usage story's controls. */
  cssVars?: CssVarRow[];
}

export const defineUsage = (usage: WidgetUsage): WidgetUsage => usage;

/** One CSS variable of a widget: the global token it falls back to, and what it themes. */
export interface CssVarDoc {
  /** The global token it defaults to, e.g. '--sf-color-brand'. */
  default: `--sf-${string}`;
  does: string;
}

export interface CssVarRow extends CssVarDoc {
  name: string;
}

/** The table of a widget's CSS variables: exactly one entry per variable of its `…CssVars` type (tsc checks). */
export function cssVarsTable<V extends `--${string}`>(docs: Record<V, CssVarDoc>): CssVarRow[] {
  return Object.entries<CssVarDoc>(docs).map(([name, doc]) => ({ ...doc, name }));
}

/** The values the Usage story's controls give the widget's CSS variables ('' leaves the default). */
export type ThemeArgs = Record<string, string>;

/** The Usage story's controls: one text control per CSS variable of the widget, empty at first. */
export function themeControls(usage: WidgetUsage): {
  args: ThemeArgs;
  argTypes: Record<string, { control: { type: 'text' }; description: string }>;
} {
  const rows = usage.cssVars ?? [];
  return {
    args: Object.fromEntries(rows.map((row) => [row.name, ''])),
    argTypes: Object.fromEntries(
      rows.map((row) => [
        row.name,
        { control: { type: 'text' }, description: `${row.does} Default var(${row.default}).` },
      ]),
    ),
  };
}

function PropsTable({ component }: { component: ComponentUsage }) {
  return (
    <table className="sf-demo-props">
      <caption>
        <code>{component.name}</code> {component.of ?? 'props'}
        {component.more ? `, plus ${component.more}` : ''}
      </caption>
      <colgroup>
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Name, type, default</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {component.rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code className="sf-demo-props__name">
                {row.name}
                {row.required && (
                  <span className="sf-demo-required" title="required">
                    {' '}
                    (required)
                  </span>
                )}
              </code>
              <code className="sf-demo-props__type">{row.type}</code>
              {row.default !== undefined && <code className="sf-demo-props__default">= {row.default}</code>}
            </th>
            <td>{row.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CssVarsTable({ rows, theme }: { rows: CssVarRow[]; theme: ThemeArgs }) {
  return (
    <table className="sf-demo-props">
      <caption>CSS variables, set in style or a stylesheet (and here from the controls)</caption>
      <thead>
        <tr>
          <th scope="col">Variable, default</th>
          <th scope="col">What it themes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code className="sf-demo-props__name">{row.name}</code>
              <code className="sf-demo-props__default">= {theme[row.name] || `var(${row.default})`}</code>
            </th>
            <td>{row.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Usage story: what the widget is for, how to import it, its props, its CSS variables and a live preview. The
 * controls' values are set on the story's document root, so they reach the widget wherever it renders (overlays
 * render in the top layer, outside the preview box).
 */
export function UsageNote({
  usage,
  theme = {},
  children,
}: {
  usage: WidgetUsage;
  theme?: ThemeArgs;
  children?: ReactNode;
}) {
  const themeKey = JSON.stringify(theme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(JSON.parse(themeKey) as ThemeArgs).filter(
      ([name, value]) => name.startsWith('--') && value !== '',
    );
    for (const [name, value] of entries) root.style.setProperty(name, value);
    return () => entries.forEach(([name]) => root.style.removeProperty(name));
  }, [themeKey]);
  return (
    <main className="sf-demo-usage">
      <h1 className="sf-demo-title">{usage.title}: usage</h1>
      <p>{usage.summary}</p>
      <code className="sf-demo-code">{`import { ${usage.imports.join(', ')} } from '@storefront/ui';`}</code>
      <p>
        Each component below also takes <code>className</code>, <code>style</code>, <code>data-*</code>,{' '}
        <code>aria-*</code> and <code>ref</code>, all put on its root element.
      </p>
      <ul>
        {usage.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {usage.components.map((component) => (
        <section key={component.name} aria-label={`${component.name} ${component.of ?? 'props'}`}>
          <PropsTable component={component} />
        </section>
      ))}
      {usage.cssVars && usage.cssVars.length > 0 && (
        <section aria-label="CSS variables">
          <CssVarsTable rows={usage.cssVars} theme={theme} />
        </section>
      )}
      {children !== undefined && (
        <section aria-labelledby="sf-demo-preview" className="sf-demo-preview">
          <h2 id="sf-demo-preview">Preview</h2>
          {children}
        </section>
      )}
    </main>
  );
}

/** A story of the widget, rendered with its own args (and `overrides`), as the Usage page's live preview. */
export function StoryPreview<A extends object>({
  story: Shown,
  overrides,
}: {
  story: Story<A>;
  overrides?: Partial<A>;
}) {
  return <Shown {...({ ...Shown.args, ...overrides } as A)} />;
}

/**
 * The Usage story of a widget: its usage page over a preview, with a live text control per CSS variable. The
 * preview is a function because the stories it shows are defined later in the file than Usage.
 */
export function usageStory(usage: WidgetUsage, preview: () => ReactNode): Story<ThemeArgs> {
  const story: Story<ThemeArgs> = (theme) => (
    <UsageNote usage={usage} theme={theme}>
      {preview()}
    </UsageNote>
  );
  const { args, argTypes } = themeControls(usage);
  story.args = args;
  story.argTypes = argTypes;
  return story;
}
