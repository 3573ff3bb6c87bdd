import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useMemo, useState } from 'react';
import { StoryPreview, usageStory } from '../story-support';
import { CAMERA_ERROR_TEXTS, type QrDecoder } from './decoder';
import { QrScannerView } from './QrScannerView';
import { qrScannerUsage } from './qr-scanner.usage';

export default { title: 'Media / QR scanner' } satisfies StoryDefault;

export const Usage = usageStory(qrScannerUsage, () => <StoryPreview story={Paused} />);

const SAMPLE = 'https://shop.example.com/qr?type=1&id=42&datacenter=ke';

/** A stand-in for the camera: a still QR-like picture drawn into the video, and a code "seen" after a while. */
function fakeDecoder({
  cameraError,
  imageFails = false,
  seeCodeAfterMs,
}: {
  cameraError?: string;
  imageFails?: boolean;
  seeCodeAfterMs?: number;
}): QrDecoder {
  return {
    start(video, onText) {
      if (cameraError) return Promise.reject(new DOMException('Camera refused', cameraError));
      video.poster =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 375 812'%3E%3Crect width='375' height='812' fill='%235a5048'/%3E%3Crect x='127' y='290' width='120' height='120' rx='6' fill='%23fff'/%3E%3Cpath d='M137 300h30v30h-30zM207 300h30v30h-30zM137 370h30v30h-30zM182 340h10v10h-10zM200 355h14v14h-14zM218 378h18v18h-18z' fill='%23222'/%3E%3C/svg%3E";
      const timer = seeCodeAfterMs === undefined ? undefined : setTimeout(() => onText(SAMPLE), seeCodeAfterMs);
      return Promise.resolve(() => clearTimeout(timer));
    },
    decodeImage: () => (imageFails ? Promise.reject(new Error('No QR code found')) : Promise.resolve(SAMPLE)),
  };
}

function Demo({
  decoder,
  paused = false,
  pickOnLoad = false,
}: {
  decoder: QrDecoder;
  paused?: boolean;
  pickOnLoad?: boolean;
}) {
  const [log, setLog] = useState<string[]>([]);
  useEffect(() => {
    if (!pickOnLoad) return undefined;
    // Picks a picture as if from the album, so the result shows at load.
    const timer = setTimeout(() => {
      const input = document.querySelector<HTMLInputElement>('.sf-qr-scanner input[type="file"]');
      if (!input) return;
      const files = new DataTransfer();
      files.items.add(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.svg', { type: 'image/svg+xml' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, 0);
    return () => clearTimeout(timer);
  }, [pickOnLoad]);
  return (
    <main style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <div style={{ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <QrScannerView
          decoder={decoder}
          paused={paused}
          onResult={(text) => setLog((l) => [`Read: ${text}`, ...l].slice(0, 3))}
          onError={(message) => setLog((l) => [`Error: ${message}`, ...l].slice(0, 3))}
        />
      </div>
      <ul
        aria-label="Events"
        style={{ margin: 0, padding: 'var(--sf-space-2) var(--sf-space-6)', overflowWrap: 'anywhere' }}
      >
        {log.length === 0 ? <li>No events yet</li> : log.map((line, i) => <li key={i}>{line}</li>)}
      </ul>
    </main>
  );
}

export const Scanning: Story<{ paused: boolean; seeCodeAfterMs: number }> = ({ paused, seeCodeAfterMs }) => {
  const decoder = useMemo(() => fakeDecoder({ seeCodeAfterMs }), [seeCodeAfterMs]);
  return <Demo decoder={decoder} paused={paused} />;
};
Scanning.args = { paused: false, seeCodeAfterMs: 3000 };
Scanning.argTypes = { seeCodeAfterMs: { control: { type: 'range', min: 500, max: 10000, step: 500 } } };

export const Paused: Story<{ paused: boolean }> = ({ paused }) => {
  const decoder = useMemo(() => fakeDecoder({}), []);
  return <Demo decoder={decoder} paused={paused} />;
};
Paused.args = { paused: true };

/** A camera failure, by the name of the getUserMedia error (the control shows every other one). */
function errorStory(name: keyof typeof CAMERA_ERROR_TEXTS): Story<{ cameraError: string }> {
  const ErrorStory: Story<{ cameraError: string }> = ({ cameraError }) => {
    const decoder = useMemo(() => fakeDecoder({ cameraError }), [cameraError]);
    return <Demo key={cameraError} decoder={decoder} />;
  };
  ErrorStory.args = { cameraError: name };
  ErrorStory.argTypes = { cameraError: { options: Object.keys(CAMERA_ERROR_TEXTS), control: { type: 'select' } } };
  return ErrorStory;
}

export const PermissionDenied = errorStory('NotAllowedError');
export const NoCamera = errorStory('NotFoundError');
export const InsecureContext = errorStory('NotSupportedError');
export const CameraInUse = errorStory('NotReadableError');
export const UnsuitableCamera = errorStory('OverconstrainedError');
export const StreamApiUnsupported = errorStory('StreamApiNotSupportedError');

function AlbumDemo({ imageFails }: { imageFails: boolean }) {
  const decoder = useMemo(() => fakeDecoder({ imageFails }), [imageFails]);
  return <Demo key={String(imageFails)} decoder={decoder} pickOnLoad />;
}

/** A picture from the album is read (picked automatically here). */
export const AlbumPick: Story<{ imageFails: boolean }> = (args) => <AlbumDemo {...args} />;
AlbumPick.args = { imageFails: false };

/** A picture without a readable code: 识别错误. */
export const AlbumUnreadable: Story<{ imageFails: boolean }> = (args) => <AlbumDemo {...args} />;
AlbumUnreadable.args = { imageFails: true };
