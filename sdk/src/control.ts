import { controlOperations, type ControlOperationId } from './control-operations.js';
import { operations } from './operations.js';

/**
 * The simulator's control operations, for the simulator, the scripts and the browser tests. A separate entry
 * (@storefront/sdk/control) so the app, which imports only the package's main entry, never downloads them.
 */
export { controlOperations, type ControlOperationId };

/** Every operation of the contract (ContractOperationId), the backend's and the control ones, with path and tokens. */
export const allOperations = { ...operations, ...controlOperations } as const;
