export {
  createSimulator,
  DEFAULT_SEED,
  type RunningSimulator,
  type Simulator,
  type SimulatorOptions,
  type ContractBreaks,
} from './http/server.js';
export { DATACENTERS } from './seed/datacenters.js';
export type { World } from './state/world.js';
export {
  createBreaks,
  BREAK_KINDS,
  type BreakKind,
  type ContractBreak,
  type SimulatorBreaks,
} from './breaks/breaks.js';
export { serveBuiltApp } from './stand-ins/static-app.js';
export { spaceOfPicture } from './art/rooms.js';
