export {
  MessageBox,
  MESSAGE_BOX_DEFAULTS,
  MessageBoxHost,
  type MessageBoxHostProps,
  type MessageBoxProps,
  type MessageBoxCssVars,
} from './MessageBox';
export {
  createMessageBoxStore,
  messageBox,
  type MessageBoxOptions,
  type MessageBoxRequest,
  type MessageBoxStore,
} from './store';
