import { rules } from '@storefront/sdk';
import { fail, ok, seedAnswer } from '../http/envelope.js';
import { distanceMetres } from '../state/geo.js';
import type { GroupHandlers } from '../http/handler.js';
import type { Region } from '../state/world.js';
import { AREA_CODES, locationTree } from '../seed/locations.js';
import { privacyPolicyHtml, serviceRulesHtml } from '../seed/policies.js';
import { storeUpload, uploadAssetPath } from '../state/uploads.js';

// The home's blocks and banners come from the region's seed alone: each is written once per region.
const mainPageInfo = seedAnswer((region: Region) =>
  ok({ brand_list: region.brands, case_subject_list: region.caseSubjects }),
);
const mainPageBanner = seedAnswer((region: Region) => ok({ list: region.banners }));

export const commonHandlers: GroupHandlers<'common'> = {
  getMainPageInfo: ({ region }) => mainPageInfo(region),

  getMainPageBanner: ({ region }) => mainPageBanner(region),

  getSearchHotwordList: ({ region }, body) => {
    const wanted = body.type ? Number(body.type) : null;
    const list =
      wanted === null ? region.hotwords : region.hotwords.filter((h) => h.type === wanted || h.type === null);
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

  getTelephoneAreaCodeList: ({ region }) => {
    const own = region.datacenter.country_code;
    return ok({
      list: [...AREA_CODES.filter((a) => a.country_code === own), ...AREA_CODES.filter((a) => a.country_code !== own)],
    });
  },

  getLocationList: ({ region }, body) => {
    const tree = locationTree(region.datacenter.datacenter_uuid);
    const page = body.page ?? 1;
    const limit = body.limit ?? 999;
    return ok({ list: tree.slice((page - 1) * limit, page * limit), total: tree.length });
  },

  getAllCity: ({ region }, body) => {
    const tree = locationTree(region.datacenter.datacenter_uuid);
    const wanted = body.countries_name?.trim().toLowerCase();
    const country = wanted ? tree.find((c) => c.name.toLowerCase() === wanted) : tree[0];
    const list = (country?.children ?? [])
      .flatMap((s) => s.children)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return ok({ list });
  },

  getPrivacyPolicy: ({ region }) => ok({ html_content: privacyPolicyHtml(region.datacenter.datacenter_name) }),

  getServiceRules: ({ region }) => ok({ html_content: serviceRulesHtml(region.datacenter.datacenter_name) }),

  uploadImage: ({ world, namespace, clock, upload, makeRoomForUpload }, body) => {
    // A text part named file passes the schema (the validator counts it as a string): it is still no file.
    if (!upload)
      return fail(400, 'file: must be a file part', [
        { field: 'file', rule: 'required', message: 'must be a file part' },
      ]);
    const check = rules.checkUploadImage(upload.buffer);
    if (!check.ok) return fail(400, check.message, [{ field: 'file', rule: check.rule, message: check.message }]);
    // The magic bytes name the type; the header must then decode to a sane size, or the file is no picture.
    if (!rules.imageDimensions(upload.buffer, check.type)) {
      return fail(400, rules.UPLOAD_BAD_HEADER_TEXT, [
        { field: 'file', rule: 'image_header', message: rules.UPLOAD_BAD_HEADER_TEXT },
      ]);
    }
    makeRoomForUpload(upload.buffer.length);
    const record = storeUpload(world, namespace, body.img_path, upload.buffer, check.type, clock.now());
    return ok({ path: uploadAssetPath(record) });
  },
};
