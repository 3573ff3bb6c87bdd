import { ok } from '../envelope.js';
import type { Handlers } from '../handler.js';

const idList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

export const casesHandlers: Handlers = {
  getCaseList: (ctx, body) => {
    const { region } = ctx;
    const brandIds = idList(body.type_id);
    const attrIds = idList(body.attr_id_str);
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    if (body.click_search_buttom === 1) ctx.world.searchClicks += 1;

    const matches = region.cases.filter(
      (c) =>
        (brandIds.length === 0 || brandIds.includes(c.brand_id)) &&
        attrIds.every((a) => c.attr_ids.includes(a)) &&
        (!body.city_id || String(c.city_id) === body.city_id) &&
        (!needle || c.case_name.toLowerCase().includes(needle)),
    );
    const sort = body.sort ?? 1;
    matches.sort((a, b) => {
      if (sort === 2) return b.create_time.localeCompare(a.create_time) || a.id - b.id;
      if (sort === 3) return b.views - a.views || a.id - b.id;
      return a.sort_order - b.sort_order || a.id - b.id;
    });
    const page = body.page ?? 1;
    const limit = body.limit ?? 30;
    const list = matches.slice((page - 1) * limit, page * limit).map((c) => ({
      id: c.id,
      case_name: c.case_name,
      preview: c.preview,
      city_name: c.city_name,
      country_name: c.country_name,
      star: c.star,
      brand_name: c.brand_name,
      brand_logo: c.brand_logo,
      is_fav: 2 as const,
      create_time: c.create_time,
    }));
    return ok({ list, total: matches.length });
  },
};
