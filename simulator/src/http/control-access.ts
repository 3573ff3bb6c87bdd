import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { sameSecret } from '../state/secrets.js';

/** How the control API (/control/*) is opened. It can reset, break and read codes out of every namespace. */
export interface ControlOptions {
  /** When set, every control call must carry it in the `X-Control-Token` header. */
  token?: string;
  /** Host names accepted in the Host header besides localhost, 127.0.0.1 and [::1] (any port). */
  allowedHosts?: string[];
}

export const CONTROL_TOKEN_HEADER = 'x-control-token';
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The Host header's name without its port, lower-cased ('[::1]:4100' → '[::1]'); null when malformed. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

function refuse(res: Response, status: 403 | 404, field: string, rule: string, message: string): void {
  // Sent before the contract is consulted, so the HTTP status says it too: a client that ignores bodies still stops.
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ status, msg: message, data: { errors: [{ field, rule, message }] } });
}

/**
 * Why a request does not come from this machine: another address, or a Host header naming another site (a web page
 * that rebinds its own DNS name to 127.0.0.1 reaches loopback with its own name); null when it does.
 */
export function notFromThisMachine(
  req: Request,
  hosts: ReadonlySet<string> = new Set(LOOPBACK_HOSTS),
): 'address' | 'host' | null {
  if (!isLoopbackAddress(req.socket.remoteAddress)) return 'address';
  const name = hostName(req.headers.host);
  return name && hosts.has(name) ? null : 'host';
}

/**
 * The gate in front of /control/*. Off unless the simulator was started with it (`--control`); when on, it answers
 * loopback callers only, whose Host header names this machine (so a web page that rebinds its own DNS name to
 * 127.0.0.1 is still refused), and with the token when one is configured.
 */
export function controlGate(control: boolean | ControlOptions | undefined) {
  const options: ControlOptions | null = control === true ? {} : control ? control : null;
  const hosts = new Set([...LOOPBACK_HOSTS, ...(options?.allowedHosts ?? []).map((h) => h.toLowerCase())]);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/control/')) return next();
    if (!options) {
      refuse(res, 404, '', 'control_disabled', 'The control API is off; start the simulator with --control to use it.');
      return;
    }
    const away = notFromThisMachine(req, hosts);
    if (away === 'address') {
      refuse(res, 403, '', 'control_loopback_only', 'The control API answers callers on this machine only.');
      return;
    }
    if (away === 'host') {
      refuse(
        res,
        403,
        'Host',
        'control_host_allowed',
        `The Host header must name this machine (${[...hosts].join(', ')}).`,
      );
      return;
    }
    if (options.token !== undefined) {
      const given = req.headers[CONTROL_TOKEN_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, options.token)) {
        refuse(
          res,
          403,
          'X-Control-Token',
          'control_token',
          'The control API needs the X-Control-Token header with the configured token.',
        );
        return;
      }
    }
    next();
  };
}
