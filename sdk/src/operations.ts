// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.

const GUEST_TOKEN_OR_USER_TOKEN = ['guestToken', 'userToken'] as const;
const NO_TOKEN = [] as const;
const USER_TOKEN = ['userToken'] as const;

type Operation<Tag extends string, Op extends string, Auth> = { path: `/api/v1/${Tag}/${Op}`; tag: Tag; auth: Auth };

/** Operations of one tag whose paths are /api/v1/{tag}/{operationId}, each with the tokens it takes. */
function api<const Tag extends string, const Ops extends Record<string, readonly string[]>>(
  tag: Tag,
  ops: Ops,
): { [Op in keyof Ops & string]: Operation<Tag, Op, Ops[Op]> } {
  const table: Record<string, { path: string; tag: string; auth: readonly string[] }> = {};
  for (const [operationId, auth] of Object.entries(ops)) table[operationId] = { path: `/api/v1/${tag}/${operationId}`, tag, auth };
  return table as { [Op in keyof Ops & string]: Operation<Tag, Op, Ops[Op]> };
}

export const operations = {
  ...api('common', {
    getMainPageInfo: GUEST_TOKEN_OR_USER_TOKEN,
    getMainPageBanner: GUEST_TOKEN_OR_USER_TOKEN,
    getSearchHotwordList: GUEST_TOKEN_OR_USER_TOKEN,
    getAD: GUEST_TOKEN_OR_USER_TOKEN,
    getDateCenterList: NO_TOKEN,
    getCustomerServiceInfo: GUEST_TOKEN_OR_USER_TOKEN,
    getPosition: GUEST_TOKEN_OR_USER_TOKEN,
    getTelephoneAreaCodeList: GUEST_TOKEN_OR_USER_TOKEN,
    getLocationList: GUEST_TOKEN_OR_USER_TOKEN,
    getAllCity: GUEST_TOKEN_OR_USER_TOKEN,
    getPrivacyPolicy: GUEST_TOKEN_OR_USER_TOKEN,
    getServiceRules: GUEST_TOKEN_OR_USER_TOKEN,
    uploadImage: NO_TOKEN,
  }),
  ...api('user', {
    getClientGuestToken: NO_TOKEN,
    login: GUEST_TOKEN_OR_USER_TOKEN,
    thirdLogin: GUEST_TOKEN_OR_USER_TOKEN,
    googleLogin: GUEST_TOKEN_OR_USER_TOKEN,
    thirdFill: GUEST_TOKEN_OR_USER_TOKEN,
    checkTelState: GUEST_TOKEN_OR_USER_TOKEN,
    sendCode: GUEST_TOKEN_OR_USER_TOKEN,
    checkCode: GUEST_TOKEN_OR_USER_TOKEN,
    reg: GUEST_TOKEN_OR_USER_TOKEN,
    forgetPassword: GUEST_TOKEN_OR_USER_TOKEN,
    getUserInfo: USER_TOKEN,
    fillInfo: USER_TOKEN,
    getMyCaseList: USER_TOKEN,
    bindPlatform: USER_TOKEN,
    unbindPlatform: USER_TOKEN,
  }),
  ...api('store', {
    getAppointmentStoreList: GUEST_TOKEN_OR_USER_TOKEN,
    getRecentlyViewedList: GUEST_TOKEN_OR_USER_TOKEN,
    getAppointmentItem: GUEST_TOKEN_OR_USER_TOKEN,
    addAppointment: USER_TOKEN,
    getAppointmentDetail: USER_TOKEN,
    setReaded: USER_TOKEN,
    getMyAppointmentList: USER_TOKEN,
    getClientRecordList: USER_TOKEN,
    getClientRecordStarItem: USER_TOKEN,
    addClientRecordStar: USER_TOKEN,
    getClientRecordDetail: USER_TOKEN,
    getMyTransactionList: USER_TOKEN,
    getMyTransactionDetail: USER_TOKEN,
  }),
  ...api('product', {
    getProductTypeList: GUEST_TOKEN_OR_USER_TOKEN,
    getProductList: GUEST_TOKEN_OR_USER_TOKEN,
    getProductAttrList: GUEST_TOKEN_OR_USER_TOKEN,
    getProductDetail: GUEST_TOKEN_OR_USER_TOKEN,
    productFav: USER_TOKEN,
    getProductFavList: USER_TOKEN,
  }),
  ...api('cases', {
    getCaseSubjectList: GUEST_TOKEN_OR_USER_TOKEN,
    getCaseTypeList: GUEST_TOKEN_OR_USER_TOKEN,
    getCaseList: GUEST_TOKEN_OR_USER_TOKEN,
    getCaseAttrList: GUEST_TOKEN_OR_USER_TOKEN,
    getCaseDetail: GUEST_TOKEN_OR_USER_TOKEN,
    caseFav: USER_TOKEN,
    getCaseFavList: USER_TOKEN,
    getCaseSubjectDetail: GUEST_TOKEN_OR_USER_TOKEN,
  }),
  ...api('brand', {
    getBrandContentType: GUEST_TOKEN_OR_USER_TOKEN,
    getBrandContentList: GUEST_TOKEN_OR_USER_TOKEN,
    getBrandContentDetail: GUEST_TOKEN_OR_USER_TOKEN,
  }),
  ...api('template', {
    getTemplateSpaceList: GUEST_TOKEN_OR_USER_TOKEN,
    getTemplateList: GUEST_TOKEN_OR_USER_TOKEN,
    templateFav: USER_TOKEN,
    getTemplateFavList: USER_TOKEN,
    getTemplatePlanList: USER_TOKEN,
    saveTemplatePlan: USER_TOKEN,
    getTemplatePlanInfo: USER_TOKEN,
    delTemplatePlan: USER_TOKEN,
  }),
  ...api('calculator', {
    getCalculatorList: USER_TOKEN,
    addCalculatorSideByProduct: USER_TOKEN,
    addCalculatorSideByTemplatePlan: USER_TOKEN,
    copyCalculatorSide: USER_TOKEN,
    delCalculatorSide: USER_TOKEN,
    delCalculatorAllSide: USER_TOKEN,
    editCalculatorSide: USER_TOKEN,
    editCalculatorSideProduct: USER_TOKEN,
    getDelCalculatorList: USER_TOKEN,
    restoreDelCalculatorSide: USER_TOKEN,
    delMustCalculatorSide: USER_TOKEN,
    addToShoppinglist: USER_TOKEN,
    getShoppinglist: USER_TOKEN,
    delShoppinglist: USER_TOKEN,
    addCalculatorSideByShoppingList: USER_TOKEN,
    getClientShoppingInfo: GUEST_TOKEN_OR_USER_TOKEN,
  }),
  ...api('share', {
    shareCase: GUEST_TOKEN_OR_USER_TOKEN,
    shareProduct: GUEST_TOKEN_OR_USER_TOKEN,
    shareTemplate: GUEST_TOKEN_OR_USER_TOKEN,
    shareTemplatePlan: GUEST_TOKEN_OR_USER_TOKEN,
  }),
} as const;

export type OperationId = keyof typeof operations;
