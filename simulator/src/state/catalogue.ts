import { rules, type components } from '@storefront/sdk';
import type { Ctx } from '../http/handler.js';
import { DATACENTERS } from '../seed/datacenters.js';
import {
  attrValueId,
  catalogueFaker,
  generateProducts,
  PRODUCT_ATTRS,
  type AttrGroupSeed,
  type ProductRecord,
} from '../seed/products.js';
import {
  brandContentTypes,
  CASE_ATTRS,
  generateBrandContent,
  generateCaseExtras,
  generateTemplates,
  TEMPLATE_SPACES,
  type BrandContentSeed,
  type BrandContentTypeSeed,
  type CaseExtra,
  type TemplateSeed,
} from '../seed/showcase.js';
import type { CaseRecord, CatalogueState, Region, World } from './world.js';

type S = components['schemas'];

/**
 * The static catalogue of one data centre, derived from the seed and the region's home data. It never changes
 * at run time, so it is kept out of the saved state and built once per (seed, data centre).
 */
export interface Catalogue {
  products: ProductRecord[];
  productById: Map<number, ProductRecord>;
  caseExtras: Map<number, CaseExtra>;
  brandContentTypes: BrandContentTypeSeed[];
  brandContent: BrandContentSeed[];
  templates: TemplateSeed[];
}

const FOR_FLOORS = attrValueId(PRODUCT_ATTRS, 'Application', 'Floor');
const FOR_WALLS = attrValueId(PRODUCT_ATTRS, 'Application', 'Wall');
/** Whether a product is made for a floor (side type 1) or a wall (2), by its Application attribute. */
export const suitsSide = (product: ProductRecord, type: 1 | 2) =>
  product.attr_ids.includes(type === 1 ? FOR_FLOORS : FOR_WALLS);

const cache = new Map<string, Catalogue>();
/** Catalogues kept at once; seeds asked by /control/reset beyond that are built again when used. */
const CACHE_LIMIT = 32;

export function catalogueOf(world: World, region: Region): Catalogue {
  const tag = region.datacenter.datacenter_uuid;
  const key = `${world.seed}:${tag}`;
  let catalogue = cache.get(key);
  if (!catalogue) {
    const index = Math.max(
      0,
      DATACENTERS.findIndex((d) => d.uuid === tag),
    );
    const f = catalogueFaker(world.seed, index);
    const products = generateProducts(f, region, tag);
    catalogue = {
      products,
      productById: new Map(products.map((p) => [p.id, p])),
      caseExtras: new Map(generateCaseExtras(f, region, products, tag).map((c) => [c.case_id, c])),
      brandContentTypes: brandContentTypes(tag),
      brandContent: generateBrandContent(f, region, tag),
      templates: generateTemplates(f, tag, products, suitsSide),
    };
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, catalogue);
  }
  return catalogue;
}

export const productAttrs = (): AttrGroupSeed[] => PRODUCT_ATTRS;
export const caseAttrs = (): AttrGroupSeed[] => CASE_ATTRS;
export const templateSpaces = () => TEMPLATE_SPACES;

export function emptyCatalogueState(): CatalogueState {
  return { favourites: [], views: [], viewCounts: {}, shares: {}, searchLog: [] };
}

/** The namespace's catalogue state (created for state saved before it existed). */
export function stateOf(world: World): CatalogueState {
  world.catalogue ??= emptyCatalogueState();
  return world.catalogue;
}

export type FavKind = 'product' | 'case' | 'template';

/** The signed-in user of a call, or null for a guest. */
export function currentUserId(ctx: Ctx): string | null {
  return ctx.session?.kind === 'user' ? ctx.session.client_user_id : null;
}

/** Who a recently-viewed entry belongs to: the user, or for a guest the guest token itself. */
export function viewerKey(ctx: Ctx): string | null {
  const session = ctx.session;
  if (!session) return null;
  if (session.kind === 'user') return `u:${session.client_user_id}`;
  return ctx.token ? `g:${ctx.token}` : null;
}

export function datacenterOf(ctx: Ctx): string {
  return ctx.region.datacenter.datacenter_uuid;
}

/** The ids the current user collected of one kind in this data centre (empty for guests). */
export function favIds(ctx: Ctx, kind: FavKind): Set<number> {
  const user = currentUserId(ctx);
  if (!user) return new Set();
  const dc = datacenterOf(ctx);
  return new Set(
    stateOf(ctx.world)
      .favourites.filter((f) => f.client_user_id === user && f.datacenter_uuid === dc && f.kind === kind)
      .map((f) => f.id),
  );
}

export const favFlag = (set: Set<number>, id: number): 1 | 2 => (set.has(id) ? 1 : 2);

/** Views recorded at run time on top of the seeded ones (trending sort). */
export function extraViews(ctx: Ctx, type: 1 | 2 | 3, id: number): number {
  return stateOf(ctx.world).viewCounts[`${datacenterOf(ctx)}:${type}:${id}`] ?? 0;
}

export function shareCount(ctx: Ctx, kind: string, id: number): number {
  return stateOf(ctx.world).shares[`${datacenterOf(ctx)}|${kind}|${id}`] ?? 0;
}

/**
 * Records an online view of an item for the caller and counts it for trending, when the detail call is the
 * customer opening its page: a look-up for another screen (record_view 2) is no view.
 */
export function recordView(ctx: Ctx, type: 1 | 2 | 3, contentId: number, recordViewFlag?: number): void {
  if (recordViewFlag === rules.RECORD_VIEW.lookup) return;
  const state = stateOf(ctx.world);
  const dc = datacenterOf(ctx);
  const countKey = `${dc}:${type}:${contentId}`;
  state.viewCounts[countKey] = (state.viewCounts[countKey] ?? 0) + 1;
  const viewer = viewerKey(ctx);
  if (!viewer) return;
  const now = ctx.clock.now();
  const entry = state.views.find(
    (v) =>
      v.viewer === viewer &&
      v.datacenter_uuid === dc &&
      v.type === type &&
      v.content_id === contentId &&
      v.browsing_type === 1,
  );
  if (entry) {
    entry.time += 1;
    entry.last_time = now;
  } else {
    state.views.push({
      viewer,
      datacenter_uuid: dc,
      type,
      content_id: contentId,
      time: 1,
      last_time: now,
      browsing_type: 1,
    });
  }
}

export function recordSearch(
  ctx: Ctx,
  operationId: 'getProductList' | 'getCaseList',
  searchTxt: string | undefined,
): void {
  ctx.world.searchClicks += 1;
  const log = stateOf(ctx.world).searchLog;
  log.push({ at: ctx.clock.now(), datacenter_uuid: datacenterOf(ctx), operationId, search_txt: searchTxt ?? '' });
  if (log.length > 100) log.splice(0, log.length - 100);
}

export function typeNames(region: Region, product: ProductRecord) {
  const leaf = region.productTypes.find((t) => t.id === product.type_id);
  const top = region.productTypes.find((t) => t.id === product.top_type_id);
  return { type_name: leaf?.type_name ?? '', type_txt: [top?.type_name, leaf?.type_name].filter(Boolean).join(' / ') };
}

export function productSummary(region: Region, p: ProductRecord, favs: Set<number>): S['ProductSummary'] {
  const brand = region.brands.find((b) => b.id === p.brand_id)!;
  return {
    id: p.id,
    product_name: p.product_name,
    product_number: p.product_number,
    preview: p.preview,
    type_id: p.type_id,
    ...typeNames(region, p),
    brand_id: p.brand_id,
    brand_name: brand.brand_name,
    logo: brand.logo,
    tag_icon: p.tag_icon,
    size: p.spec.spec_name,
    product_spec_name: p.spec.spec_name,
    product_spec: { ...p.spec },
    is_fav: favFlag(favs, p.id),
    create_time: p.create_time,
  };
}

export function caseSummary(c: CaseRecord, favs: Set<number>): S['CaseSummary'] {
  return {
    id: c.id,
    case_name: c.case_name,
    preview: c.preview,
    city_name: c.city_name,
    country_name: c.country_name,
    star: c.star,
    brand_name: c.brand_name,
    brand_logo: c.brand_logo,
    is_fav: favFlag(favs, c.id),
    create_time: c.create_time,
  };
}

export function templateItem(t: TemplateSeed, favs: Set<number>): S['Template'] {
  return {
    id: t.id,
    uuid: t.uuid,
    template_name: t.template_name,
    preview: t.preview,
    space_id: t.space_id,
    space_name: TEMPLATE_SPACES.find((s) => s.id === t.space_id)?.space_name ?? '',
    create_time: t.create_time,
    is_fav: favFlag(favs, t.id),
  };
}

/** Attribute groups with the values of `ids`, in group order (the attr_list of a product or case). */
export function attrData(groups: AttrGroupSeed[], ids: number[]): S['AttrData'][] {
  return groups
    .map((g) => ({
      id: g.id,
      attr_name: g.attr_name,
      sattr_data: g.values.filter((v) => ids.includes(v.id)).map((v) => ({ id: v.id, attr_name: v.attr_name })),
    }))
    .filter((g) => g.sattr_data.length > 0);
}

/** Attribute groups keeping only the values some item has. */
export function attrGroupsUsed(groups: AttrGroupSeed[], used: Set<number>): S['AttrGroup'][] {
  return groups
    .map((g) => ({
      id: g.id,
      attr_name: g.attr_name,
      is_filter_show_img: g.is_filter_show_img,
      img_path: g.img_path,
      sattr_list: g.values.filter((v) => used.has(v.id)).map((v) => ({ ...v })),
    }))
    .filter((g) => g.sattr_list.length > 0);
}

/** Product type ids a type_id filter covers: the listed types and the children of first-level ones. */
export function expandTypeIds(region: Region, ids: number[]): Set<number> {
  const out = new Set(ids);
  for (const t of region.productTypes) if (ids.includes(t.pid)) out.add(t.id);
  return out;
}

/** The type_id filter of the product lists as a test: every product when the list is empty. */
export function productOfTypes(region: Region, idText: string | undefined): (p: ProductRecord) => boolean {
  const ids = rules.parseIdList(idText);
  if (ids.length === 0) return () => true;
  const types = expandTypeIds(region, ids);
  return (p) => types.has(p.type_id) || types.has(p.top_type_id);
}

export function paginate<T>(items: T[], page = 1, limit = 30): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

/**
 * Sorts catalogue items by the contract's string codes (rules.CATALOGUE_SORT): '' (or absent) the editor's order,
 * '1' newest first, '2' trending (most viewed first); ties by id.
 */
export function sortItems<T extends { id: number; sort_order: number; create_time: string }>(
  items: T[],
  sort: rules.CatalogueSort | undefined,
  views: (item: T) => number,
): T[] {
  return items.sort((a, b) => {
    if (sort === rules.CATALOGUE_SORT.newest) return b.create_time.localeCompare(a.create_time) || a.id - b.id;
    if (sort === rules.CATALOGUE_SORT.trending) return views(b) - views(a) || a.id - b.id;
    return a.sort_order - b.sort_order || a.id - b.id;
  });
}
