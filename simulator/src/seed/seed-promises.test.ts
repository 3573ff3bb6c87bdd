import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, type Catalogue } from '../state/catalogue.js';
import { DATACENTERS } from './datacenters.js';
import { PRODUCT_ATTRS, type AttrGroupSeed, type ProductRecord } from './products.js';
import { CASE_ATTRS } from './showcase.js';
import { DEFAULT_SEED } from '../http/server.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';
import type { CaseRecord, Region, World } from '../state/records.js';

/**
 * Seeded hot words, banners and ads lead to what their words promise. What each word means is declared here by
 * name (a look, attribute values); the test follows each link the way the app does and checks every item it
 * selects against that meaning, in every region of several seeds.
 */

const SEEDS = [7, DEFAULT_SEED, 1, 4242];

/** A product or case as its words are judged: its look (product type) and 'Group: Value' attribute names. */
interface Described {
  name: string;
  look: string;
  attrs: string[];
  size: { width: number; height: number } | null;
}

const attrNames = (groups: AttrGroupSeed[], ids: number[]) =>
  groups.flatMap((g) => g.values.filter((v) => ids.includes(v.id)).map((v) => `${g.attr_name}: ${v.attr_name}`));

function describeProduct(region: Region, p: ProductRecord): Described {
  const look = region.productTypes.find((t) => t.id === p.type_id)?.type_name ?? '';
  return { name: p.product_name, look, attrs: attrNames(PRODUCT_ATTRS, p.attr_ids), size: p.spec };
}

function describeCase(catalogue: Catalogue, c: CaseRecord): Described {
  return {
    name: c.case_name,
    look: '',
    attrs: attrNames(CASE_ATTRS, catalogue.caseExtras.get(c.id)?.attr_ids ?? c.attr_ids),
    size: null,
  };
}

/** A plank is long and narrow: one side at least twice the other. */
const isPlank = (size: Described['size']) =>
  size !== null && Math.max(size.width, size.height) >= 2 * Math.min(size.width, size.height);

/** What each hot word promises, for the kind of list it is shown on. A word missing here fails the test. */
const MEANINGS: Record<string, { product?: (d: Described) => boolean; cases?: (d: Described) => boolean }> = {
  'Calacatta marble': { product: (d) => d.look === 'Marble Look' },
  'Wood look planks': { product: (d) => d.look === 'Wood Look' && isPlank(d.size) },
  Terrazzo: { product: (d) => d.look === 'Terrazzo' },
  'Outdoor 20mm': { product: (d) => d.attrs.includes('Application: Outdoor') && d.attrs.includes('Thickness: 20 mm') },
  'Hotel projects': { cases: (d) => d.attrs.includes('Project: Hospitality') },
  'Industrial style': { cases: (d) => d.attrs.includes('Style: Industrial') },
};

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

/** Every id a list call answers, page by page, with the link's ids as the app sends them (search text empty). */
async function allIds(sim: Sim, headers: Record<string, string>, op: string, filter: object): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer: Answer = await sim.post(op, { page, limit: 100, search_txt: '', ...filter }, headers);
    expect(answer.status, `${op} ${JSON.stringify(filter)}: ${answer.msg}`).toBe(200);
    const list = answer.data.list as { id: number }[];
    ids.push(...list.map((x) => x.id));
    if (list.length < 100) return ids;
  }
}

/** The filter a link applies to a list (link type 1 attribute ids, 2 type ids), null for no link. */
function linkFilter(linkType: number, attrText: string, typeText: string) {
  if (linkType === 1) return { attr_id_str: attrText };
  if (linkType === 2) return { type_id: typeText };
  return null;
}

for (const seed of SEEDS) {
  describe(`hot words of seed ${seed}`, () => {
    let sim: Sim;
    beforeAll(async () => {
      sim = await startTestSimulator({ seed });
    });
    afterAll(() => sim.close());

    it('in every region, each link selects at least one item and every item it selects matches the word', async () => {
      for (const dc of DATACENTERS) {
        const s = await namespaceSession(sim, `promises-${dc.uuid}`, dc.uuid);
        const world = s.world();
        const region = world.regions[dc.uuid]!;
        const catalogue = catalogueOf(world, region);
        expect(region.hotwords.length).toBeGreaterThan(0);
        for (const word of region.hotwords) {
          const meaning = MEANINGS[word.hotword];
          expect(meaning, `a meaning declared for '${word.hotword}'`).toBeDefined();
          const kinds =
            word.type === 1
              ? (['cases'] as const)
              : word.type === 2
                ? (['product'] as const)
                : (['product', 'cases'] as const);
          for (const kind of kinds) {
            const judge = meaning![kind];
            expect(judge, `'${word.hotword}' says what it means for ${kind}`).toBeDefined();
            const filter =
              kind === 'product'
                ? linkFilter(word.product_link_type, word.product_attr_id_str, word.product_type_id_str)
                : linkFilter(word.case_link_type, word.case_attr_id_str, word.case_type_id_str);
            expect(filter, `'${word.hotword}' in ${dc.uuid} links its ${kind}`).not.toBeNull();
            const op = kind === 'product' ? '/api/v1/product/getProductList' : '/api/v1/cases/getCaseList';
            const ids = await allIds(sim, s.asGuest, op, filter!);
            expect(ids.length, `'${word.hotword}' in ${dc.uuid} selects ${kind}`).toBeGreaterThan(0);
            for (const id of ids) {
              const item =
                kind === 'product'
                  ? describeProduct(region, catalogue.productById.get(id)!)
                  : describeCase(
                      catalogue,
                      region.cases.find((c) => c.id === id)!,
                    );
              expect(judge!(item), `'${word.hotword}' in ${dc.uuid} selected ${JSON.stringify(item)}`).toBe(true);
            }
          }
        }
      }
    });
  });
}

/** What a banner or ad leads to, by its type code, and the names that target goes by. */
function targetOf(
  world: World,
  region: Region,
  type: number,
  content: string,
): { names: string[]; brand: string | null } | null {
  const catalogue = catalogueOf(world, region);
  const id = Number(content);
  const brandName = (brandId: number) => region.brands.find((b) => b.id === brandId)?.brand_name ?? null;
  switch (type) {
    case 1: {
      // An external page: the words of its last path segment.
      const words = new URL(content).pathname.split('/').filter(Boolean).pop()?.split('-') ?? [];
      return words.length ? { names: [words.join(' ')], brand: null } : null;
    }
    case 2:
      return brandName(id) ? { names: [brandName(id)!], brand: brandName(id) } : null;
    case 3: {
      const p = catalogue.productById.get(id);
      return p ? { names: [p.product_name], brand: brandName(p.brand_id) } : null;
    }
    case 4: {
      const c = region.cases.find((x) => x.id === id);
      return c ? { names: [c.case_name], brand: c.brand_name } : null;
    }
    case 5: {
      const subject = region.caseSubjects.find((x) => x.id === id);
      return subject ? { names: [subject.case_subject_name], brand: null } : null;
    }
    case 6: {
      const template = catalogue.templates.find((t) => t.uuid === content);
      return template ? { names: [template.template_name], brand: null } : null;
    }
    default:
      return null;
  }
}

/** A title keeps its promise when it names its target, and any brand it names is the target's own. */
function checkPromise(region: Region, title: string, target: ReturnType<typeof targetOf>, where: string) {
  expect(target, `${where} '${title}' leads somewhere that exists`).not.toBeNull();
  const lower = title.toLowerCase();
  expect(
    target!.names.some((n) => lower.includes(n.toLowerCase())),
    `${where} '${title}' names ${JSON.stringify(target!.names)}`,
  ).toBe(true);
  for (const brand of region.brands.map((b) => b.brand_name).filter((b) => lower.includes(b.toLowerCase()))) {
    expect(target!.brand, `${where} '${title}' names ${brand}`).toBe(brand);
  }
}

describe('banners and ads', () => {
  it('of every region of every seed lead to the brand, product, case, subject, display or page their titles name', async () => {
    const { createWorld } = await import('../state/world.js');
    for (const seed of SEEDS) {
      const world = createWorld(seed);
      for (const region of Object.values(world.regions)) {
        const where = `seed ${seed} ${region.datacenter.datacenter_uuid}`;
        expect(region.banners.length).toBeGreaterThan(0);
        expect(region.ads.length).toBeGreaterThan(0);
        for (const b of region.banners)
          checkPromise(region, b.title, targetOf(world, region, b.type, b.content), `${where} banner`);
        for (const a of region.ads)
          checkPromise(region, a.title, targetOf(world, region, a.content_type, a.content), `${where} ad`);
      }
    }
  });
});
