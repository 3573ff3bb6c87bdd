import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon';

/** The icon of each main section (and the menu toggle) in the icon set. */
const SECTION_ICONS: Record<string, IconName> = {
  home: 'home',
  collections: 'collections',
  display: 'display',
  cases: 'cases',
  account: 'person',
  menu: 'menu',
};

/** The outline icon of a main section (home, collections, display, cases, account); nothing for another key. */
export function NavIcon({ name, className }: { name: string; className?: string }): ReactNode {
  const icon = SECTION_ICONS[name];
  return icon ? <Icon name={icon} className={className} /> : null;
}
