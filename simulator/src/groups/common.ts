import { ok } from '../envelope.js';
import { distanceMetres } from '../geo.js';
import type { Handlers } from '../handler.js';

export const commonHandlers: Handlers = {
  getMainPageInfo: ({ region }) =>
    ok({
      brand_list: region.brands,
      case_subject_list: region.caseSubjects,
    }),

  getMainPageBanner: ({ region }) => ok({ list: region.banners }),

  getSearchHotwordList: ({ region }, body) => {
    const wanted = body.type ? Number(body.type) : null;
    const list = wanted === null ? region.hotwords : region.hotwords.filter((h) => h.type === wanted || h.type === null);
    return ok({ list });
  },

  getAD: ({ region }, body) => ok(region.ads.filter((ad) => ad.banner_type === body.banner_type)),

  getDateCenterList: ({ world }, body) => {
    const list = Object.values(world.regions).map((r) => r.datacenter);
    const { latitude, longitude } = body;
    if (latitude !== undefined && longitude !== undefined) {
      list.sort(
        (a, b) =>
          distanceMetres(latitude, longitude, a.latitude, a.longitude) -
          distanceMetres(latitude, longitude, b.latitude, b.longitude),
      );
    }
    return ok({ list });
  },

  getCustomerServiceInfo: ({ region }) => ok(region.representative),

  getPosition: ({ region }) => ok({ position: region.position }),
};
