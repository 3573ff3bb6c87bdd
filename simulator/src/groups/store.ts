import { ok } from '../envelope.js';
import { distanceMetres } from '../geo.js';
import type { Handlers } from '../handler.js';

export const storeHandlers: Handlers = {
  getAppointmentStoreList: ({ region }, body) => {
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    const list = region.stores
      .filter((s) => !needle || `${s.store_name} ${s.address}`.toLowerCase().includes(needle))
      .map((s) => ({ ...s, distance: distanceMetres(body.latitude, body.longitude, s.latitude, s.longitude) }))
      .sort((a, b) => a.distance - b.distance);
    return ok({ list });
  },
};
