import { sanitizeHtml } from './sanitize';

/**
 * Server HTML (a product's renderings), sanitized, in a div of the given class. Pages load it with React.lazy:
 * the sanitizer is ~12 KB gzip and only a few pages' lower sections need it, so it stays out of their first view.
 */
export default function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
