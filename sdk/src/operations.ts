// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.

export const operations = {
  getMainPageInfo: { path: '/api/v1/common/getMainPageInfo', tag: 'common', auth: ['guestToken', 'userToken'] },
  getMainPageBanner: { path: '/api/v1/common/getMainPageBanner', tag: 'common', auth: ['guestToken', 'userToken'] },
  getSearchHotwordList: { path: '/api/v1/common/getSearchHotwordList', tag: 'common', auth: ['guestToken', 'userToken'] },
  getAD: { path: '/api/v1/common/getAD', tag: 'common', auth: ['guestToken', 'userToken'] },
  getDateCenterList: { path: '/api/v1/common/getDateCenterList', tag: 'common', auth: [] },
  getCustomerServiceInfo: { path: '/api/v1/common/getCustomerServiceInfo', tag: 'common', auth: ['guestToken', 'userToken'] },
  getPosition: { path: '/api/v1/common/getPosition', tag: 'common', auth: ['guestToken', 'userToken'] },
  getClientGuestToken: { path: '/api/v1/user/getClientGuestToken', tag: 'user', auth: [] },
  getAppointmentStoreList: { path: '/api/v1/store/getAppointmentStoreList', tag: 'store', auth: ['guestToken', 'userToken'] },
  getCaseList: { path: '/api/v1/cases/getCaseList', tag: 'cases', auth: ['guestToken', 'userToken'] },
  controlReset: { path: '/control/reset', tag: 'control', auth: [] },
  controlGetClock: { path: '/control/getClock', tag: 'control', auth: [] },
  controlAdvanceClock: { path: '/control/advanceClock', tag: 'control', auth: [] },
  controlSetClock: { path: '/control/setClock', tag: 'control', auth: [] },
  controlInjectFault: { path: '/control/injectFault', tag: 'control', auth: [] },
  controlClearFaults: { path: '/control/clearFaults', tag: 'control', auth: [] },
} as const;

export type OperationId = keyof typeof operations;
