import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { rules } from '@storefront/sdk';
import { nearestCity, parseLatLng, tileSvg, validTile } from './map-stand-in.js';

/**
 * Stand-ins for the social sign-in providers and Google's token-info endpoint (plain GET pages, outside the
 * contract). A Google credential is `<payload>.<signature>`: base64url JSON {iss, sub, email, name} and a
 * base64url HMAC-SHA256 of the payload with the simulator's key. Credentials do not expire.
 */
const SIGNING_KEY = 'storefront-simulator/stand-in-google';
const ISSUER = 'stand-in.google';

export interface GoogleIdentity {
  iss: string;
  sub: string;
  email: string;
  name: string;
}

export const FACEBOOK_ACCOUNTS = [
  { uid: 'fb-100001', name: 'Alex Morgan' },
  { uid: 'fb-100002', name: 'Sam Rivera' },
  { uid: 'fb-100003', name: 'Jamie Chen' },
];
export const GOOGLE_ACCOUNTS = [
  { sub: 'g-200001', name: 'Robin Alvarez', email: 'robin.alvarez@gmail.example' },
  { sub: 'g-200002', name: 'Kim Novak', email: 'kim.novak@gmail.example' },
  { sub: 'g-200003', name: 'Noor Haddad', email: 'noor.haddad@gmail.example' },
];

const sign = (payload: string) => createHmac('sha256', SIGNING_KEY).update(payload).digest('base64url');

export function issueGoogleCredential(account: { sub: string; email: string; name: string }): string {
  const payload = Buffer.from(JSON.stringify({ iss: ISSUER, sub: account.sub, email: account.email, name: account.name })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** What token-info says about a credential: its identity, or null when it was not issued by the stand-in. */
export function verifyGoogleCredential(credential: string): GoogleIdentity | null {
  const [payload, signature, ...rest] = credential.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<GoogleIdentity>;
    if (claims.iss !== ISSUER || typeof claims.sub !== 'string' || !claims.sub) return null;
    return { iss: ISSUER, sub: claims.sub, email: String(claims.email ?? ''), name: String(claims.name ?? '') };
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!);

/** A same-origin path (`/login?x=1`), or null for anything that could leave the site. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
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

function redirectTarget(req: Request, res: Response): { path: string; state: Record<string, string> } | null {
  const path = sameOriginPath(req.query.redirect_uri);
  if (!path) {
    res.status(400).type('text/plain').send('redirect_uri must be a path on this site, such as /login');
    return null;
  }
  const state: Record<string, string> = typeof req.query.state === 'string' ? { state: req.query.state } : {};
  return { path, state };
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

export function standInRouter(): express.Router {
  const router = express.Router();
  router.get('/stand-in/facebook/login', (req, res) => {
    const target = redirectTarget(req, res);
    if (!target) return;
    page(res, rules.SOCIAL_PROVIDERS.facebook.name, FACEBOOK_ACCOUNTS.map((a) => ({ href: withQuery(target.path, { ...target.state, uid: a.uid }), label: `${a.name} (${a.uid})` })));
  });
  router.get('/stand-in/google/login', (req, res) => {
    const target = redirectTarget(req, res);
    if (!target) return;
    page(
      res,
      rules.SOCIAL_PROVIDERS.google.name,
      GOOGLE_ACCOUNTS.map((a) => ({ href: withQuery(target.path, { ...target.state, credential: issueGoogleCredential(a) }), label: `${a.name} <${a.email}>` })),
    );
  });
  router.get('/stand-in/chat.html', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(CHAT_PAGE);
  });
  router.get('/stand-in/tiles/:z/:x/:y', (req, res) => {
    const [z, x, y] = [req.params.z, req.params.x, String(req.params.y).replace(/\.(png|svg)$/, '')].map((v) => (/^\d{1,7}$/.test(v) ? Number(v) : NaN));
    if (!validTile(z!, x!, y!)) {
      res.status(400).type('text/plain').send('No such tile: z is 0-19, x and y 0 to 2^z - 1.');
      return;
    }
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(tileSvg(z!, x!, y!));
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
  router.get('/stand-in/google/tokeninfo', (req, res) => {
    const token = typeof req.query.id_token === 'string' ? req.query.id_token : '';
    const identity = verifyGoogleCredential(token);
    res.set('Cache-Control', 'no-store');
    if (!identity) {
      res.status(400).json({ error: 'invalid_token', error_description: 'Invalid Value' });
      return;
    }
    res.json(identity);
  });
  return router;
}
