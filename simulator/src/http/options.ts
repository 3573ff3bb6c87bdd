import type { ControlOptions } from './control-access.js';
import type { World } from '../state/world.js';

export interface SimulatorOptions {
  /** Seed of every namespace's data. */
  seed?: number;
  /** Check every answer against the contract too (a mismatch becomes a status 500 naming the path). */
  validateResponses?: boolean;
  /** Keep all state here (a snapshot plus a journal; an answer waits until its change is on disk); restored on start. */
  stateFile?: string;
  /** At most this many namespaces; a new one evicts the least recently used (never 'default'). Default 200. */
  maxNamespaces?: number;
  /** Uploads of all namespaces together; beyond it the least recently used namespaces lose their oldest. Default 200 MB. */
  maxUploadBytes?: number;
  /** A built app to serve at /, with its routes falling back to index.html. */
  appDir?: string;
  /** Print one line per API call (method, path, envelope status, time); never headers or bodies. */
  log?: (line: string) => void;
  /** Deliberate contract breaks, for proving that the conformance checker finds them. Never in normal use. */
  breaks?: ContractBreaks;
  /**
   * Opens the control API (/control/*) to loopback callers whose Host header names this machine; off (404) when
   * absent. `true` opens it without a token.
   */
  control?: boolean | ControlOptions;
}

export interface ContractBreaks {
  /** true when requests of this operation skip validation, like a server that accepts bad input. */
  skipsValidation(operationId: string): boolean;
  /** Changes an answer just before it is sent. */
  mutate(operationId: string, envelope: unknown): unknown;
  /** Before the token check: may change the body, like a server that skips a rule (e.g. a token's region). */
  beforeAuth?(operationId: string, body: Record<string, unknown>, header: (name: string) => string | undefined): void;
  /** Runs the operation's handler in its stead: may change its input, region or answer, wait, or undo its writes. */
  around?(operationId: string, call: BreakCall): Promise<unknown>;
  /** Headers set on the operation's answers (a wrong Content-Type). */
  headers?(operationId: string): Record<string, string> | undefined;
}

/** One call as a behaviour break sees it: the body, the namespace's world, and the handler to run. */
export interface BreakCall {
  body: Record<string, unknown>;
  world: World;
  /** The data centre the call is answered for. */
  region: string;
  /** The real handler, with this body, in this data centre (default: the call's own). */
  run(body: Record<string, unknown>, region?: string): Promise<unknown>;
}
