import { Faker, en } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue.js';
import { generateProducts, PRODUCT_ATTRS } from '../seed/products.js';
import { CASE_ATTRS } from '../seed/showcase.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';
import { createWorld } from './world.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
type Session = Awaited<ReturnType<typeof namespaceSession>>;

const attrId = (groups: typeof PRODUCT_ATTRS, group: string, value: string) =>
  groups.find((g) => g.attr_name === group)!.values.find((v) => v.attr_name === value)!.id;

let sim: Sim;
let s: Session;
const call = (group: string, op: string, body: unknown = {}): Promise<Answer> =>
  sim.post(`/api/v1/${group}/${op}`, body, s.asGuest);
const ids = (answer: Answer) => (answer.data.list as { id: number }[]).map((x) => x.id);

beforeAll(async () => {
  sim = await startTestSimulator();
  s = await namespaceSession(sim, 'catalogue');
});
afterAll(() => sim.close());

const eu = () => {
  const world = s.world();
  const region = world.regions['dc-eu']!;
  return { world, region, catalogue: catalogueOf(world, region) };
};

describe('the seeded catalogue', () => {
  it('looks like a tile company: 3 brands, 100 products each with specs, 36 cases, content of every kind', () => {
    for (const region of Object.values(createWorld(7).regions)) {
      const catalogue = catalogueOf(createWorld(7), region);
      expect(region.brands.length).toBeGreaterThanOrEqual(3);
      expect(catalogue.products).toHaveLength(300);
      for (const brand of region.brands)
        expect(catalogue.products.filter((p) => p.brand_id === brand.id)).toHaveLength(100);
      expect(region.cases.length).toBeGreaterThanOrEqual(36);
      expect(catalogue.caseExtras.size).toBe(region.cases.length);
      expect(new Set(catalogue.brandContent.map((c) => c.type))).toEqual(new Set([1, 2, 3, 4]));
      expect(catalogue.templates.length).toBeGreaterThanOrEqual(10);
      for (const p of catalogue.products) {
        expect(p.spec.area_box).toBeCloseTo((p.spec.pcs_box * p.spec.width * p.spec.height) / 1e6, 2);
        expect(p.product_number).toMatch(/^[A-Z]{3}-\d{4}[A-Z]$/);
        expect(p.attr_ids.length).toBeGreaterThan(5);
      }
    }
  });

  it('is the same for the same seed and differs for another', () => {
    const region = createWorld(7).regions['dc-eu']!;
    const make = (seed: number) => {
      const f = new Faker({ locale: [en] });
      f.seed(seed);
      return JSON.stringify(generateProducts(f, region, 'dc-eu'));
    };
    expect(make(1)).toBe(make(1));
    expect(make(1)).not.toBe(make(2));
  });
});

describe('product types and attributes', () => {
  it('answers a two-level tree per brand, and the children of one type', async () => {
    const all = await call('product', 'getProductTypeList');
    expect(all.status).toBe(200);
    expect(all.data.list).toHaveLength(12);
    for (const top of all.data.list) {
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      for (const child of top.children) expect(child.children).toEqual([]);
    }
    const first = all.data.list[0];
    const children = await call('product', 'getProductTypeList', { pid: first.id });
    expect(ids(children)).toEqual(first.children.map((c: { id: number }) => c.id));
    expect(
      (await call('product', 'getProductTypeList', { brand_id: 2 })).data.list.every(
        (t: { brand_id: number }) => t.brand_id === 2,
      ),
    ).toBe(true);
  });

  it('lists seven attribute groups, colour with swatches, only values the types use', async () => {
    const all = await call('product', 'getProductAttrList', { type_id: '' });
    expect(all.data.list.map((g: { attr_name: string }) => g.attr_name)).toEqual([
      'Finish',
      'Size',
      'Colour',
      'Application',
      'Thickness',
      'Edge',
      'Slip resistance',
    ]);
    const colour = all.data.list.find((g: { attr_name: string }) => g.attr_name === 'Colour');
    expect(colour.is_filter_show_img).toBe(1);
    expect(colour.sattr_list[0].img_path).toMatch(/^img\/swatch\/.+\.svg$/);
    const mosaics = eu().region.productTypes.find((t) => t.pid === 0 && t.type_name === 'Mosaics')!;
    const sizes = (await call('product', 'getProductAttrList', { type_id: String(mosaics.id) })).data.list.find(
      (g: { attr_name: string }) => g.attr_name === 'Size',
    );
    expect(sizes.sattr_list.map((v: { attr_name: string }) => v.attr_name)).toEqual(['300x300']);
  });
});

describe('getProductList', () => {
  it('pages by 30: ten full pages of 300, then an empty one with the total', async () => {
    const first = await call('product', 'getProductList', { page: 1, limit: 30 });
    expect(first.data.total).toBe(300);
    expect(first.data.list).toHaveLength(30);
    const second = await call('product', 'getProductList', { page: 2, limit: 30 });
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect((await call('product', 'getProductList', { page: 10 })).data.list).toHaveLength(30);
    expect(await call('product', 'getProductList', { page: 11 })).toMatchObject({ data: { list: [], total: 300 } });
  });

  it('ends a filtered list with a short page', async () => {
    const brand = await call('product', 'getProductList', { brand_id: '1', page: 1 });
    expect(brand.data.total).toBe(100);
    const last = await call('product', 'getProductList', { brand_id: '1', page: 4 });
    expect(last.data.list).toHaveLength(10);
    expect(last.data.list.every((p: { brand_id: number }) => p.brand_id === 1)).toBe(true);
  });

  it('filters by a first-level type including its second-level types', async () => {
    const { region, catalogue } = eu();
    const top = region.productTypes.find((t) => t.pid === 0 && t.brand_id === 2)!;
    const expected = catalogue.products
      .filter((p) => p.top_type_id === top.id)
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const answer = await call('product', 'getProductList', { type_id: String(top.id), limit: 100 });
    expect(ids(answer).sort((a, b) => a - b)).toEqual(expected);
    const leaf = region.productTypes.find((t) => t.pid === top.id)!;
    const narrow = await call('product', 'getProductList', { type_id: String(leaf.id), limit: 100 });
    expect(narrow.data.list.every((p: { type_id: number }) => p.type_id === leaf.id)).toBe(true);
  });

  it('keeps only products that have every attribute asked for', async () => {
    const { catalogue } = eu();
    const matt = attrId(PRODUCT_ATTRS, 'Finish', 'Matt');
    const outdoor = attrId(PRODUCT_ATTRS, 'Application', 'Outdoor');
    const expected = catalogue.products
      .filter((p) => p.attr_ids.includes(matt) && p.attr_ids.includes(outdoor))
      .map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(catalogue.products.filter((p) => p.attr_ids.includes(outdoor)).length);
    const answer = await call('product', 'getProductList', { attr_id_str: `${matt},${outdoor}`, limit: 100 });
    expect(ids(answer).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('searches names and product numbers without regard to case', async () => {
    const byName = await call('product', 'getProductList', { search_txt: 'CALACATTA', limit: 100 });
    expect(byName.data.total).toBeGreaterThan(0);
    expect(
      byName.data.list.every((p: { product_name: string }) => p.product_name.toLowerCase().includes('calacatta')),
    ).toBe(true);
    const target = eu().catalogue.products[41]!;
    const byNumber = await call('product', 'getProductList', { search_txt: target.product_number.toLowerCase() });
    expect(ids(byNumber)).toEqual([target.id]);
    expect((await call('product', 'getProductList', { search_txt: 'no such tile' })).data).toEqual({
      list: [],
      total: 0,
    });
  });

  it('sorts by the editor, newest first, and trending with recorded views', async () => {
    const { catalogue } = eu();
    const byEditor = [...catalogue.products]
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .slice(0, 30)
      .map((p) => p.id);
    expect(ids(await call('product', 'getProductList', { sort: '' }))).toEqual(byEditor);
    expect(ids(await call('product', 'getProductList', {}))).toEqual(byEditor);
    const newest = (await call('product', 'getProductList', { sort: '1' })).data.list.map(
      (p: { create_time: string }) => p.create_time,
    );
    expect(newest).toEqual([...newest].sort().reverse());

    const trendingNs = await namespaceSession(sim, 'catalogue-trending');
    const trending = (body: object) =>
      sim.post('/api/v1/product/getProductList', { sort: '2', limit: 100, ...body }, trendingNs.asGuest);
    const list = [...catalogue.products].sort((a, b) => b.views - a.views || a.id - b.id);
    expect(ids(await trending({}))).toEqual(list.slice(0, 100).map((p) => p.id));
    // Two neighbours with the smallest gap: views of the second lift it over the first.
    let at = 0;
    for (let i = 1; i < 99; i += 1)
      if (list[i]!.views - list[i + 1]!.views < list[at]!.views - list[at + 1]!.views) at = i;
    const [ahead, behind] = [list[at]!, list[at + 1]!];
    for (let n = 0; n <= ahead.views - behind.views; n += 1) {
      expect(
        (await sim.post('/api/v1/product/getProductDetail', { product_id: behind.id }, trendingNs.asGuest)).status,
      ).toBe(200);
    }
    const after = ids(await trending({}));
    expect(after.indexOf(behind.id)).toBeLessThan(after.indexOf(ahead.id));
  });

  it('counts presses of the search button', async () => {
    const ns = await namespaceSession(sim, 'catalogue-search-log');
    const before = (await ns.control('getStats')).data.search_clicks;
    await sim.post('/api/v1/product/getProductList', { search_txt: 'Rovere', click_search_buttom: 1 }, ns.asGuest);
    await sim.post('/api/v1/product/getProductList', { search_txt: 'Rovere', click_search_buttom: 2 }, ns.asGuest);
    await sim.post('/api/v1/cases/getCaseList', { search_txt: 'Madrid', click_search_buttom: 1 }, ns.asGuest);
    const stats = (await ns.control('getStats')).data;
    expect(stats.search_clicks).toBe(before + 2);
    expect(
      stats.search_log.map((e: { operationId: string; search_txt: string }) => `${e.operationId}:${e.search_txt}`),
    ).toEqual(['getProductList:Rovere', 'getCaseList:Madrid']);
  });
});

describe('getProductDetail', () => {
  it('answers pictures, more than five attributes, renderings, related cases and recommendations', async () => {
    const answer = await call('product', 'getProductDetail', { product_id: 7 });
    expect(answer.status).toBe(200);
    const p = answer.data;
    expect(p.id).toBe(7);
    expect(p.img_list.length).toBeGreaterThanOrEqual(3);
    expect(p.img_list[0].img_path).toBe(p.preview);
    expect(p.attr_list.length).toBeGreaterThan(5);
    expect(p.renderings).toMatch(/<p>.+<\/p>/);
    expect(p.renderings).toMatch(/<img src="\/cdn\/img\//);
    expect(p.renderings).not.toMatch(/<script/i);
    expect(p.box).toBe(`${p.product_spec.pcs_box} pcs / ${p.product_spec.area_box} m² per box`);
    expect(p.related_case_list.length).toBeGreaterThan(0);
    expect(p.related_case_list.length).toBeLessThanOrEqual(6);
    expect(p.recommended_product_list[0].brand_id).toBe(p.brand_id);
    for (const group of p.recommended_product_list) {
      expect(group.brand_product_list.length).toBeGreaterThan(0);
      expect(group.brand_product_list.length).toBeLessThanOrEqual(5);
      expect(
        group.brand_product_list.every(
          (o: { id: number; brand_id: number }) => o.id !== 7 && o.brand_id === group.brand_id,
        ),
      ).toBe(true);
    }
  });

  it('leaves out the page it came from', async () => {
    const plain = (await call('product', 'getProductDetail', { product_id: 7 })).data;
    const fromProduct = plain.recommended_product_list[0].brand_product_list[0].id;
    const fromCase = plain.related_case_list[0].id;
    const from = (
      await call('product', 'getProductDetail', { product_id: 7, from_product_id: fromProduct, from_case_id: fromCase })
    ).data;
    expect(
      from.recommended_product_list.flatMap((g: { brand_product_list: { id: number }[] }) =>
        g.brand_product_list.map((o) => o.id),
      ),
    ).not.toContain(fromProduct);
    expect(from.related_case_list.map((c: { id: number }) => c.id)).not.toContain(fromCase);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect(await call('product', 'getProductDetail', { product_id: 99999 })).toMatchObject({
      status: 404,
      msg: 'This product does not exist.',
    });
  });
});

describe('cases', () => {
  it('lists case types (the brands), subjects with their first cases, and six attribute groups', async () => {
    const types = await call('cases', 'getCaseTypeList');
    expect(types.data.list.map((t: { type_name: string }) => t.type_name)).toEqual(
      eu().region.brands.map((b) => b.brand_name),
    );
    const subjects = await call('cases', 'getCaseSubjectList');
    expect(subjects.data.list.length).toBeGreaterThanOrEqual(5);
    for (const subject of subjects.data.list) expect(subject.list.length).toBeLessThanOrEqual(4);
    const attrs = await call('cases', 'getCaseAttrList', { type_id: '' });
    expect(attrs.data.list.map((g: { attr_name: string }) => g.attr_name)).toEqual(CASE_ATTRS.map((g) => g.attr_name));
  });

  it('pages 36 cases by 30: the second page has 6', async () => {
    const total = eu().region.cases.length;
    expect((await call('cases', 'getCaseList', { page: 1 })).data.list).toHaveLength(30);
    expect((await call('cases', 'getCaseList', { page: 2 })).data.list).toHaveLength(total - 30);
  });

  it('filters by type, city, subject and every attribute asked for', async () => {
    const { region, catalogue } = eu();
    const city = region.cases[0]!.city_id;
    expect(
      ids(await call('cases', 'getCaseList', { city_id: String(city), limit: 100 })).sort((a, b) => a - b),
    ).toEqual(region.cases.filter((c) => c.city_id === city).map((c) => c.id));
    const brand2 = await call('cases', 'getCaseList', { type_id: '2', limit: 100 });
    expect(brand2.data.total).toBe(region.cases.filter((c) => c.brand_id === 2).length);
    const subject = await call('cases', 'getCaseList', { case_subject_id: 2, limit: 100 });
    expect(subject.data.total).toBe(region.cases.filter((c) => c.case_subject_id === 2).length);
    const warm = attrId(CASE_ATTRS, 'Colour tone', 'Warm');
    const renovation = attrId(CASE_ATTRS, 'Works', 'Renovation');
    const expected = region.cases
      .filter((c) => [warm, renovation].every((a) => catalogue.caseExtras.get(c.id)!.attr_ids.includes(a)))
      .map((c) => c.id);
    expect(
      ids(await call('cases', 'getCaseList', { attr_id_str: `${warm},${renovation}`, limit: 100 })).sort(
        (a, b) => a - b,
      ),
    ).toEqual(expected);
  });

  it('finds a case by the number of a product it uses, and sorts newest first', async () => {
    const { region, catalogue } = eu();
    const extra = catalogue.caseExtras.get(region.cases[4]!.id)!;
    const number = catalogue.productById.get(extra.product_ids[0]!)!.product_number;
    expect(ids(await call('cases', 'getCaseList', { search_txt: number.toLowerCase(), limit: 100 }))).toContain(
      region.cases[4]!.id,
    );
    const newest = (await call('cases', 'getCaseList', { sort: '1', limit: 100 })).data.list.map(
      (c: { create_time: string }) => c.create_time,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('answers a case with attributes, renderings with tagged products, uploader and other brands', async () => {
    const { region, catalogue } = eu();
    const details = await Promise.all(region.cases.map((c) => call('cases', 'getCaseDetail', { case_id: c.id })));
    for (const d of details) {
      expect(d.status).toBe(200);
      expect(d.data.attr_list.length).toBeGreaterThan(5);
      expect(d.data.rendering_space_list.length).toBeGreaterThanOrEqual(2);
      const tagged = d.data.rendering_space_list.flatMap(
        (sp: { rendering_list: { product_list: { id: number }[] }[] }) =>
          sp.rendering_list.flatMap((r) => r.product_list.map((p) => p.id)),
      );
      expect(d.data.product_applied_list.map((p: { id: number }) => p.id).sort()).toEqual([...new Set(tagged)].sort());
      expect(d.data.brand_list.map((b: { brand_name: string }) => b.brand_name)).not.toContain(d.data.brand_name);
      expect(d.data.brand_list_str.split(',')[0]).toBe(d.data.brand_name);
      expect(d.data.related_case_list.length).toBeLessThanOrEqual(6);
    }
    const uploaders = details.map((d) => d.data.user_info);
    expect(uploaders.some((u) => u.position === 'Brand' && u.level_name && u.last_name === '')).toBe(true);
    expect(uploaders.some((u) => u.position !== 'Brand' && u.first_name && u.last_name && u.level_name)).toBe(true);
    expect(details.some((d) => d.data.brand_list.length > 0)).toBe(true);
    expect(details.some((d) => d.data.video === 'video/room-tour.webm')).toBe(true);
    expect(catalogue.caseExtras.size).toBe(details.length);
    expect(await call('cases', 'getCaseDetail', { case_id: 999 })).toMatchObject({
      status: 404,
      msg: 'This case does not exist.',
    });
  });

  it('answers a subject with its banner and cases', async () => {
    const answer = await call('cases', 'getCaseSubjectDetail', { case_subject_id: 1, page: 1 });
    expect(answer.data.banner.id).toBe(1);
    expect(answer.data.total).toBe(eu().region.cases.filter((c) => c.case_subject_id === 1).length);
    expect((await call('cases', 'getCaseSubjectDetail', { case_subject_id: 99 })).status).toBe(404);
  });

  it("sorts a subject's cases by the same string codes", async () => {
    const cases = eu().region.cases.filter((c) => c.case_subject_id === 1);
    const byEditor = [...cases].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id).map((c) => c.id);
    expect(ids(await call('cases', 'getCaseSubjectDetail', { case_subject_id: 1, sort: '', limit: 100 }))).toEqual(
      byEditor,
    );
    const newest = (
      await call('cases', 'getCaseSubjectDetail', { case_subject_id: 1, sort: '1', limit: 100 })
    ).data.list.map((c: { create_time: string }) => c.create_time);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("takes only the spec's string sort codes: the old numbers and '3' are refused", async () => {
    for (const op of [
      ['product', 'getProductList'],
      ['cases', 'getCaseList'],
    ] as const) {
      const numeric = await call(op[0], op[1], { sort: 1 });
      expect(numeric.status).toBe(400);
      expect(numeric.data.errors).toContainEqual(expect.objectContaining({ field: 'sort', rule: 'type' }));
      const three = await call(op[0], op[1], { sort: '3' });
      expect(three.status).toBe(400);
      expect(three.data.errors).toContainEqual(expect.objectContaining({ field: 'sort', rule: 'enum' }));
    }
  });
});

describe('brand content and the files it points to', () => {
  it('has top-level types with sub-types and lists content by type, brand and search', async () => {
    const tops = await call('brand', 'getBrandContentType');
    expect(tops.data.list.map((t: { type_name: string }) => t.type_name)).toEqual([
      'Brand Story',
      'Catalogues',
      'Videos',
      'Inspiration',
    ]);
    const subs = await call('brand', 'getBrandContentType', { type_id: 3 });
    expect(subs.data.list.length).toBe(2);
    expect((await call('brand', 'getBrandContentList', {})).data.total).toBe(24);
    const videos = await call('brand', 'getBrandContentList', { type_id: 3 });
    expect(videos.data.list.every((c: { type: number }) => c.type === 3)).toBe(true);
    expect(
      (await call('brand', 'getBrandContentList', { brand_name: 'terra viva' })).data.list.every(
        (c: { brand_id: number }) => c.brand_id === 2,
      ),
    ).toBe(true);
    expect((await call('brand', 'getBrandContentList', { search_txt: 'LOOKBOOK' })).data.total).toBe(3);
  });

  it('serves every kind: image, image list, a real video and a real PDF', async () => {
    const list = (await call('brand', 'getBrandContentList', { limit: 100 })).data.list as {
      id: number;
      type: number;
    }[];
    const detailOf = async (kind: number) =>
      (await call('brand', 'getBrandContentDetail', { brand_content_id: list.find((c) => c.type === kind)!.id })).data;
    const fetchAsset = (asset: string) => fetch(`${sim.url}/cdn/${asset}`);

    const image = await detailOf(1);
    expect((await fetchAsset(image.path)).headers.get('content-type')).toContain('image/svg+xml');
    const images = await detailOf(2);
    expect(images.path).toBe('');
    expect(images.img_list.length).toBeGreaterThanOrEqual(3);
    for (const item of images.img_list) expect((await fetchAsset(item.img_path)).status).toBe(200);
    const video = await detailOf(3);
    expect(video.path).toMatch(/^video\/.+\.webm$/);
    expect((await fetchAsset(video.path)).headers.get('content-type')).toBe('video/webm');

    const pdf = await detailOf(4);
    expect(pdf.path).toMatch(/^doc\/.+\.pdf$/);
    expect((await fetchAsset(pdf.preview)).status).toBe(200);
    const response = await fetchAsset(pdf.path);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(3);
    // Every cross-reference entry points at its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((l) => / 00000 n $/.test(l));
    entries.forEach((line, i) => expect(text.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect((await fetch(`${sim.url}/cdn/doc/..%2Fsecret.pdf`)).status).toBe(404);
    expect(await call('brand', 'getBrandContentDetail', { brand_content_id: 999 })).toMatchObject({ status: 404 });
  });
});

describe('templates', () => {
  it('lists spaces and templates, by space and by search', async () => {
    const spaces = await call('template', 'getTemplateSpaceList');
    expect(spaces.data.list.length).toBe(5);
    const all = await call('template', 'getTemplateList', { sort: 1 });
    expect(all.data.total).toBe(12);
    const kitchens = await call('template', 'getTemplateList', { space_id: 2 });
    expect(kitchens.data.list.every((t: { space_name: string }) => t.space_name === 'Kitchen')).toBe(true);
    expect(
      (await call('template', 'getTemplateList', { search_txt: 'BATHROOM' })).data.list.map(
        (t: { template_name: string }) => t.template_name,
      ),
    ).toEqual(['Spa Bathroom', 'Marble Bathroom']);
  });
});
