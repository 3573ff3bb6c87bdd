export { DEFAULT_TABS, isPlainClick, TabBar, type TabBarItem, type TabBarProps, type TabBarCssVars } from './TabBar';
export { NavIcon } from './icons';
