import { useLocation } from 'wouter';
import { useGo } from '../shared/use-go';
import './not-found.css';
import { m } from '@storefront/sdk/i18n';

const PATH_MARK = '\u0000';

export default function NotFound() {
  const [location] = useLocation();
  const go = useGo();
  // The path shows as code inside the sentence: the message marks its place, the sentence is cut there.
  const [before, after] = m.shell_no_page_at({ location: PATH_MARK }).split(PATH_MARK);
  return (
    <main className="sf-not-found">
      <svg className="sf-not-found__art" viewBox="0 0 120 120" aria-hidden="true">
        <rect x="14" y="14" width="42" height="42" rx="4" />
        <rect x="64" y="14" width="42" height="42" rx="4" />
        <rect x="14" y="64" width="42" height="42" rx="4" />
        <rect x="70" y="70" width="42" height="42" rx="4" transform="rotate(12 91 91)" />
      </svg>
      <h1>{m.shell_page_not_found()}</h1>
      <p>
        {before}
        <code>{location}</code>
        {after}
      </p>
      <button type="button" onClick={() => go('/', { replace: true })}>
        {m.shell_back_to_home()}
      </button>
    </main>
  );
}
