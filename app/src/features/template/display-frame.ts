import { rules } from '@storefront/sdk';

/** The frame's address (docs/display-protocol.md): never a token in it; `namespace` only for the simulator. */
export function frameSrc(
  displayUrl: string,
  base: string,
  params: { templateUuid: string; userId: string; planId: number | null; shareKey?: string; namespace?: string },
): string {
  const url = new URL(displayUrl, base);
  url.searchParams.set('template_uuid', params.templateUuid);
  url.searchParams.set('user_type', '1');
  url.searchParams.set('user_id', params.userId || '0');
  if (params.planId) url.searchParams.set('template_plan_id', String(params.planId));
  if (params.planId && params.shareKey) url.searchParams.set('share_key', params.shareKey);
  if (params.namespace) url.searchParams.set('namespace', params.namespace);
  return url.toString();
}

/** The origin messages must come from and are posted to; null when the setting is not an http(s) address. */
export function displayOrigin(displayUrl: string, base: string): string | null {
  try {
    const url = new URL(displayUrl, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface TemplateInfo {
  template_uuid: string;
  template_plan_id: number | null;
  side_list: rules.PlanSide[];
}

export type FrameMessage =
  | { type: 'loaded' }
  | { type: 'returnTemplateInfo'; info: TemplateInfo }
  | { type: 'returnTemplateImage'; image: string }
  | { type: 'opModeChanged'; opMode: 'fullscreen' | 'normal' }
  | { type: 'panelDisplayed'; display: boolean }
  | { type: 'loginprompt' }
  | { type: 'productChanged'; side_uuid: string; product_id: number }
  | { type: 'collectFolder' };

export type AppMessage = { type: 'getTemplateInfo' } | { type: 'getTemplateImage' };

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;
/** A screenshot larger than this is refused rather than uploaded (the upload takes at most 5 MB). */
const MAX_IMAGE_CHARS = 6_000_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readInfo(value: unknown): TemplateInfo | null {
  if (!isRecord(value) || typeof value.template_uuid !== 'string') return null;
  const planId = value.template_plan_id ?? null;
  if (planId !== null && !(Number.isInteger(planId) && (planId as number) > 0)) return null;
  const sides = rules.readSideList(value.side_list);
  return sides.ok
    ? { template_uuid: value.template_uuid, template_plan_id: planId as number | null, side_list: sides.sides }
    : null;
}

/**
 * A message event as one of the frame's messages, or null: it must come from the frame's own window and from the
 * display origin, and have exactly the protocol's shape (the sides checked by the same rule saveTemplatePlan uses).
 */
export function readFrameMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frame: Window | null | undefined,
  origin: string | null,
): FrameMessage | null {
  if (!frame || !origin || event.source !== frame || event.origin !== origin) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'loaded':
    case 'loginprompt':
    case 'collectFolder':
      return { type: data.type };
    case 'returnTemplateInfo': {
      const info = readInfo(data.info);
      return info ? { type: 'returnTemplateInfo', info } : null;
    }
    case 'returnTemplateImage':
      return typeof data.image === 'string' && data.image.length <= MAX_IMAGE_CHARS && PNG_DATA_URL.test(data.image)
        ? { type: 'returnTemplateImage', image: data.image }
        : null;
    case 'opModeChanged':
      return data.opMode === 'fullscreen' || data.opMode === 'normal'
        ? { type: 'opModeChanged', opMode: data.opMode }
        : null;
    case 'panelDisplayed':
      return typeof data.display === 'boolean' ? { type: 'panelDisplayed', display: data.display } : null;
    case 'productChanged':
      return typeof data.side_uuid === 'string' && Number.isInteger(data.product_id)
        ? { type: 'productChanged', side_uuid: data.side_uuid, product_id: data.product_id as number }
        : null;
    default:
      return null;
  }
}

/**
 * A saved plan as a link names it: its id and, when the backend gives one, the share key without which the display
 * host does not restore it (a backend that gives none shares plans by id alone).
 */
export interface PlanLink {
  id: number;
  share_key?: string | undefined;
}

/** The share link of a saved plan: the detail page of its display with the plan's id and share key (no token). */
export function planDetailHref(template: { id: number; uuid: string; name: string }, plan: PlanLink | null): string {
  const query = new URLSearchParams({ id: String(template.id), uuid: template.uuid, name: template.name });
  if (plan) {
    query.set('template_plan_id', String(plan.id));
    if (plan.share_key) query.set('share_key', plan.share_key);
  }
  return `/template-detail?${query}`;
}
