import express, { type NextFunction, type Request, type Response } from 'express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, plainJsonBody } from './json-body.js';

/** An app that reads the body as the simulator does (with or without the quick reader) and echoes what it got. */
function echo(quick: boolean) {
  const app = express();
  if (quick) app.use(plainJsonBody);
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.post('/', (req, res) => {
    res.json({ body: req.body as unknown });
  });
  app.use((error: { type?: string; status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).json({ error: error.type ?? 'none' });
  });
  return app;
}

function listen(app: express.Express): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
    );
  });
}

function send(port: number, body: Buffer, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const cases: [string, Buffer, Record<string, string>][] = [
  ['an empty object', Buffer.from('{}'), JSON_TYPE],
  ['an object after whitespace', Buffer.from(' \n\t{"page":1,"name":"Calacatta Oro"}'), JSON_TYPE],
  ['an array', Buffer.from('[1,2,3]'), JSON_TYPE],
  ['a BOM first', Buffer.from('\ufeff{"a":1}'), JSON_TYPE],
  ['UTF-8 text', Buffer.from('{"name":"Piedra Gris \u00f1 \u5927\u7406\u77f3"}'), JSON_TYPE],
  ['nothing', Buffer.alloc(0), JSON_TYPE],
  ['a bare string (strict)', Buffer.from('"tile"'), JSON_TYPE],
  ['a bare number (strict)', Buffer.from('12'), JSON_TYPE],
  ['null (strict)', Buffer.from('null'), JSON_TYPE],
  ['broken JSON', Buffer.from('{"page":'), JSON_TYPE],
  ['only whitespace', Buffer.from('   '), JSON_TYPE],
  ['charset utf-8', Buffer.from('{"a":2}'), { 'Content-Type': 'application/json; charset=utf-8' }],
  ['charset in quotes and capitals', Buffer.from('{"a":3}'), { 'Content-Type': 'Application/JSON;charset="UTF-8"' }],
  ['another charset', Buffer.from('{"a":4}'), { 'Content-Type': 'application/json; charset=latin1' }],
  ['a JSON suffix type', Buffer.from('{"a":5}'), { 'Content-Type': 'application/vnd.api+json' }],
  ['text/plain', Buffer.from('{"a":6}'), { 'Content-Type': 'text/plain' }],
  ['no type', Buffer.from('{"a":7}'), {}],
  ['an unknown encoding', Buffer.from('{"a":8}'), { ...JSON_TYPE, 'Content-Encoding': 'x-zip' }],
  ['a body over the limit', Buffer.from(`{"a":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`), JSON_TYPE],
];

describe('the quick JSON body reader', () => {
  let quick: { port: number; close: () => void };
  let general: { port: number; close: () => void };
  beforeAll(async () => {
    [quick, general] = await Promise.all([listen(echo(true)), listen(echo(false))]);
  });
  afterAll(() => {
    quick.close();
    general.close();
  });

  it.each(cases)('reads %s exactly as express.json does', async (_name, body, headers) => {
    const withLength = { ...headers, 'Content-Length': String(body.length) };
    const [fast, reference] = await Promise.all([
      send(quick.port, body, withLength),
      send(general.port, body, withLength),
    ]);
    expect(fast).toBe(reference);
  });

  it('reads a body sent in chunks (no Content-Length) through express.json, the same way', async () => {
    const body = Buffer.from('{"page":2}');
    const [fast, reference] = await Promise.all([
      send(quick.port, body, { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }),
      send(general.port, body, { ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }),
    ]);
    expect(fast).toBe('200 {"body":{"page":2}}');
    expect(fast).toBe(reference);
  });
});
