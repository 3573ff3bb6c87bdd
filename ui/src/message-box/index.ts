export {
  createMessageBoxStore,
  MessageBox,
  MESSAGE_BOX_DEFAULTS,
  MESSAGE_BOX_EXIT_MS,
  MessageBoxHost,
  messageBox,
  type MessageBoxHostProps,
  type MessageBoxOptions,
  type MessageBoxProps,
  type MessageBoxRequest,
  type MessageBoxStore,
} from './MessageBox';
