export { createSimulator, DEFAULT_SEED, type RunningSimulator, type Simulator, type SimulatorOptions, type ContractBreaks } from './server.js';
export { DATACENTERS } from './seed/datacenters.js';
export type { World } from './world.js';
