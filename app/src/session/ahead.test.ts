import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productDetailBody, productKeyOf } from '../features/catalogue/product-detail-call';
import { askProducts, EMPTY_PRODUCT_FILTER, productListBody } from '../features/catalogue/product-list-call';
import { askAhead, dropAhead, takeAhead } from './ahead';
import { api } from './api';

vi.mock('./api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

beforeEach(() => {
  dropAhead();
  call.mockReset();
  call.mockImplementation(async () => ({ ok: true, status: 200, msg: '', data: { product_id: 5 } }) as never);
});

describe('calls asked ahead for the first page', () => {
  it('asks at once, and hands the answer to the same calls until the first page has asked', async () => {
    askAhead('getProductDetail', { product_id: 5 });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('getProductDetail', { body: { product_id: 5 } });
    const answer = takeAhead('getProductDetail', { product_id: 5 });
    await expect(answer).resolves.toMatchObject({ ok: true, data: { product_id: 5 } });
    // A load again before then (the region chosen after the page showed) takes it too: the call goes out once.
    expect(takeAhead('getProductDetail', { product_id: 5 })).toBe(answer);
    expect(call).toHaveBeenCalledTimes(1);
    // Then the page's loads (a retry, fresh data) ask the server again.
    dropAhead();
    expect(takeAhead('getProductDetail', { product_id: 5 })).toBeUndefined();
  });

  it('hands nothing to another call, another body or after the first page has asked', () => {
    askAhead('getProductDetail', { product_id: 5, from_case_id: 21 });
    expect(takeAhead('getProductDetail', { product_id: 5 })).toBeUndefined();
    expect(takeAhead('getCaseDetail', { case_id: 5 })).toBeUndefined();
    dropAhead();
    expect(takeAhead('getProductDetail', { product_id: 5, from_case_id: 21 })).toBeUndefined();
  });
});

describe('the product detail call of a first visit', () => {
  it('reads the product and where it was opened from, as the page asks for it', () => {
    const key = productKeyOf(new URLSearchParams('id=3&caseId=21'));
    expect(key).toEqual({ id: 3, fromCaseId: 21, fromProductId: 0 });
    expect(productDetailBody(key!)).toEqual({ product_id: 3, from_case_id: 21 });
    expect(productDetailBody(productKeyOf(new URLSearchParams('id=4&productId=9'))!)).toEqual({ product_id: 4, from_product_id: 9 });
  });

  it('asks nothing for an address without a whole product id', () => {
    for (const query of ['', 'id=', 'id=abc', 'id=1.5', 'id=-2', 'id=0']) expect(productKeyOf(new URLSearchParams(query))).toBeNull();
  });
});

describe('the product list calls of a first visit', () => {
  it('asks for the type tree and the first page of the whole list, the very calls the page makes', () => {
    askProducts(new URLSearchParams(''));
    expect(call.mock.calls.map(([operation]) => operation)).toEqual(['getProductTypeList', 'getProductList']);
    expect(takeAhead('getProductTypeList', {})).toBeDefined();
    expect(takeAhead('getProductList', productListBody(EMPTY_PRODUCT_FILTER, 1))).toBeDefined();
  });

  it('asks for the type tree only when the query names a brand or a type (the tree decides the first page)', () => {
    askProducts(new URLSearchParams('name=Marmoreo'));
    askProducts(new URLSearchParams('id=3&name=Floor'));
    expect(call.mock.calls.map(([operation]) => operation)).toEqual(['getProductTypeList', 'getProductTypeList']);
  });
});
