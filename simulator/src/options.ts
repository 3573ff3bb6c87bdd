import type { ControlOptions } from './control-access.js';

export interface SimulatorOptions {
  /** Seed of every namespace's data. */
  seed?: number;
  /** Check every answer against the contract too (a mismatch becomes a status 500 naming the path). */
  validateResponses?: boolean;
  /** Save all state here after changes (atomically) and restore it on start. */
  stateFile?: string;
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
}
