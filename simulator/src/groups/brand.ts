import { catalogueOf, paginate } from '../state/catalogue.js';
import { fail, ok } from '../http/envelope.js';
import type { GroupHandlers } from '../http/handler.js';
import type { BrandContentSeed } from '../seed/showcase.js';
import type { Region } from '../state/world.js';

const brandOf = (region: Region, id: number) => region.brands.find((b) => b.id === id)!;

const summary = (region: Region, c: BrandContentSeed) => ({
  id: c.id,
  title: c.title,
  preview: c.preview,
  type: c.type,
  type_id: c.type_id,
  brand_id: c.brand_id,
  brand_name: brandOf(region, c.brand_id).brand_name,
  create_time: c.create_time,
});

export const brandHandlers: GroupHandlers<'brand'> = {
  getBrandContentType: ({ region, world }, body) => {
    const pid = body.type_id ?? 0;
    return ok({
      list: catalogueOf(world, region)
        .brandContentTypes.filter((t) => t.pid === pid)
        .map((t) => ({ ...t })),
    });
  },

  getBrandContentList: ({ region, world }, body) => {
    const catalogue = catalogueOf(world, region);
    const typeId = body.type_id ?? 0;
    const typeIds = new Set([typeId, ...catalogue.brandContentTypes.filter((t) => t.pid === typeId).map((t) => t.id)]);
    const brandName = body.brand_name?.trim().toLowerCase() ?? '';
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    const matches = catalogue.brandContent
      .filter(
        (c) =>
          (typeId === 0 || typeIds.has(c.type_id)) &&
          (body.brand_id === undefined || c.brand_id === body.brand_id) &&
          (!brandName || brandOf(region, c.brand_id).brand_name.toLowerCase() === brandName) &&
          (!needle || c.title.toLowerCase().includes(needle)),
      )
      .sort((a, b) => b.create_time.localeCompare(a.create_time) || a.id - b.id);
    return ok({ list: paginate(matches, body.page, body.limit).map((c) => summary(region, c)), total: matches.length });
  },

  getBrandContentDetail: ({ region, world }, body) => {
    const c = catalogueOf(world, region).brandContent.find((x) => x.id === body.brand_content_id);
    if (!c) return fail(404, 'This content does not exist.');
    return ok({
      ...summary(region, c),
      path: c.path,
      img_list: c.img_list.map((img_path) => ({ img_path })),
      content: c.content,
      logo: brandOf(region, c.brand_id).logo,
    });
  },
};
