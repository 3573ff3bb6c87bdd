import { rules, type components } from '@storefront/sdk';
import {
  attrData,
  attrGroupsUsed,
  caseAttrs,
  caseSummary,
  catalogueOf,
  extraViews,
  favIds,
  paginate,
  productSummary,
  recordSearch,
  recordView,
  shareCount,
  sortItems,
  type Catalogue,
} from '../state/catalogue.js';
import { fail, ok } from '../http/envelope.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { CASE_SUBJECT_TEXT } from '../seed/showcase.js';
import type { CaseRecord, Region } from '../state/world.js';
import { favouriteList, toggleFavourites } from './favourites.js';

type S = components['schemas'];

export const CASE_NOT_FOUND = 'This case does not exist.';

/** Every attribute value id of a case: the seeded ones and the groups the catalogue adds. */
const caseAttrIds = (catalogue: Catalogue, c: CaseRecord) => catalogue.caseExtras.get(c.id)?.attr_ids ?? c.attr_ids;

function caseSearchText(catalogue: Catalogue, c: CaseRecord): string {
  const products = (catalogue.caseExtras.get(c.id)?.product_ids ?? []).map((id) => catalogue.productById.get(id));
  return [c.case_name, c.city_name, ...products.flatMap((p) => (p ? [p.product_number, p.product_name] : []))]
    .join('\n')
    .toLowerCase();
}

function subjectOf(ctx: Ctx, subject: Region['caseSubjects'][number]): S['CaseSubject'] {
  const favs = favIds(ctx, 'case');
  const cases = ctx.region.cases
    .filter((c) => c.case_subject_id === subject.id)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  return {
    ...subject,
    content: CASE_SUBJECT_TEXT[(subject.id - 1) % CASE_SUBJECT_TEXT.length]!,
    list: cases.slice(0, 4).map((c) => caseSummary(c, favs)),
  };
}

function caseDetail(ctx: Ctx, c: CaseRecord): S['CaseDetail'] {
  const { region, world } = ctx;
  const catalogue = catalogueOf(world, region);
  const extra = catalogue.caseExtras.get(c.id)!;
  const productFavs = favIds(ctx, 'product');
  const caseFavs = favIds(ctx, 'case');
  const product = (id: number) => productSummary(region, catalogue.productById.get(id)!, productFavs);
  const brandIds = [
    c.brand_id,
    ...new Set(extra.product_ids.map((id) => catalogue.productById.get(id)!.brand_id).filter((b) => b !== c.brand_id)),
  ];
  const brands = brandIds.map((id) => region.brands.find((b) => b.id === id)!);
  const related = region.cases
    .filter((o) => o.id !== c.id && (o.case_subject_id === c.case_subject_id || o.brand_id === c.brand_id))
    .sort(
      (a, b) =>
        Number(b.case_subject_id === c.case_subject_id) - Number(a.case_subject_id === c.case_subject_id) ||
        a.sort_order - b.sort_order ||
        a.id - b.id,
    )
    .slice(0, 6);
  return {
    ...caseSummary(c, caseFavs),
    content: extra.content,
    video: extra.video,
    brand_id: c.brand_id,
    brand_list_str: brands.map((b) => b.brand_name).join(','),
    case_subject_id: c.case_subject_id,
    attr_list: attrData(caseAttrs(), extra.attr_ids),
    rendering_space_list: extra.spaces.map((s) => ({
      space_name: s.space_name,
      rendering_list: s.renderings.map((r) => ({
        img_path: r.img_path,
        remark: r.remark,
        product_list: r.product_ids.map(product),
      })),
    })),
    product_applied_list: extra.product_ids.map(product),
    related_case_list: related.map((o) => caseSummary(o, caseFavs)),
    brand_list: brands.slice(1).map((b) => ({ id: b.id, brand_name: b.brand_name, brand_logo: b.logo })),
    user_info: { ...extra.uploader },
    share_count: shareCount(ctx, 'case', c.id),
  };
}

export const casesHandlers: GroupHandlers<'cases'> = {
  getCaseSubjectList: (ctx) => ok({ list: ctx.region.caseSubjects.map((s) => subjectOf(ctx, s)) }),

  getCaseTypeList: ({ region }) =>
    ok({ list: region.brands.map((b) => ({ id: b.id, type_name: b.brand_name, logo: b.logo })) }),

  getCaseList: (ctx, body) => {
    const { region, world } = ctx;
    const catalogue = catalogueOf(world, region);
    const brandIds = rules.parseIdList(body.type_id);
    const attrIds = rules.parseIdList(body.attr_id_str);
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    if (body.click_search_buttom === 1) recordSearch(ctx, 'getCaseList', body.search_txt);

    const matches = region.cases.filter(
      (c) =>
        (brandIds.length === 0 || brandIds.includes(c.brand_id)) &&
        attrIds.every((a) => caseAttrIds(catalogue, c).includes(a)) &&
        (!body.city_id || c.city_id === body.city_id) &&
        (body.case_subject_id === undefined || c.case_subject_id === body.case_subject_id) &&
        (!needle || caseSearchText(catalogue, c).includes(needle)),
    );
    sortItems(matches, body.sort, (c) => c.views + extraViews(ctx, 2, c.id));
    const favs = favIds(ctx, 'case');
    return ok({
      list: paginate(matches, body.page, body.limit).map((c) => caseSummary(c, favs)),
      total: matches.length,
    });
  },

  getCaseAttrList: ({ region, world }, body) => {
    const catalogue = catalogueOf(world, region);
    const brandIds = rules.parseIdList(body.type_id);
    const used = new Set(
      region.cases
        .filter((c) => brandIds.length === 0 || brandIds.includes(c.brand_id))
        .flatMap((c) => caseAttrIds(catalogue, c)),
    );
    return ok({ list: attrGroupsUsed(caseAttrs(), used) });
  },

  getCaseDetail: (ctx, body) => {
    const found = ctx.region.cases.find((c) => c.id === body.case_id);
    if (!found) return fail(404, CASE_NOT_FOUND);
    recordView(ctx, 2, found.id, body.record_view);
    return ok(caseDetail(ctx, found));
  },

  caseFav: (ctx, body) =>
    toggleFavourites(ctx, 'case', body.case_id, (id) => ctx.region.cases.some((c) => c.id === id), CASE_NOT_FOUND),

  getCaseFavList: (ctx, body) => {
    const brandIds = rules.parseIdList(body.brand_id);
    return favouriteList(ctx, 'case', body, (id) => {
      const c = ctx.region.cases.find((x) => x.id === id);
      return c && (brandIds.length === 0 || brandIds.includes(c.brand_id)) ? caseSummary(c, new Set([id])) : undefined;
    });
  },

  getCaseSubjectDetail: (ctx, body) => {
    const subject = ctx.region.caseSubjects.find((s) => s.id === body.case_subject_id);
    if (!subject) return fail(404, 'This case subject does not exist.');
    const cases = ctx.region.cases.filter((c) => c.case_subject_id === subject.id);
    sortItems(cases, body.sort, (c) => c.views + extraViews(ctx, 2, c.id));
    const favs = favIds(ctx, 'case');
    return ok({
      banner: subjectOf(ctx, subject),
      list: paginate(cases, body.page, body.limit).map((c) => caseSummary(c, favs)),
      total: cases.length,
    });
  },
};
