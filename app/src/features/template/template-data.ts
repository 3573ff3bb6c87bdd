import { rules, type ResponseData } from '@storefront/sdk';
import { pagedResource } from '../../data/paged-resource';
import { resource } from '../../data/resource';
import { invalidate } from '../../data/tags';
import { api } from '../../session/api';
import { queryId } from '../../shared/query-id';
import { FAVOURITES_TAG } from '../favorites/fav-data';
import { TEMPLATE_PLANS_TAG, templateSpaces } from './template-spaces';
import type { PlanLink } from './display-frame';

export type Template = ResponseData<'getTemplateList'>['list'][number];
export type TemplateProduct = ResponseData<'getProductDetail'>;

export async function loadTemplates(
  spaceId: number | null,
  key: string,
  page: number,
  signal?: AbortSignal,
): Promise<Template[] | null> {
  const body = {
    sort: 1 as const,
    search_txt: key,
    page,
    limit: rules.CATALOGUE_PAGE_SIZE,
    ...(spaceId ? { space_id: spaceId } : {}),
  };
  const result = await api.call('getTemplateList', { body, signal });
  return result.ok ? result.data.list : null;
}

/** What /template's list is filtered by: the search key and the Space, both from the address. */
export interface TemplateFilter {
  key: string;
  spaceId: number | null;
}

export const templateFilterOf = (query: URLSearchParams): TemplateFilter => ({
  key: (query.get('key') ?? '').trim(),
  spaceId: queryId(query, 'space_id') || null,
});

/** /template's list, one per filter; a display's favourite shows on its card, so a toggle starts it again. */
export const templatePages = pagedResource({
  load: (filter: TemplateFilter, page, signal) => loadTemplates(filter.spaceId, filter.key, page, signal),
  tags: [FAVOURITES_TAG],
});

/** What /template's first render shows: the Space tabs and the first displays (app/route-table.ts). */
export function startTemplates(query: URLSearchParams): void {
  templateSpaces.load('all');
  templatePages.load(templateFilterOf(query));
}

/** Opens a display: its id, uuid (the frame needs it), name and whether it is collected. */
export const templateHref = (t: Pick<Template, 'id' | 'uuid' | 'template_name' | 'is_fav'>) =>
  `/template-detail?${new URLSearchParams({ id: String(t.id), uuid: t.uuid, name: t.template_name, is_fav: String(t.is_fav) })}`;

const LOOKUP_PAGE = 100;

/**
 * How a link names its display: the id, or the uuid (banners and QR codes carry either in `id`; a display's own
 * links carry both).
 */
export function templateKey(id: string | null, uuid: string | null): string | null {
  const text = (id ?? '').trim();
  if (/^[1-9][0-9]{0,9}$/.test(text)) return `id:${text}`;
  const named = (uuid ?? '').trim() || text;
  return named ? `uuid:${named}` : null;
}

/**
 * A display by templateKey, for its name, uuid, id and favourite state: the contract has no detail call, so the
 * list is read until it turns up.
 */
export const templateLookup = resource({
  tags: [FAVOURITES_TAG],
  load: async (key: string, signal) => {
    const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const matches = (t: Template) => (kind === 'id' ? String(t.id) === value : t.uuid === value);
    for (let page = 1; page <= 20; page += 1) {
      const result = await api.call('getTemplateList', {
        body: { sort: 1, page, limit: LOOKUP_PAGE },
        signal,
        silent: true,
      });
      if (!result.ok) return result;
      const found = result.data.list.find(matches);
      if (found) return { ok: true, data: found };
      if (result.data.list.length < LOOKUP_PAGE) break;
    }
    return { ok: false, msg: rules.DISPLAY_NOT_FOUND_TEXT };
  },
});

/**
 * The products of the info sheet, each loaded once (docs/product/displays.md#the-viewer: duplicate ids removed
 * first), as look-ups: the customer opened the room, not these products, so none of them lands in Recently Viewed.
 */
export const infoProducts = resource({
  keep: 5,
  load: async (ids: string, signal) => {
    const answers = await Promise.all(
      rules.parseIdList(ids).map((id) =>
        api.call('getProductDetail', {
          body: { product_id: id, record_view: rules.RECORD_VIEW.lookup },
          signal,
          silent: true,
        }),
      ),
    );
    const failed = answers.find((a) => !a.ok);
    if (failed && !failed.ok) return failed;
    return { ok: true, data: answers.flatMap((a) => (a.ok ? [a.data] : [])) };
  },
});

/** The screenshot as the backend takes it (JPEG, docs/product/displays.md#saving-a-plan), from the frame's PNG. */
async function jpegOf(pngDataUrl: string): Promise<Blob> {
  // Decoded here rather than fetched: the CSP's connect-src admits our own origin only, not data: addresses.
  const bytes = Uint8Array.from(atob(pngDataUrl.slice(pngDataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', 0.85),
  );
}

/**
 * Uploads the view and saves the plan (docs/product/displays.md#saving-a-plan, after the 1 s wait): the new plan's id,
 * or null. Failures are silent, as the spec says; the page only clears its busy state.
 */
export async function savePlan(
  templateUuid: string,
  sides: readonly rules.PlanSide[],
  screenshot: string,
): Promise<PlanLink | null> {
  let path: string;
  try {
    const upload = await api.uploadImage(await jpegOf(screenshot), rules.SCREENSHOT_IMG_PATH, { silent: true });
    if (!upload.ok) return null;
    path = upload.data.path;
  } catch {
    return null;
  }
  const saved = await api.call('saveTemplatePlan', {
    body: { template_uuid: templateUuid, side_list: JSON.stringify(sides), screenshot: path },
    silent: true,
  });
  if (!saved.ok) return null;
  invalidate(TEMPLATE_PLANS_TAG);
  return { id: saved.data.plan_id, ...(saved.data.share_key ? { share_key: saved.data.share_key } : {}) };
}

export async function deletePlan(planId: number): Promise<boolean> {
  const result = await api.call('delTemplatePlan', { body: { plan_id: planId } });
  if (result.ok) invalidate(TEMPLATE_PLANS_TAG);
  return result.ok;
}
