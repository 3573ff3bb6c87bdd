export { DEFAULT_TABS, isPlainClick, TabBar, type TabBarItem, type TabBarProps } from './TabBar';
export { NavIcon } from './icons';
