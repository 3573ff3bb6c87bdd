import { useCallback, useEffect, useState } from 'react';
import { sanitizeHtml } from '../../shared/sanitize';
import { loadPolicyHtml } from './account-data';

/** The privacy policy or the service rules as the server writes them, sanitized before it is shown. */
export function PolicyView({ kind }: { kind: 'policy' | 'rules' }) {
  const [html, setHtml] = useState<string | null | 'loading'>('loading');
  const load = useCallback(() => {
    setHtml('loading');
    void loadPolicyHtml(kind).then((text) => setHtml(text === null ? null : sanitizeHtml(text)));
  }, [kind]);
  useEffect(load, [load]);

  if (html === 'loading') return <div className="sf-account__loading" role="status" aria-label="Loading" />;
  if (html === null) {
    return (
      <div className="sf-account__failed">
        <p>This text could not be loaded.</p>
        <button type="button" className="sf-account__secondary" onClick={load}>
          Try again
        </button>
      </div>
    );
  }
  // Sanitized by the one shared helper (DOMPurify plus a second pass): no scripts, handlers or javascript: links.
  return <article className="sf-account__policy" dangerouslySetInnerHTML={{ __html: html }} />;
}
