import { rules } from '@storefront/sdk';
import { catalogueOf, datacenterOf, favIds, paginate, productOfTypes, stateOf, viewerKey } from '../state/catalogue.js';
import { ok } from '../http/envelope.js';
import { distanceMetres } from '../state/geo.js';
import type { GroupHandlers } from '../http/handler.js';
import { appointmentHandlers } from './appointments.js';

export const storeHandlers: GroupHandlers<'store'> = {
  ...appointmentHandlers,

  getAppointmentStoreList: ({ region }, body) => {
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    const list = region.stores
      .filter((s) => !needle || `${s.store_name} ${s.adds}`.toLowerCase().includes(needle))
      .map((s) => ({ ...s, distance: distanceMetres(body.latitude, body.longitude, s.latitude, s.longitude) }))
      .sort((a, b) => a.distance - b.distance);
    return ok({ list });
  },

  getRecentlyViewedList: (ctx, body) => {
    const { region, world } = ctx;
    const viewer = viewerKey(ctx);
    const dc = datacenterOf(ctx);
    const catalogue = catalogueOf(world, region);
    const { included } = rules.INCLUDE;
    const wanted = new Set<number>([
      ...((body.is_product ?? included) === included ? [1] : []),
      ...((body.is_case ?? included) === included ? [2] : []),
      ...((body.is_display ?? included) === included ? [3] : []),
    ]);
    const favs = { 1: favIds(ctx, 'product'), 2: favIds(ctx, 'case'), 3: favIds(ctx, 'template') };
    const entries = stateOf(world).views.filter(
      (v) =>
        v.viewer === viewer &&
        v.datacenter_uuid === dc &&
        wanted.has(v.type) &&
        (body.browsing_type === undefined || v.browsing_type === body.browsing_type),
    );
    const ofType = productOfTypes(region, body.type_id);
    const sort = body.sort_type ?? rules.RECENTLY_VIEWED_SORT.newest;
    entries.sort((a, b) => {
      const newer = b.last_time - a.last_time;
      if (sort === rules.RECENTLY_VIEWED_SORT.oldest) return -newer || a.content_id - b.content_id;
      if (sort === rules.RECENTLY_VIEWED_SORT.mostViews) return b.time - a.time || newer;
      if (sort === rules.RECENTLY_VIEWED_SORT.fewestViews) return a.time - b.time || newer;
      return newer || a.content_id - b.content_id;
    });
    const items = entries.flatMap((v) => {
      const base = {
        content_id: v.content_id,
        type: v.type,
        time: v.time,
        last_time: new Date(v.last_time).toISOString(),
        browsing_type: v.browsing_type,
        is_fav: favs[v.type].has(v.content_id) ? (1 as const) : (2 as const),
      };
      if (v.type === 1) {
        const p = catalogue.productById.get(v.content_id);
        return p && ofType(p)
          ? [
              {
                ...base,
                content_name: p.product_name,
                preview: p.preview,
                product_number: p.product_number,
                size: p.spec.spec_name,
              },
            ]
          : [];
      }
      if (v.type === 2) {
        const c = region.cases.find((x) => x.id === v.content_id);
        return c ? [{ ...base, content_name: c.case_name, preview: c.preview, product_number: '', size: '' }] : [];
      }
      const t = catalogue.templates.find((x) => x.id === v.content_id);
      return t ? [{ ...base, content_name: t.template_name, preview: t.preview, product_number: '', size: '' }] : [];
    });
    return ok({ list: paginate(items, body.page, body.limit), total: items.length });
  },
};
