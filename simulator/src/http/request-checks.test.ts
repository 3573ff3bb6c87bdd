import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract.js';
import { comparingStep, type Compared } from '../test-support/request-checks-parity.js';

/**
 * The checks compiled per operation (request-checks.ts) must answer exactly as express-openapi-validator's
 * request step did: same 400 envelope byte for byte (fields, rules, messages, order, the 20-error cap), same 415,
 * same body handed on (defaults filled in). Every operation gets its example body, the example with each field
 * left out, each field given wrong values, unknown and prototype keys, bodies that are not objects, and
 * Content-Types it does not take; both checks see each request and every pair of answers is compared.
 */

type Schema = Record<string, unknown>;
interface Sent {
  path: string;
  body: string;
  contentType: string | undefined;
  headers?: Record<string, string>;
}

const WRONG_VALUES: unknown[] = [null, true, 12.5, -1, '', 'a'.repeat(300), [], '2026-13-45'];
// (JSON that is not an object or array never gets this far: the body parser refuses it.)
const NOT_OBJECTS = ['[]', '[{}]'];
const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json; v=1',
];

function corpus(): Sent[] {
  const contract = loadContract() as {
    paths: Record<
      string,
      { post: { requestBody: { content: Record<string, { schema: Schema; example?: unknown }> } } }
    >;
  };
  const sent: Sent[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const json = item.post.requestBody.content['application/json'];
    const example = (json?.example ?? {}) as Record<string, unknown>;
    const send = (
      body: unknown,
      contentType: string | undefined = 'application/json',
      headers?: Record<string, string>,
    ) =>
      sent.push({
        path,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        contentType,
        ...(headers ? { headers } : {}),
      });
    send(example);
    send({});
    send({ ...example, zz_unknown: 1, body: 2 });
    send(`{"__proto__":{"x":1},${JSON.stringify(example).slice(1)}`.replace(/,}$/, '}'));
    send(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]))); // past the 20-error cap
    NOT_OBJECTS.forEach((raw) => send(raw));
    CONTENT_TYPES.forEach((type) => send(example, type));
    // The namespace header is a parameter of the control operations (its own step refuses a bad one first).
    ['ok-1', 'not a name!', 'x'.repeat(65)].forEach((namespace) =>
      send({ ...example, zz: 1 }, 'application/json', { 'X-Sim-Namespace': namespace }),
    );
    const properties = Object.keys((json?.schema.properties ?? {}) as Schema);
    for (const name of properties) {
      const { [name]: _left, ...without } = example;
      send(without);
      WRONG_VALUES.forEach((value) => send({ ...example, [name]: value }));
    }
    // All fields wrong at once: the order of the errors counts too.
    send(Object.fromEntries(properties.map((name) => [name, [1]])));
  }
  return sent;
}

describe('request checks compiled per operation', () => {
  const seen: Compared[] = [];
  let server: ReturnType<express.Express['listen']>;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.use(express.json({ limit: '1mb' }));
    app.use(comparingStep((compared) => seen.push(compared)));
    // Whatever either check decided, the comparison is recorded; the answer itself does not matter here.
    app.use((_req: express.Request, res: express.Response) => void res.end());
    app.use(
      (_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.end(),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answer as the validator did, for every operation and thousands of good and bad bodies', async () => {
    const sent = corpus();
    for (let i = 0; i < sent.length; i += 16) {
      await Promise.all(
        sent.slice(i, i + 16).map(({ path, body, contentType, headers }) =>
          // A Blob without a type sends no Content-Type at all.
          fetch(`${base}${path}`, {
            method: 'POST',
            body: contentType ? body : new Blob([body]),
            headers: { ...headers, ...(contentType ? { 'Content-Type': contentType } : {}) },
          }).then((r) => r.arrayBuffer()),
        ),
      );
    }
    const different = seen.filter((c) => !c.same);
    expect(different.slice(0, 3)).toEqual([]);
    // Every request was compared, on every operation; both refusals and bodies let through were among them.
    expect(seen.length).toBe(sent.length);
    expect(new Set(seen.map((c) => c.path)).size).toBe(Object.keys(loadContract().paths as object).length);
    const refused = seen.filter((c) => c.validator.startsWith('{"status":400'));
    expect(refused.length).toBeGreaterThan(sent.length / 2);
    expect(seen.length - refused.length).toBeGreaterThan(200);
    expect(seen.some((c) => c.validator.includes('"rule":"media_type"'))).toBe(true);
    expect(seen.some((c) => c.validator.includes('"rule":"too_many_errors"'))).toBe(true);
    expect(seen.some((c) => c.validator.includes('"field":"x-sim-namespace","rule":"pattern"'))).toBe(true);
  }, 60_000);
});
