import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js, fetched only when a PDF is opened: the library is its own chunk (this dynamic import), and its worker a
 * separate file whose URL Vite gives here (the URL costs nothing until the worker starts).
 */
export async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}
