import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useId, useRef, useState } from 'react';
import { loadPdfJs } from './pdfjs';
import { m } from '@storefront/sdk/i18n';

export interface PdfViewerProps {
  /** The document's title, for the accessible names. */
  title: string;
  /** The PDF file's URL. */
  url: string;
}

/** Zoom levels, as a share of the viewer's width (1 fits the page's width). */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
const FIT = ZOOM_LEVELS.indexOf(1);
/** The most canvas pixels one page gets (phones refuse much bigger canvases): zoom past it draws less sharply. */
const MAX_CANVAS_PIXELS = 8_000_000;
/** An A4 page's height over its width, the box's shape until the first page is known. */
const A4 = 842 / 595;

type Status = 'loading' | 'ready' | 'error';

/**
 * A PDF read in the page with pdf.js (loaded on first use): one page at a time drawn on a canvas sized to the
 * viewer and the screen's pixel ratio, Previous/Next with 'Page N of M', zoom out/in (the page scrolls inside its
 * box when wider than it), and a link to the file itself. Loading and failure (a broken file, a network error, a
 * password) each say so in words; the link stays.
 */
export function PdfViewer({ title, url }: PdfViewerProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [pageNumber, setPageNumber] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(FIT);
  const [width, setWidth] = useState(0);
  const [shape, setShape] = useState(A4);
  const [rendering, setRendering] = useState(true);
  const [pageText, setPageText] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textId = useId();

  // The document: pdf.js is imported here, the first time a PDF opens.
  useEffect(() => {
    let live = true;
    let task: PDFDocumentLoadingTask | null = null;
    setDoc(null);
    setStatus('loading');
    setPageNumber(1);
    setZoomIndex(FIT);
    loadPdfJs()
      .then((pdfjs) => {
        if (!live) return null;
        task = pdfjs.getDocument({ url });
        // A protected document cannot be read here: it is a failure (the link opens it in the browser's reader).
        task.onPassword = () => {
          if (live) setStatus('error');
          void task?.destroy();
        };
        return task.promise;
      })
      .then((loaded) => {
        if (!live || !loaded) return;
        setDoc(loaded);
        setStatus('ready');
      })
      .catch(() => {
        if (live) setStatus('error');
      });
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [url]);

  // The viewer's width, which the page is fitted to.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setWidth(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The current page, drawn again when the page, the zoom or the width changes.
  const zoom = ZOOM_LEVELS[zoomIndex]!;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || width === 0) return undefined;
    let live = true;
    let task: RenderTask | null = null;
    setRendering(true);
    doc
      .getPage(pageNumber)
      .then(async (page) => {
        if (!live) return;
        const base = page.getViewport({ scale: 1 });
        const cssWidth = Math.round(width * zoom);
        const cssHeight = Math.round((cssWidth * base.height) / base.width);
        let scale = (cssWidth / base.width) * (window.devicePixelRatio || 1);
        const pixels = base.width * base.height * scale * scale;
        if (pixels > MAX_CANVAS_PIXELS) scale *= Math.sqrt(MAX_CANVAS_PIXELS / pixels);
        const viewport = page.getViewport({ scale });
        setShape(base.height / base.width);
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${cssWidth}px`;
        canvas.style.height = `${cssHeight}px`;
        task = page.render({ canvas, viewport });
        await task.promise;
        const content = await page.getTextContent();
        if (!live) return;
        setPageText(
          content.items
            .map((item) => ('str' in item ? item.str : ''))
            .filter(Boolean)
            .join(' '),
        );
        setRendering(false);
      })
      .catch((error: unknown) => {
        // A render cancelled by the next one is not a failure.
        if (live && (error as { name?: string } | null)?.name !== 'RenderingCancelledException') setStatus('error');
      });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom, width]);

  const pages = doc?.numPages ?? 0;
  const goTo = (next: number) => {
    setPageNumber(next);
    boxRef.current?.scrollTo({ top: 0, left: 0 });
  };
  const pageLabel = pages ? m.brand_pdf_page_of({ page: pageNumber, pages }) : '';

  return (
    <section className="sf-pdf" aria-label={m.brand_pdf_of({ title })} data-status={status}>
      {status !== 'error' && (
        <div className="sf-pdf__toolbar">
          <div className="sf-pdf__group" role="group" aria-label={m.brand_pdf_pages()}>
            <button
              type="button"
              className="sf-pdf__button"
              onClick={() => goTo(pageNumber - 1)}
              disabled={status !== 'ready' || pageNumber <= 1}
            >
              {m.brand_pdf_previous()}
            </button>
            <p className="sf-pdf__page-number" aria-live="polite">
              {pageLabel}
            </p>
            <button
              type="button"
              className="sf-pdf__button"
              onClick={() => goTo(pageNumber + 1)}
              disabled={status !== 'ready' || pageNumber >= pages}
            >
              {m.brand_pdf_next()}
            </button>
          </div>
          <div className="sf-pdf__group" role="group" aria-label={m.brand_pdf_zoom()}>
            <button
              type="button"
              className="sf-pdf__button sf-pdf__zoom"
              aria-label={m.brand_pdf_zoom_out()}
              onClick={() => setZoomIndex(zoomIndex - 1)}
              disabled={status !== 'ready' || zoomIndex <= 0}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span className="sf-pdf__zoom-level" aria-live="polite">
              {Math.round(zoom * 100)}%
            </span>
            <button
              type="button"
              className="sf-pdf__button sf-pdf__zoom"
              aria-label={m.brand_pdf_zoom_in()}
              onClick={() => setZoomIndex(zoomIndex + 1)}
              disabled={status !== 'ready' || zoomIndex >= ZOOM_LEVELS.length - 1}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>
      )}
      <div
        ref={boxRef}
        className="sf-pdf__viewport"
        style={{ aspectRatio: `1 / ${shape}` }}
        tabIndex={status === 'ready' ? 0 : -1}
        role="region"
        aria-label={pages ? m.brand_pdf_region({ title, page: pageNumber, pages }) : title}
        aria-busy={status === 'loading' || (status === 'ready' && rendering)}
      >
        {status !== 'error' && (
          <canvas
            ref={canvasRef}
            className="sf-pdf__canvas"
            role="img"
            aria-label={pages ? m.brand_pdf_canvas({ page: pageNumber, pages, title }) : title}
            aria-describedby={pageText ? textId : undefined}
          />
        )}
        {status === 'loading' && (
          <p role="status" className="sf-pdf__message">
            {m.brand_pdf_loading()}
          </p>
        )}
        {status === 'error' && (
          <p role="alert" className="sf-pdf__message">
            {m.brand_pdf_error()}
          </p>
        )}
      </div>
      {pageText && (
        <p id={textId} className="sf-visually-hidden">
          {pageText}
        </p>
      )}
      <a className="sf-catalogue__primary sf-pdf__open" href={url} target="_blank" rel="noopener noreferrer">
        {m.brand_pdf_open()}
      </a>
    </section>
  );
}
