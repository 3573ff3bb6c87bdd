import { GUEST_TOKEN_HEADER, NAMESPACE_HEADER, USER_TOKEN_HEADER } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.js';
import { conventionalRequest } from './conventions.js';

const contract = loadContract();
const op = (id: string) => {
  const found = contract.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no ${id} in the contract`);
  return found;
};
const session = { userToken: 'u-1', guestToken: 'g-1', datacenterUuid: 'dc-eu' };

describe("the checker's requests follow the SDK's rules", () => {
  it('adds the session data centre to every backend body that leaves it out, keeping one it names', () => {
    expect(conventionalRequest(op('getMainPageBanner'), { body: {} }, session).body).toEqual({
      datacenter_uuid: 'dc-eu',
    });
    expect(
      conventionalRequest(op('getProductDetail'), { body: { product_id: 3, datacenter_uuid: 'dc-us' } }, session).body,
    ).toEqual({
      product_id: 3,
      datacenter_uuid: 'dc-us',
    });
  });

  it('adds none to a control operation, nor to a body planned to go exactly as written', () => {
    expect(conventionalRequest(op('controlGetStats'), { body: {} }, session, 'qa').body).toEqual({});
    expect(conventionalRequest(op('getMainPageBanner'), { body: {}, addDatacenter: false }, session).body).toEqual({});
  });

  it("picks the SDK's token for 'auto' (the user's where allowed, no token for an upload) and the named one otherwise", () => {
    const headers = (id: string, auth?: 'auto' | 'none' | 'guest' | 'user') =>
      conventionalRequest(op(id), { body: {}, ...(auth ? { auth } : {}) }, session, 'qa').headers;
    expect(headers('getMainPageBanner')).toEqual({ [USER_TOKEN_HEADER]: 'u-1', [NAMESPACE_HEADER]: 'qa' });
    expect(headers('uploadImage')).toEqual({ [NAMESPACE_HEADER]: 'qa' });
    expect(headers('getMainPageBanner', 'guest')).toEqual({ [GUEST_TOKEN_HEADER]: 'g-1', [NAMESPACE_HEADER]: 'qa' });
    expect(headers('getDateCenterList', 'user')).toEqual({ [USER_TOKEN_HEADER]: 'u-1', [NAMESPACE_HEADER]: 'qa' });
    expect(headers('getUserInfo', 'none')).toEqual({ [NAMESPACE_HEADER]: 'qa' });
  });
});
