import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, Loading, QrScannerView } from '@storefront/ui';
import { useCallback } from 'react';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useScanResult } from './use-scan-result';
import './scan.css';
import { m } from '@storefront/sdk/i18n';

/**
 * /scan: the camera reads QR codes ('Recognize the QR Code'), or one picture from the album. A code is acted on
 * after a 1 s loading delay (docs/product/home-and-scanning.md#scanning-qr-codes); a refused one is explained and the
 * camera reopens.
 */
export default function ScanPage() {
  useSignals();
  const go = useGo();
  const paused = useSignal(false);
  const resume = useCallback(() => (paused.value = false), [paused]);
  const { busy, handle } = useScanResult(resume);

  return (
    <div className="sf-scan">
      <Header title={m.scan_title()} onBack={() => goBack(go)} />
      <main className="sf-scan__main">
        <QrScannerView
          paused={paused.value}
          onResult={(text) => {
            paused.value = true;
            handle(text);
          }}
        />
        {busy && <Loading />}
      </main>
    </div>
  );
}
