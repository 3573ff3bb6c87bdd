export { DemoButton, DemoFiller, DemoNote, DemoPage, DemoPanel, DemoRow, DemoStatus, type DemoButtonProps } from './Demo';
export { cssVarsTable, defineUsage, openStateDocs, propsTable, StoryPreview, themeControls, valueDocs, type CssVarRow, type ThemeArgs, UsageNote, usageStory, type ComponentUsage, type PropDocs, type PropRow, type WidgetUsage } from './Usage';
