import type { components } from '../schema.js';
import { parseIdList } from './catalogue.js';
import { m } from '../i18n/index.js';

/** One surface of a display and the products laid on it: the frame's, a saved plan's and saveTemplatePlan's shape. */
export type PlanSide = components['schemas']['PlanSide'];

/** Side types of a display (docs/product/displays.md#the-viewer). */
export const SIDE_TYPE = { floor: 1, wall: 2 } as const;

/** 'Saved' stays this long after a plan is saved (docs/product/displays.md#saving-a-plan). */
export const SAVED_NOTICE_MS = 3000;
/** The wait between asking the frame for its picture and uploading it (docs/product/displays.md#saving-a-plan). */
export const SCREENSHOT_WAIT_MS = 1000;
/** The upload folder of screenshots (docs/product/displays.md#saving-a-plan). */
export const SCREENSHOT_IMG_PATH = 'h5_img';
export const SHARE_PLAN_QUESTION: string = m.template_share_question();

export type SideListResult =
  { ok: true; sides: PlanSide[] } | { ok: false; rule: 'json' | 'side_list'; message: string };

const TEXT_LIMITS: Record<'side_uuid' | 'side_name' | 'pave_mode_uuid' | 'pave_mode_name', number> = {
  side_uuid: 64,
  side_name: 100,
  pave_mode_uuid: 64,
  pave_mode_name: 60,
};
const ID_LIST = /^\d+(,\d+)*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One side as the contract describes it, or null: only its six fields, each of its type and length. */
function readSide(value: unknown): PlanSide | null {
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  if (keys.some((k) => !(k in TEXT_LIMITS) && k !== 'product_id_str' && k !== 'type')) return null;
  for (const [field, max] of Object.entries(TEXT_LIMITS)) {
    const text = value[field];
    if (typeof text !== 'string' || text.length > max) return null;
  }
  const ids = value.product_id_str;
  if (typeof ids !== 'string' || ids.length > 500 || !ID_LIST.test(ids)) return null;
  if (value.type !== SIDE_TYPE.floor && value.type !== SIDE_TYPE.wall) return null;
  return {
    side_uuid: value.side_uuid as string,
    side_name: value.side_name as string,
    pave_mode_uuid: value.pave_mode_uuid as string,
    pave_mode_name: value.pave_mode_name as string,
    product_id_str: ids,
    type: value.type,
  };
}

/**
 * The sides of a plan from anything (the frame's message, a request's parsed JSON): a non-empty list whose every
 * entry is a well-formed side, or why not. The app checks the frame's sides with it before saving, and the
 * simulator checks saveTemplatePlan's `side_list` with it, so both accept exactly the same lists.
 */
export function readSideList(value: unknown): SideListResult {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) {
    return { ok: false, rule: 'side_list', message: 'must be a list of 1 to 50 sides' };
  }
  const sides: PlanSide[] = [];
  for (const [i, entry] of value.entries()) {
    const side = readSide(entry);
    if (!side) {
      return {
        ok: false,
        rule: 'side_list',
        message: `side ${i + 1} must have side_uuid, side_name, pave_mode_uuid, pave_mode_name, product_id_str (ids, comma-separated) and type 1 or 2`,
      };
    }
    sides.push(side);
  }
  return { ok: true, sides };
}

/** saveTemplatePlan's `side_list` text: JSON, then the same check as readSideList. */
export function parseSideList(text: string): SideListResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, rule: 'json', message: 'must be JSON text' };
  }
  return readSideList(value);
}

/** Every product laid on the sides, each once, in the order they first appear (the info sheet loads each once). */
export function sideProductIds(sides: readonly Pick<PlanSide, 'product_id_str'>[]): number[] {
  return [...new Set(sides.flatMap((side) => parseIdList(side.product_id_str)))];
}
