export {
  MessageBox,
  MESSAGE_BOX_DEFAULTS,
  MessageBoxHost,
  type MessageBoxHostProps,
  type MessageBoxProps,
} from './MessageBox';
export {
  createMessageBoxStore,
  messageBox,
  type MessageBoxOptions,
  type MessageBoxRequest,
  type MessageBoxStore,
} from './store';
