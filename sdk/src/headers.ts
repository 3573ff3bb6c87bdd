/** Header names of the contract's security schemes and of the simulator's state namespaces. */
export const USER_TOKEN_HEADER = 'X-User-Token';
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';
export const NAMESPACE_HEADER = 'X-Sim-Namespace';
