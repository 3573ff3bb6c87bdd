import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '@storefront/sdk';
import { DATACENTERS } from './datacenters.js';
import { locationTree } from './locations.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';
import { createWorld } from '../state/world.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

describe('reference lists', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('getTelephoneAreaCodeList has a dozen or more codes, the region’s own first', async () => {
    for (const [dc, code] of [
      ['dc-eu', '34'],
      ['dc-us', '1'],
      ['dc-me', '971'],
      ['dc-au', '61'],
    ] as const) {
      const s = await namespaceSession(sim, 'area-codes', dc);
      const list = (await s.common('getTelephoneAreaCodeList')).data.list as { area_code: string; area_name: string }[];
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(list[0]!.area_code).toBe(code);
      expect(new Set(list.map((a) => a.area_name)).size).toBe(list.length);
    }
  });

  it('getLocationList is the region’s country (several states, cities) first, then 2-3 neighbours', async () => {
    for (const dc of DATACENTERS) {
      const s = await namespaceSession(sim, 'locations', dc.uuid);
      const answer = await s.common('getLocationList', { page: 1, limit: 999 });
      const list = answer.data.list as ReturnType<typeof locationTree>;
      expect(answer.data.total).toBe(list.length);
      expect(list[0]!.name).toBe(dc.countryName);
      expect(list.length - 1).toBeGreaterThanOrEqual(2);
      expect(list.length - 1).toBeLessThanOrEqual(3);
      expect(list[0]!.children.length).toBeGreaterThanOrEqual(4);
      for (const country of list)
        for (const state of country.children) expect(state.children.length).toBeGreaterThan(0);
      const states = list.flatMap((c) => c.children);
      const cities = states.flatMap((st) => st.children);
      expect(new Set(states.map((st) => st.id)).size).toBe(states.length);
      expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    }
  });

  it('pages count countries', async () => {
    const s = await namespaceSession(sim, 'locations-page');
    const second = await s.common('getLocationList', { page: 2, limit: 1 });
    expect(second.data.list.map((c: { name: string }) => c.name)).toEqual(['Portugal']);
    expect(second.data.total).toBe(4);
  });

  it('the cities of a region’s own country carry the ids cases use', () => {
    const world = createWorld(3);
    for (const dc of DATACENTERS) {
      const cities = locationTree(dc.uuid)[0]!.children.flatMap((st) => st.children);
      for (const c of world.regions[dc.uuid]!.cases) {
        expect(cities.find((city) => city.id === c.city_id)?.name).toBe(c.city_name);
      }
    }
  });

  it('getAllCity lists the cities of a country by name (any case), the region’s own when none is given', async () => {
    const s = await namespaceSession(sim, 'all-city');
    const spain = (await s.common('getAllCity', { countries_name: 'Spain' })).data.list as {
      id: number;
      name: string;
    }[];
    expect(spain.map((c) => c.name)).toEqual(expect.arrayContaining(['Madrid', 'Barcelona', 'Seville', 'Bilbao']));
    expect(spain.find((c) => c.name === 'Madrid')!.id).toBe(1);
    expect((await s.common('getAllCity', { countries_name: 'sPAIN' })).data.list).toEqual(spain);
    expect((await s.common('getAllCity', {})).data.list).toEqual(spain);
    expect(
      (await s.common('getAllCity', { countries_name: 'Portugal' })).data.list.map((c: { name: string }) => c.name),
    ).toContain('Lisbon');
    expect((await s.common('getAllCity', { countries_name: 'Atlantis' })).data.list).toEqual([]);
  });

  it.each(['getPrivacyPolicy', 'getServiceRules'])(
    '%s answers policy HTML with headings and lists and nothing executable',
    async (op) => {
      const s = await namespaceSession(sim, 'policies');
      const html = (await s.common(op)).data.html_content as string;
      expect(html).toMatch(/<h1>/);
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<(ul|ol)>/);
      expect(html).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
      expect(html).toContain('Europe');
    },
  );
});

describe('control: verification codes and QR texts', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('getLastCode answers 404 before any code, then the most recent, narrowed by purpose and data centre', async () => {
    const eu = await namespaceSession(sim, 'last-code');
    expect(await eu.control('getLastCode', { content: '34611222333' })).toMatchObject({
      status: 404,
      msg: 'No code was sent to this phone or e-mail.',
    });
    const register = await eu.codeFor('34611222333', 1);
    await eu.control('advanceClock', { ms: 1000 });
    const third = await eu.codeFor('34611222333', 3);
    expect((await eu.control('getLastCode', { content: '+34 611 222 333' })).data).toMatchObject({
      code: third,
      fun_type: 3,
    });
    expect((await eu.control('getLastCode', { content: '34611222333', fun_type: 1 })).data.code).toBe(register);
    expect((await eu.control('getLastCode', { content: '34611222333', datacenter_uuid: 'dc-us' })).status).toBe(404);
    // A used-up code is gone.
    await eu.user('reg', {
      area_code: '34',
      phone: '611222333',
      code: register,
      password: 'Azulejo7',
      first_name: 'A',
      last_name: 'B',
      gender: '1',
    });
    expect((await eu.control('getLastCode', { content: '34611222333', fun_type: 1 })).status).toBe(404);
  });

  it('qrText builds texts the scanner rule reads back', async () => {
    const s = await namespaceSession(sim, 'qr');
    const product = await s.control('qrText', { type: 1, id: '12', datacenter_uuid: 'dc-us' });
    expect(product.data.text).toBe('https://storefront.example/qr?type=1&id=12&dc=dc-us');
    expect(rules.parseQrText(product.data.text)).toEqual({ ok: true, type: 1, id: '12', datacenter_uuid: 'dc-us' });
    const site = await s.control('qrText', {
      type: 4,
      site: 'https://example.com/guide',
      origin: 'http://localhost:4100',
    });
    expect(site.data.text).toBe('http://localhost:4100/qr?type=4&site=https%3A%2F%2Fexample.com%2Fguide');
    expect(rules.parseQrText(site.data.text)).toMatchObject({
      ok: true,
      type: 4,
      datacenter_uuid: rules.QR_DEFAULT_DATACENTER,
    });
    expect(
      rules.parseQrText((await s.control('qrText', { type: 7, site: 'https://a.example' })).data.text),
    ).toMatchObject({ ok: true, type: 7 });
  });

  it('qrText refuses an incomplete target naming the field', async () => {
    const s = await namespaceSession(sim, 'qr-bad');
    expect(await s.control('qrText', { type: 1 })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'id', rule: 'required' }] },
    });
    expect(await s.control('qrText', { type: 3, site: 'https://a.example' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'id' }] },
    });
    expect(await s.control('qrText', { type: 4, id: '5' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'site', rule: 'required' }] },
    });
    expect(await s.control('qrText', { type: 4, site: 'ftp://a.example' })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'site', rule: 'format' }] },
    });
    expect(await s.control('qrText', { type: 8 })).toMatchObject({ status: 400, data: { errors: [{ field: 'id' }] } });
    expect(await s.control('qrText', { type: 1, id: '5', datacenter_uuid: 'dc-mars' })).toMatchObject({ status: 400 });
  });
});
