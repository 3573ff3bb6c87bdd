import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { QrScannerCssVars, QrScannerViewProps } from './QrScannerView';

export const qrScannerUsage = defineUsage({
  title: 'QR scanner',
  summary:
    "A camera viewfinder reading QR codes, with the hint 'Recognize the QR Code' and a button to read one picture from the album instead.",
  imports: ['QrScannerView', 'createZxingDecoder', 'type QrDecoder'],
  notes: [
    "A camera failure shows its 'ERROR: …' text (permission, no camera, insecure context, camera in use…) with a Try again button.",
    'The same code seen again within 2 s is reported once; pause the scanner while a result is handled.',
    'The camera needs a secure context (HTTPS or localhost). Stories and tests pass a stand-in decoder instead of the camera.',
  ],
  cssVars: cssVarsTable<QrScannerCssVars>({
    '--sf-qr-scanner-frame-color': { default: '--sf-color-scanner-frame', does: 'Corners of the viewfinder.' },
    '--sf-qr-scanner-line-color': { default: '--sf-color-scanner-line', does: 'The moving scan line.' },
    '--sf-qr-scanner-background': { default: '--sf-color-scanner-bg', does: 'Behind the camera picture.' },
  }),
  components: [
    {
      name: 'QrScannerView',
      rows: propsTable<QrScannerViewProps>({
        decoder: {
          type: 'QrDecoder',
          default: 'createZxingDecoder()',
          does: 'Reads the codes from the camera and from pictures.',
        },
        decode: {
          type: 'QrDecoder',
          does: 'Same as decoder (the scan page’s name); decoder wins when both are given.',
        },
        onPickImage: { type: '(file: File) => void', does: 'An album picture was picked (before it is read).' },
        onResult: {
          type: '(text: string) => void',
          required: true,
          does: 'A code was read, from the camera or a picture.',
        },
        onError: {
          type: '(message: string) => void',
          does: "A camera failure ('ERROR: …') or an unreadable picture ('识别错误').",
        },
        paused: { type: 'boolean', default: 'false', does: 'Stops the camera; turning it off again reopens it.' },
      }),
    },
  ],
});
