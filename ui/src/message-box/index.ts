export {
  MessageBox,
  MESSAGE_BOX_DEFAULTS,
  MESSAGE_BOX_EXIT_MS,
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
