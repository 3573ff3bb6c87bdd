import type { FuzzCase } from './cases.js';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, PROTOTYPE_KEYS } from './payloads.js';
import { createRng, type Rng } from './random.js';

/**
 * The routes outside the contract that the simulator serves to the same browsers: the CDN stand-in (pictures,
 * documents, videos, uploads), the provider and map stand-ins, the 3D display host, and paths no route has. Their
 * errors must be JSON or one line of text, without stacks or server paths, and never cached.
 */
interface Route {
  name: string;
  /** The path (and query) of one hostile request. */
  make(rng: Rng): { path: string; headers?: Record<string, string>; method?: string };
}

/** As a browser escapes it; a lone surrogate (which encodeURIComponent refuses) goes as the bytes of one. */
function escaped(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** A path segment or query value: a hostile string escaped as a browser would, or raw escape garbage. */
function segment(rng: Rng, valid: readonly string[] = []): string {
  switch (rng.int(6)) {
    case 0:
      return rng.pick([
        '%ZZ',
        '%',
        '%00',
        '%C0%AE',
        '%E2%82',
        '..',
        '%2e%2e',
        '%2e%2e%2f%2e%2e',
        '..%5c..',
        '%252e%252e',
        ';',
        '~',
        '%20',
      ]);
    case 1:
      return rng.pick(PROTOTYPE_KEYS);
    case 2:
      return escaped(rng.pick(HOSTILE_STRINGS)) || 'x';
    case 3:
      return rng.pick(['x'.repeat(5000), `${'a'.repeat(130)}.svg`, 'a.svg.svg', 'A.SVG', '.svg', 'x.svg%00.png']);
    default:
      return valid.length > 0 ? rng.pick(valid) : escaped(rng.pick(HOSTILE_STRINGS)) || 'y';
  }
}

/** A query of the given names (with a valid value for some, so the route gets past its first check). */
function query(rng: Rng, names: string[], valid: Record<string, string[]> = {}): string {
  const pairs = names.filter(() => rng.chance(0.8)).map((name) => `${name}=${segment(rng, valid[name])}`);
  if (rng.chance(0.3)) pairs.push(`${rng.pick(names)}=${segment(rng)}`);
  if (rng.chance(0.2))
    pairs.push(
      rng.pick([
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
        '%ZZ=1',
        `${rng.pick(names)}[]=1`,
        `${rng.pick(names)}[a]=1`,
      ]),
    );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const number = (rng: Rng) => (rng.chance(0.5) ? rng.pick(HOSTILE_NUMBERS).text : String(rng.int(6) - 1));
const LOGIN_QUERY = {
  redirect_uri: ['%2Flogin', '%2Flogin%3Fnext%3D%252Fprofile'],
  state: ['0123456789abcdef0123456789abcdef'],
  client_id: ['storefront-web', 'another-app'],
  namespace: ['default', 'fuzz'],
};
const IMG_KINDS = ['tile', 'room', 'logo', 'avatar', 'pdf', 'swatch', 'badge', 'qr'];

export const ROUTES: readonly Route[] = [
  {
    name: 'GET /cdn/img/{kind}/{file}',
    make: (rng) => ({ path: `/cdn/img/${segment(rng, IMG_KINDS)}/${segment(rng, ['x.svg', 'tile-1.svg'])}` }),
  },
  { name: 'GET /cdn/doc/{file}', make: (rng) => ({ path: `/cdn/doc/${segment(rng, ['guide.pdf'])}` }) },
  {
    name: 'GET /cdn/video/{file}',
    make: (rng) => ({
      path: `/cdn/video/${segment(rng, ['room-tour.webm', 'tile-pattern.webm'])}`,
      headers: rng.chance(0.6)
        ? {
            range: rng.pick([
              'bytes=abc',
              'bytes=999999999-',
              'bytes=-0',
              'bytes=5-1',
              'bytes=0-1,2-3,4-5,6-7,8-9',
              'bytes=-1e308',
              `bytes=${'0-0,'.repeat(500)}0-0`,
              'items=0-1',
            ]),
          }
        : {},
    }),
  },
  {
    name: 'GET /cdn/uploads/{imgPath}/{file}',
    make: (rng) => ({
      path: `/cdn/uploads/${segment(rng, ['h5_img'])}/${segment(rng, ['0123456789abcdef0123456789abcdef.png', '01234567-1.png'])}`,
    }),
  },
  {
    name: 'GET /stand-in/facebook/login',
    make: (rng) => ({
      path: `/stand-in/facebook/login${query(rng, ['client_id', 'redirect_uri', 'state', 'namespace'], LOGIN_QUERY)}`,
    }),
  },
  {
    name: 'GET /stand-in/google/login',
    make: (rng) => ({
      path: `/stand-in/google/login${query(rng, ['client_id', 'redirect_uri', 'state', 'namespace'], LOGIN_QUERY)}`,
    }),
  },
  {
    name: 'GET /stand-in/google/tokeninfo',
    make: (rng) => ({ path: `/stand-in/google/tokeninfo${query(rng, ['id_token'])}` }),
  },
  {
    name: 'GET /stand-in/facebook/debug_token',
    make: (rng) => ({ path: `/stand-in/facebook/debug_token${query(rng, ['input_token', 'namespace'])}` }),
  },
  {
    name: 'GET /stand-in/geocode',
    make: (rng) => ({
      path: `/stand-in/geocode${rng.chance(0.5) ? `?latlng=${number(rng)},${number(rng)}` : query(rng, ['latlng'])}`,
    }),
  },
  {
    name: 'GET /stand-in/tiles/{z}/{x}/{y}',
    make: (rng) => ({
      path: `/stand-in/tiles/${number(rng)}/${number(rng)}/${rng.chance(0.5) ? `${number(rng)}.png` : segment(rng)}`,
    }),
  },
  {
    name: 'GET /stand-in/display/scene.json',
    make: (rng) => ({
      path: `/stand-in/display/scene.json${query(rng, ['namespace', 'template_uuid', 'template_plan_id'])}`,
    }),
  },
  {
    name: 'GET /stand-in/display and chat pages',
    make: (rng) => ({
      path: `${rng.pick(['/stand-in/display', '/stand-in/display/', '/stand-in/display/viewer.js', '/stand-in/display/viewer.css', '/stand-in/chat.html'])}${query(rng, ['a', 'namespace'])}`,
    }),
  },
  {
    name: 'any method on paths no route has',
    make: (rng) => ({
      method: rng.pick(['GET', 'GET', 'POST', 'PUT', 'DELETE']),
      path: `${rng.pick(['/', '/api/', '/api/v1/', '/api/v1/common/', '/control/', '/cdn/', '/cdn/img/', '/stand-in/', '/healthz/'])}${segment(rng)}${rng.chance(0.3) ? `/${segment(rng)}` : ''}`,
    }),
  },
];

/** `budget` requests for one route; each route has its own stream of the seed. */
export function routeCases(route: Route, budget: number, seed: number): FuzzCase[] {
  const rng = createRng(seed, route.name);
  return Array.from({ length: budget }, () => {
    const made = route.make(rng);
    const method = made.method ?? 'GET';
    return {
      target: route.name,
      kind: 'route',
      title: `${method} ${made.path.slice(0, 80)}`,
      method,
      path: made.path,
      headers: made.headers ?? {},
      tokens: 'none',
      ...(method === 'GET' ? {} : { body: '{}' }),
      namespace: 'none',
    };
  });
}
