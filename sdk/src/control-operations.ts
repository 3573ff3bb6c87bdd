// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.

/** The simulator's own operations (reset, clock, faults, codes sent, ...), which no real backend has. */
export const controlOperations = {
  controlReset: { path: '/control/reset', tag: 'control', auth: [] },
  controlGetClock: { path: '/control/getClock', tag: 'control', auth: [] },
  controlAdvanceClock: { path: '/control/advanceClock', tag: 'control', auth: [] },
  controlSetClock: { path: '/control/setClock', tag: 'control', auth: [] },
  controlInjectFault: { path: '/control/injectFault', tag: 'control', auth: [] },
  controlClearFaults: { path: '/control/clearFaults', tag: 'control', auth: [] },
  controlGetLastCode: { path: '/control/getLastCode', tag: 'control', auth: [] },
  controlQrText: { path: '/control/qrText', tag: 'control', auth: [] },
  controlSocialCredential: { path: '/control/socialCredential', tag: 'control', auth: [] },
  controlGetStats: { path: '/control/getStats', tag: 'control', auth: [] },
  controlVisitStore: { path: '/control/visitStore', tag: 'control', auth: [] },
} as const;

export type ControlOperationId = keyof typeof controlOperations;
