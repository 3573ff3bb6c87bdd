import { Image } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { loadPdfPages } from './brand-data';

export interface PdfReaderProps {
  title: string;
  preview: string;
  url: string;
}

/**
 * A PDF readable on a phone without an inline PDF plugin: the preview picture, the pages' text as a list, and an
 * 'Open PDF' link to the file itself.
 */
export function PdfReader({ title, preview, url }: PdfReaderProps) {
  const [pages, setPages] = useState<string[][] | null>(null);

  useEffect(() => {
    let live = true;
    void loadPdfPages(url).then((list) => {
      if (live) setPages(list);
    });
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <section className="sf-pdf" aria-label={`PDF: ${title}`}>
      <div className="sf-pdf__cover">
        <Image src={preview} alt={`Cover of ${title}`} ratio={3 / 4} lazy={false} />
      </div>
      <a className="sf-catalogue__primary sf-pdf__open" href={url} target="_blank" rel="noopener noreferrer">
        Open PDF
      </a>
      {pages === null && <p role="status" className="sf-catalogue__muted">Loading pages…</p>}
      {pages !== null && pages.length === 0 && <p className="sf-catalogue__muted">The pages cannot be shown here; open the PDF to read it.</p>}
      {pages !== null && pages.length > 0 && (
        <ol className="sf-pdf__pages" aria-label="Pages">
          {pages.map((lines, i) => (
            <li key={i} className="sf-pdf__page" aria-label={`Page ${i + 1} of ${pages.length}`}>
              <h3>{lines[0]}</h3>
              {lines.slice(1).map((line, li) => (
                <p key={li}>{line}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
