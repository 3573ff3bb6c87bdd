import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './tabs.css';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type TabsCssVars =
  | '--sf-tabs-indicator-color'
  | '--sf-tabs-active-color'
  | '--sf-tabs-color'
  | '--sf-tabs-background'
  | '--sf-tabs-border-color';

export interface TabItem {
  key: string;
  label: string;
  disabled?: boolean;
}

export interface TabsProps extends NativeProps<TabsCssVars, HTMLDivElement> {
  items: TabItem[];
  /** Key of the chosen tab (controlled). Without it Tabs keeps its own, starting at defaultActiveKey. */
  activeKey?: string;
  /** The first chosen tab when uncontrolled. Default: the first enabled tab. */
  defaultActiveKey?: string;
  /** Called with the key of the tab chosen, in both modes. */
  onChange?(key: string): void;
  /** Name of the tab list, e.g. 'Records'. */
  label: string;
  /** The base of the tabs' and panels' ids. Default: one made up by React. */
  id?: string;
  /**
   * One <TabPanel tabKey=…> per item: each reads the chosen key and the ids from Tabs, and each tab is linked to its
   * panel (aria-controls). Rendered after the tab list, with no element around them. Without panels the tabs only
   * switch content the caller renders.
   */
  children?: ReactNode;
}

/** What the panels read from their Tabs. */
interface TabsContextValue {
  baseId: string;
  activeKey: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

/** The state attribute of a tab or panel, for CSS: the chosen one is 'active'. */
const stateOf = (active: boolean) => (active ? 'active' : 'inactive');

const safe = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_');
export const tabId = (tabsId: string, key: string) => `${tabsId}-tab-${safe(key)}`;
export const tabPanelId = (tabsId: string, key: string) => `${tabsId}-panel-${safe(key)}`;

/** The key to move to from `from` on a key press, skipping disabled tabs and wrapping around. */
export function nextTabKey(items: TabItem[], from: string, key: string): string | undefined {
  const enabled = items.filter((item) => !item.disabled);
  if (enabled.length === 0) return undefined;
  const index = enabled.findIndex((item) => item.key === from);
  switch (key) {
    case 'ArrowRight':
      return enabled[(index + 1) % enabled.length]?.key;
    case 'ArrowLeft':
      return enabled[(index - 1 + enabled.length) % enabled.length]?.key;
    case 'Home':
      return enabled[0]?.key;
    case 'End':
      return enabled[enabled.length - 1]?.key;
    default:
      return undefined;
  }
}

/** A row of tabs (scrolls sideways when there are many); selection follows focus. */
export function Tabs(props: TabsProps) {
  const { items, onChange, label, children } = props;
  const generatedId = useId();
  const baseId = props.id ?? `sf-tabs-${generatedId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const linked = children !== undefined && children !== null;
  const [activeKey, setActiveKey] = useControllableState({
    prop: props.activeKey,
    defaultProp: props.defaultActiveKey ?? items.find((item) => !item.disabled)?.key ?? '',
    onChange,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterChange = useRef(false);

  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active) return;
    if (focusAfterChange.current) {
      focusAfterChange.current = false;
      active.focus();
    }
    // Keep the active tab in view inside the scrolling row (not the page). Measured in the next frame, from the
    // layout the browser makes for that frame anyway: measuring here would force a layout of the whole page inside
    // React's commit, making one long task of a page's first render.
    const frame = requestAnimationFrame(() => {
      const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
      if (typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabKey(items, activeKey, event.key);
    if (next === undefined) return;
    event.preventDefault();
    if (next === activeKey) return;
    focusAfterChange.current = true;
    setActiveKey(next);
  };

  // If the active key is unknown or disabled, the first enabled tab is the tab stop.
  const tabStop = items.some((item) => item.key === activeKey && !item.disabled)
    ? activeKey
    : items.find((item) => !item.disabled)?.key;

  const list = withNativeProps(
    props,
    <div ref={listRef} role="tablist" aria-label={label} className="sf-tabs" onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(baseId, item.key)}
            aria-controls={linked ? tabPanelId(baseId, item.key) : undefined}
            aria-selected={selected}
            data-state={stateOf(selected)}
            tabIndex={item.key === tabStop ? 0 : -1}
            disabled={item.disabled}
            className="sf-tabs__tab"
            onClick={() => {
              if (!selected) setActiveKey(item.key);
            }}
          >
            <span className="sf-tabs__label">{item.label}</span>
          </button>
        );
      })}
    </div>,
  );
  if (!linked) return list;
  return (
    <>
      {list}
      <TabsContext value={{ baseId, activeKey }}>{children}</TabsContext>
    </>
  );
}

export interface TabPanelProps extends NativeProps<TabsCssVars, HTMLDivElement> {
  /** Key of the tab this panel belongs to. */
  tabKey: string;
  children?: ReactNode;
}

/** The content of one tab, inside its <Tabs>; rendered hidden (and empty) while its tab is not selected. */
export function TabPanel(props: TabPanelProps) {
  const { tabKey, children } = props;
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`TabPanel "${tabKey}" must be rendered inside its <Tabs> (as a child of Tabs).`);
  const { baseId, activeKey } = tabs;
  const active = tabKey === activeKey;
  return withNativeProps(
    props,
    <div
      role="tabpanel"
      id={tabPanelId(baseId, tabKey)}
      aria-labelledby={tabId(baseId, tabKey)}
      hidden={!active}
      data-state={stateOf(active)}
      tabIndex={0}
      className="sf-tabpanel"
    >
      {active ? children : null}
    </div>,
  );
}
