import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for pdf.js: a document of `pages` A4 pages whose render and text calls are recorded. */
function fakeDocument(pages: number) {
  const renders: { page: number; width: number; canvas: HTMLCanvasElement }[] = [];
  const doc = {
    numPages: pages,
    getPage: vi.fn(async (n: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
      render: ({ canvas, viewport }: { canvas: HTMLCanvasElement; viewport: { width: number } }) => {
        renders.push({ page: n, width: viewport.width, canvas });
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
      getTextContent: async () => ({ items: [{ str: `Text of page ${n}` }, { type: 'beginMarkedContent' }] }),
    })),
  };
  return { doc, renders };
}

let loadingTask: { promise: Promise<unknown>; destroy: ReturnType<typeof vi.fn>; onPassword: (() => void) | null };
const getDocument = vi.fn();
vi.mock('./pdfjs', () => ({ loadPdfJs: async () => ({ getDocument: (...args: unknown[]) => getDocument(...args) }) }));

const { PdfViewer } = await import('./PdfViewer');

function open(promise: Promise<unknown>) {
  loadingTask = { promise, destroy: vi.fn(async () => undefined), onPassword: null };
  getDocument.mockReturnValue(loadingTask);
  return render(<PdfViewer title="Marmo Collection" url="/cdn/doc/marmo.pdf" />);
}

describe('the PDF viewer', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: the viewer is 300 px wide on a 2x screen.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.stubGlobal('devicePixelRatio', 2);
    getDocument.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says it is loading, then draws page 1 fitted to the width at the pixel ratio, with its text for screen readers', async () => {
    const { doc, renders } = fakeDocument(3);
    let resolve!: (value: unknown) => void;
    open(new Promise((done) => (resolve = done)));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading the PDF…');
    expect(getDocument).toHaveBeenCalledWith({ url: '/cdn/doc/marmo.pdf' });
    await act(async () => resolve(doc));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await waitFor(() => expect(renders).toHaveLength(1));
    const canvas = screen.getByRole('img', { name: 'Page 1 of 3 of Marmo Collection' }) as HTMLCanvasElement;
    expect(canvas.style.width).toBe('300px');
    expect(canvas.width).toBe(600);
    expect(renders[0]!.canvas).toBe(canvas);
    await waitFor(() => expect(screen.getByText('Text of page 1')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open PDF' }).getAttribute('href')).toBe('/cdn/doc/marmo.pdf');
  });

  it('turns pages with Previous and Next, each disabled at its end', async () => {
    const { doc, renders } = fakeDocument(2);
    open(Promise.resolve(doc));
    await screen.findByText('Page 1 of 2');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(renders.at(-1)!.page).toBe(2));
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('zooms in and out between the levels, drawing the page larger or smaller', async () => {
    const { doc, renders } = fakeDocument(1);
    open(Promise.resolve(doc));
    await waitFor(() => expect(renders).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeTruthy();
    await waitFor(() => expect(renders).toHaveLength(2));
    expect(renders[1]!.width).toBeCloseTo(renders[0]!.width * 1.5);
    const canvas = screen.getByRole('img', { name: /Page 1 of 1/ }) as HTMLCanvasElement;
    expect(canvas.style.width).toBe('450px');
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('50%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(canvas.style.width).toBe('150px'));
  });

  it('says it cannot show a broken file, and keeps the link to it', async () => {
    open(Promise.reject(new Error('Invalid PDF structure.')));
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF cannot be shown here. Open it to read it.');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open PDF' })).toBeTruthy();
  });

  it('treats a password-protected file as one it cannot show', async () => {
    open(new Promise(() => {}));
    await waitFor(() => expect(loadingTask.onPassword).toBeTypeOf('function'));
    act(() => loadingTask.onPassword!());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(loadingTask.destroy).toHaveBeenCalled();
  });

  it('stops loading when it goes away', async () => {
    const view = open(new Promise(() => {}));
    await waitFor(() => expect(getDocument).toHaveBeenCalled());
    view.unmount();
    expect(loadingTask.destroy).toHaveBeenCalled();
  });
});
