import { useLocation } from 'wouter';
import { useGo } from '../shared/use-go';
import './not-found.css';

export default function NotFound() {
  const [location] = useLocation();
  const go = useGo();
  return (
    <main className="sf-not-found">
      <svg className="sf-not-found__art" viewBox="0 0 120 120" aria-hidden="true">
        <rect x="14" y="14" width="42" height="42" rx="4" />
        <rect x="64" y="14" width="42" height="42" rx="4" />
        <rect x="14" y="64" width="42" height="42" rx="4" />
        <rect x="70" y="70" width="42" height="42" rx="4" transform="rotate(12 91 91)" />
      </svg>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{location}</code>. It may have moved, or the link may be incomplete.
      </p>
      <button type="button" onClick={() => go('/', { replace: true })}>
        Back to Home
      </button>
    </main>
  );
}
