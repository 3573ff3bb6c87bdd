export {
  createToastStore,
  toast,
  ToastViewport,
  TOAST_DEFAULT_MS,
  TOAST_ERROR_MS,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
  type ToastViewportProps,
  type ToastCssVars,
} from './Toast';
