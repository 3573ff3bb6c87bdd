export { DemoButton, DemoFiller, DemoNote, DemoPage, DemoPanel, DemoRow, DemoStatus, type DemoButtonProps } from './Demo';
export { defineUsage, openStateDocs, propsTable, valueDocs, UsageNote, type ComponentUsage, type PropDocs, type PropRow, type WidgetUsage } from './Usage';
