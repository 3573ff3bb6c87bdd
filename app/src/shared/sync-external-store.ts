// React 18+ has useSyncExternalStore built in; wouter and the signals runtime import the shim for older Reacts.
// The build points that shim here, which drops the shim's own code from every page.
export { useSyncExternalStore } from 'react';
