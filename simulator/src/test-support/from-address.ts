import { request } from 'node:http';
import { networkInterfaces } from 'node:os';

export interface AddressedAnswer {
  status: number;
  text: string;
}

/**
 * A request sent from a chosen local address, so the simulator sees that client address: 127.0.0.2 and 127.0.0.3
 * are two callers on the same machine (every 127.x address is loopback on Linux), and `externalAddress()` a
 * caller from the network.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<AddressedAnswer> {
  const target = new URL(url);
  const body = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body));
  const headers = { ...(body ? { 'Content-Type': 'application/json' } : {}), ...init.headers };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers,
        localAddress,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** This machine's first IPv4 address that is not loopback, or undefined on a machine without one. */
export function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
}
