import '@storefront/ui/tokens.css';
// The page frame comes with the tokens: the build inlines this entry's stylesheet into index.html, so it costs no
// request of its own (as part of the app it was one more file after the entry had run).
import './app/app.css';
import { api } from './session/api';
import { startSession } from './session/startup';
import { isLoggedIn } from './session/state';
import { firstRoute } from './app/route-table';
import { getLocale } from '@storefront/sdk/i18n';

// The page's language (the device's choice in Settings, else the browser's): screen readers pronounce by it, and a
// change of language reloads the page, so it is set once.
document.documentElement.lang = getLocale();

// Start-up's calls (the data centre, the guest token) go out as soon as this small entry has run, while React and
// the app are still on their way: on a first visit they are two round trips the page no longer waits for after
// the scripts. The app follows (app/start.tsx; index.html preloads its modules).
void startSession(api);
void import('./app/start').then(({ start }) => start());
// The first page's chunks load beside the app's rather than after it has run; start() takes the same module (a
// failure here is start()'s to show, with its retry). The page's data loads start now too (the route's `start`):
// the client sends them as soon as the session has its token, and the page shows the same entries.
const first = firstRoute(location.pathname, isLoggedIn.peek());
first?.load().catch(() => undefined);
first?.start?.(new URLSearchParams(location.search));
