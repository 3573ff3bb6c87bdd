export {
  QrScannerView,
  QR_HINT_TEXT,
  QR_IMAGE_FAILED_TEXT,
  QR_IMAGE_MAX_BYTES,
  QR_REPEAT_MS,
  type QrScannerViewProps,
  type QrScannerCssVars,
} from './QrScannerView';
export { cameraErrorText, cameraSupportError, createZxingDecoder, CAMERA_ERROR_TEXTS, type QrDecoder } from './decoder';
