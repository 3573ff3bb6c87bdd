import { rules, type components } from '@storefront/sdk';
import {
  attrData,
  attrGroupsUsed,
  caseSummary,
  catalogueOf,
  productOfTypes,
  extraViews,
  favIds,
  paginate,
  productAttrs,
  productSummary,
  recordSearch,
  recordView,
  shareCount,
  sortItems,
  typeNames,
} from '../state/catalogue.js';
import { fail, ok } from '../http/envelope.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { img } from '../seed/pictures.js';
import type { ProductRecord } from '../seed/products.js';
import { favouriteList, toggleFavourites } from './favourites.js';

type S = components['schemas'];

export const PRODUCT_NOT_FOUND = 'This product does not exist.';

const cdnUrl = (asset: string) => `/cdn/${asset}`;
const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** The renderings HTML of a product: headings, paragraphs and pictures; never scripts. */
function renderingsHtml(p: ProductRecord, brandName: string): string {
  const name = escapeHtml(p.product_name);
  const [first, second] = p.product_content.split('\n\n').map(escapeHtml);
  return [
    `<h3>${name} in the room</h3>`,
    `<p>${first ?? ''}</p>`,
    `<p><img src="${cdnUrl(img('room', `${p.effects[0]}-render`))}" alt="${name} laid in a room" width="750" height="420"></p>`,
    `<h3>Details</h3>`,
    `<p>${second ?? ''}</p>`,
    `<ul><li>Size: ${escapeHtml(p.spec.spec_name)}</li><li>${p.spec.pcs_box} pieces, ${p.spec.area_box} m² a box</li><li>By ${escapeHtml(brandName)}</li></ul>`,
    `<p><img src="${cdnUrl(p.images[1] ?? p.preview)}" alt="${name} close up" width="300" height="300"></p>`,
  ].join('\n');
}

function productDetail(ctx: Ctx, p: ProductRecord, fromCase?: number, fromProduct?: number): S['ProductDetail'] {
  const { region, world } = ctx;
  const catalogue = catalogueOf(world, region);
  const favs = favIds(ctx, 'product');
  const caseFavs = favIds(ctx, 'case');
  const summary = productSummary(region, p, favs);
  const using = region.cases.filter((c) => catalogue.caseExtras.get(c.id)?.product_ids.includes(p.id));
  const sameBrand = region.cases
    .filter((c) => c.brand_id === p.brand_id && !using.includes(c))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const related = [...using, ...sameBrand].filter((c) => c.id !== fromCase).slice(0, 6);

  const brandsInOrder = [
    region.brands.find((b) => b.id === p.brand_id)!,
    ...region.brands.filter((b) => b.id !== p.brand_id),
  ];
  const byEditor = (a: ProductRecord, b: ProductRecord) => a.sort_order - b.sort_order || a.id - b.id;
  const leafName = typeNames(region, p).type_name;
  const topName = region.productTypes.find((t) => t.id === p.top_type_id)?.type_name;
  const recommended = brandsInOrder
    .map((brand) => {
      const candidates = catalogue.products.filter(
        (o) => o.brand_id === brand.id && o.id !== p.id && o.id !== fromProduct,
      );
      const sameLook = candidates.filter((o) => typeNames(region, o).type_name === leafName).sort(byEditor);
      const sameTop = candidates
        .filter(
          (o) =>
            region.productTypes.find((t) => t.id === o.top_type_id)?.type_name === topName && !sameLook.includes(o),
        )
        .sort(byEditor);
      return {
        brand_id: brand.id,
        brand_name: brand.brand_name,
        brand_product_list: [...sameLook, ...sameTop]
          .slice(0, rules.RECOMMENDED_PER_BRAND)
          .map((o) => productSummary(region, o, favs)),
      };
    })
    .filter((g) => g.brand_product_list.length > 0);

  return {
    ...summary,
    product_content: p.product_content,
    img_list: p.images.map((img_path) => ({ img_path })),
    video: p.video,
    box: `${p.spec.pcs_box} pcs / ${p.spec.area_box} m² per box`,
    attr_list: attrData(productAttrs(), p.attr_ids),
    param_list: p.params.map((x) => ({ ...x })),
    renderings: renderingsHtml(p, summary.brand_name),
    space_effect_list: p.effects.map((key) => ({ img_path: img('room', key), preview: img('room', `${key}-thumb`) })),
    related_case_list: related.map((c) => caseSummary(c, caseFavs)),
    share_count: shareCount(ctx, 'product', p.id),
    recommended_product_list: recommended,
  };
}

export const productHandlers: GroupHandlers<'product'> = {
  getProductTypeList: ({ region }, body) => {
    const brandName = (id: number) => region.brands.find((b) => b.id === id)?.brand_name ?? '';
    const node = (t: (typeof region.productTypes)[number], withChildren: boolean): S['ProductType'] => ({
      id: t.id,
      type_name: t.type_name,
      img_path_phone: t.img_path_phone,
      brand_id: t.brand_id,
      brand_name: brandName(t.brand_id),
      children: withChildren ? region.productTypes.filter((c) => c.pid === t.id).map((c) => node(c, false)) : [],
    });
    const pid = body.pid ?? 0;
    const list = region.productTypes
      .filter((t) => t.pid === pid && (pid !== 0 || body.brand_id === undefined || t.brand_id === body.brand_id))
      .map((t) => node(t, pid === 0));
    return ok({ list });
  },

  getProductList: (ctx, body) => {
    const { region, world } = ctx;
    const catalogue = catalogueOf(world, region);
    const ofType = productOfTypes(region, body.type_id);
    const brandIds = rules.parseIdList(body.brand_id);
    const attrIds = rules.parseIdList(body.attr_id_str);
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    if (body.click_search_buttom === 1) recordSearch(ctx, 'getProductList', body.search_txt);
    const matches = catalogue.products.filter(
      (p) =>
        ofType(p) &&
        (brandIds.length === 0 || brandIds.includes(p.brand_id)) &&
        attrIds.every((a) => p.attr_ids.includes(a)) &&
        (!needle || p.product_name.toLowerCase().includes(needle) || p.product_number.toLowerCase().includes(needle)),
    );
    sortItems(matches, body.sort, (p) => p.views + extraViews(ctx, 1, p.id));
    const favs = favIds(ctx, 'product');
    return ok({
      list: paginate(matches, body.page, body.limit).map((p) => productSummary(region, p, favs)),
      total: matches.length,
    });
  },

  getProductAttrList: ({ region, world }, body) => {
    const used = new Set(
      catalogueOf(world, region)
        .products.filter(productOfTypes(region, body.type_id))
        .flatMap((p) => p.attr_ids),
    );
    return ok({ list: attrGroupsUsed(productAttrs(), used) });
  },

  getProductDetail: (ctx, body) => {
    const product = catalogueOf(ctx.world, ctx.region).productById.get(body.product_id);
    if (!product) return fail(404, PRODUCT_NOT_FOUND);
    recordView(ctx, 1, product.id, body.record_view);
    return ok(productDetail(ctx, product, body.from_case_id, body.from_product_id));
  },

  productFav: (ctx, body) => {
    const catalogue = catalogueOf(ctx.world, ctx.region);
    return toggleFavourites(ctx, 'product', body.product_id, (id) => catalogue.productById.has(id), PRODUCT_NOT_FOUND);
  },

  getProductFavList: (ctx, body) => {
    const { region, world } = ctx;
    const catalogue = catalogueOf(world, region);
    const brandIds = rules.parseIdList(body.brand_id);
    const ofType = productOfTypes(region, body.type_id);
    return favouriteList(ctx, 'product', body, (id) => {
      const p = catalogue.productById.get(id);
      return p && (brandIds.length === 0 || brandIds.includes(p.brand_id)) && ofType(p)
        ? productSummary(region, p, new Set([id]))
        : undefined;
    });
  },
};
