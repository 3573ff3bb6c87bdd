import express, { type Request, type Response } from 'express';
import { NAMESPACE_HEADER, rules } from '@storefront/sdk';
import { Clock } from '../state/clock.js';
import { notFromThisMachine } from '../http/control-access.js';
import { nearestCity, parseLatLng, tileSvg, validTile } from './map-stand-in.js';
import { NAMESPACE_PATTERN } from '../state/namespaces.js';
import { issueSocialCredential, ISSUERS, readSocialCredential, type SocialClaims } from './social-credentials.js';
import type { World } from '../state/world.js';

/**
 * Stand-ins for the social sign-in providers, Google's token-info and Facebook's debug-token endpoints (plain GET
 * pages, outside the contract). Their credentials are made and checked in social-credentials.ts: signed, for
 * the app named by `client_id`, valid 10 minutes on the namespace's clock, usable once.
 */
export const FACEBOOK_ACCOUNTS = [
  { uid: 'fb-100001', name: 'Alex Morgan' },
  { uid: 'fb-100002', name: 'Sam Rivera' },
  { uid: 'fb-100003', name: 'Jamie Chen' },
];
export const GOOGLE_ACCOUNTS = [
  { uid: 'g-200001', name: 'Robin Alvarez', email: 'robin.alvarez@gmail.example' },
  { uid: 'g-200002', name: 'Kim Novak', email: 'kim.novak@gmail.example' },
  { uid: 'g-200003', name: 'Noor Haddad', email: 'noor.haddad@gmail.example' },
];

/** A stand-in account's name and e-mail by uid (any other uid gets none), as the provider would fill them in. */
export function standInAccount(provider: rules.SocialProvider, uid: string) {
  const accounts: { uid: string; name: string; email?: string }[] =
    provider === 'facebook' ? FACEBOOK_ACCOUNTS : GOOGLE_ACCOUNTS;
  return accounts.find((a) => a.uid === uid) ?? { uid };
}

export const LOOPBACK_ONLY_TEXT =
  'The stand-in sign-in pages answer callers on this machine only (open the app through localhost or 127.0.0.1).';

const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/** A same-origin path (`/login?x=1`), or null for anything that could leave the site. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  try {
    const url = new URL(value, 'http://stand-in.invalid');
    return url.origin === 'http://stand-in.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'http://stand-in.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

function page(res: Response, provider: string, links: { href: string; label: string }[]) {
  const items = links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('');
  res
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${provider} sign-in (stand-in)</title></head><body><h1>Sign in with ${provider}</h1>` +
        `<p>Simulator stand-in: choose an account.</p><ul>${items}</ul></body></html>`,
    );
}

interface Target {
  path: string;
  state: Record<string, string>;
  clientId: string;
  now: number;
}

/** The request's namespace: the simulator's header, or `namespace` in the query (a browser's page load), or default. */
const namespaceOf = (req: Request) =>
  req.get(NAMESPACE_HEADER) ?? (typeof req.query.namespace === 'string' ? req.query.namespace : 'default');

/** Now on the clock of the request's namespace; one not used yet has the clock it will start with (real time). */
function nowFor(req: Request, worlds: Map<string, World> | undefined): number {
  const namespace = namespaceOf(req);
  const world = NAMESPACE_PATTERN.test(namespace) ? worlds?.get(namespace) : undefined;
  return world ? new Clock(world.clock).now() : Date.now();
}

/**
 * What a sign-in page needs from its query: where to send the user back (a path on this site), the app's
 * `client_id` (the credential's audience) and the namespace (header or `namespace`), whose clock dates the
 * credential. Null after answering 400 in plain text.
 */
function signInTarget(req: Request, res: Response, worlds: Map<string, World> | undefined): Target | null {
  const refuse = (text: string) => {
    res.status(400).type('text/plain').set('Cache-Control', 'no-store').send(text);
    return null;
  };
  const path = sameOriginPath(req.query.redirect_uri);
  if (!path) return refuse('redirect_uri must be a path on this site, such as /login');
  const clientId = req.query.client_id;
  if (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId))
    return refuse(`client_id must name the app, such as ${rules.SOCIAL_CLIENT_ID}`);
  if (!NAMESPACE_PATTERN.test(namespaceOf(req)))
    return refuse("namespace: letters, digits, '-' and '_' only, at most 64");
  const now = nowFor(req, worlds);
  const state: Record<string, string> = typeof req.query.state === 'string' ? { state: req.query.state } : {};
  return { path, state, clientId, now };
}

/**
 * A provider's sign-in page: one link per stand-in account, each back to the app with a fresh credential.
 * Served to this machine only, as the control API is: a link signs its holder in as the account, two accounts are
 * linked to seeded customers, and the simulator runs on shared networks. A password on the page would not close
 * that door, since a stand-in's password has to be written in our docs for QA and so is known to anyone.
 */
function signInPage(provider: rules.SocialProvider, worlds: Map<string, World> | undefined) {
  return (req: Request, res: Response) => {
    if (notFromThisMachine(req)) {
      res.status(403).type('text/plain').set('Cache-Control', 'no-store').send(LOOPBACK_ONLY_TEXT);
      return;
    }
    const target = signInTarget(req, res, worlds);
    if (!target) return;
    const accounts = provider === 'facebook' ? FACEBOOK_ACCOUNTS : GOOGLE_ACCOUNTS;
    const links = accounts.map((account) => {
      const { credential } = issueSocialCredential(provider, account, target.now, target.clientId);
      const label =
        'email' in account ? `${account.name} <${String(account.email)}>` : `${account.name} (${account.uid})`;
      // The account's uid comes back beside the credential, as a real provider hands both (Facebook's userID with
      // its access token, Google's `sub` inside its ID token): the app sends both, the server trusts the credential.
      return { href: withQuery(target.path, { ...target.state, uid: account.uid, credential }), label };
    });
    page(res, rules.SOCIAL_PROVIDERS[provider].name, links);
  };
}

/** A credential of `provider` that is signed and not expired, for the read-only endpoints; null otherwise. */
function checkedClaims(provider: rules.SocialProvider, token: unknown, now: number): SocialClaims | null {
  const claims = typeof token === 'string' ? readSocialCredential(token) : null;
  return claims && claims.iss === ISSUERS[provider] && now <= claims.exp ? claims : null;
}

/**
 * The customer-service chat the app embeds on /service. A real deployment points the app's `chatUrl` at the
 * chat provider; this stand-in answers every message with a consultant's auto-reply.
 */
const CHAT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Customer service</title>
<style>
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #1f1d1a; background: #f5f2ee; display: flex; flex-direction: column; min-height: 100vh; }
  h1 { margin: 0; padding: 12px 16px; font-size: 17px; background: #fff; border-bottom: 1px solid #e4dfd8; }
  ol { list-style: none; margin: 0; padding: 12px 16px; flex: 1; display: grid; gap: 8px; align-content: start; }
  li { max-width: 80%; padding: 8px 12px; border-radius: 12px; background: #fff; }
  li.mine { justify-self: end; background: #6e4530; color: #fff; }
  form { display: flex; gap: 8px; padding: 8px 12px; background: #fff; border-top: 1px solid #e4dfd8; }
  input { flex: 1; min-height: 40px; padding: 0 12px; border: 1px solid #6b665f; border-radius: 20px; font: inherit; }
  button { min-height: 40px; padding: 0 16px; border: 0; border-radius: 20px; background: #6e4530; color: #fff; font: inherit; font-weight: 600; }
</style>
</head>
<body>
<h1>Chat with us</h1>
<ol id="messages" aria-live="polite" aria-label="Messages"><li>Hello! How can we help you with your project today?</li></ol>
<form id="send">
  <label for="text" style="position:absolute;left:-9999px">Message</label>
  <input id="text" name="text" autocomplete="off" placeholder="Type a message">
  <button type="submit">Send</button>
</form>
<script>
  const list = document.getElementById('messages');
  const input = document.getElementById('text');
  function add(text, mine) {
    const item = document.createElement('li');
    item.textContent = text;
    if (mine) item.className = 'mine';
    list.appendChild(item);
  }
  document.getElementById('send').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    add(text, true);
    input.value = '';
    setTimeout(() => add('Thank you! A consultant will reply shortly.', false), 400);
  });
</script>
</body>
</html>`;

export function standInRouter(worlds?: Map<string, World>): express.Router {
  const router = express.Router();
  router.get('/stand-in/facebook/login', signInPage('facebook', worlds));
  router.get('/stand-in/google/login', signInPage('google', worlds));
  router.get('/stand-in/chat.html', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(CHAT_PAGE);
  });
  router.get('/stand-in/tiles/:z/:x/:y', (req, res) => {
    const [z, x, y] = [req.params.z, req.params.x, String(req.params.y).replace(/\.(png|svg)$/, '')].map((v) =>
      /^\d{1,7}$/.test(v) ? Number(v) : NaN,
    );
    if (!validTile(z!, x!, y!)) {
      res.status(400).type('text/plain').send('No such tile: z is 0-19, x and y 0 to 2^z - 1.');
      return;
    }
    res
      .set('Cache-Control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(tileSvg(z!, x!, y!));
  });
  router.get('/stand-in/geocode', (req, res) => {
    const at = parseLatLng(req.query.latlng);
    res.set('Cache-Control', 'no-store');
    if (!at) {
      res.status(400).json({ error: "latlng must be 'latitude,longitude'" });
      return;
    }
    res.json(nearestCity(at.latitude, at.longitude));
  });
  // Read-only checks, as the real endpoints: they do not spend a credential (thirdLogin and the rest do).
  router.get('/stand-in/google/tokeninfo', (req, res) => {
    const claims = checkedClaims('google', req.query.id_token, nowFor(req, worlds));
    res.set('Cache-Control', 'no-store');
    if (!claims) {
      res.status(400).json({ error: 'invalid_token', error_description: 'Invalid Value' });
      return;
    }
    res.json({
      iss: claims.iss,
      aud: claims.aud,
      sub: claims.sub,
      email: claims.email,
      name: claims.name,
      iat: claims.iat,
      exp: claims.exp,
    });
  });
  router.get('/stand-in/facebook/debug_token', (req, res) => {
    const claims = checkedClaims('facebook', req.query.input_token, nowFor(req, worlds));
    res.set('Cache-Control', 'no-store');
    if (!claims) {
      res.status(400).json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } });
      return;
    }
    res.json({
      data: { app_id: claims.aud, user_id: claims.sub, is_valid: true, issued_at: claims.iat, expires_at: claims.exp },
    });
  });
  return router;
}
