export {
  nextTabKey,
  TabPanel,
  tabPanelId,
  tabId,
  Tabs,
  type TabItem,
  type TabPanelProps,
  type TabsProps,
  type TabsCssVars,
} from './Tabs';
