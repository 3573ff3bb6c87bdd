/** Calculator constants the app and the simulator agree on (docs/product/tools.md#calculator). */
import { m } from '../i18n/index.js';

/** The laying mode of a side until the customer picks another. */
export const DEFAULT_PAVE_MODE = 'Continuous laying';
/** Recently Deleted asks this many sides a page. */
export const DELETED_PAGE_SIZE = 20;
/** Refusal of a to-buy list holding a side without boxes: the server's msg and the app's message. */
export const ZERO_BOXES_TEXT: string = m.calculator_zero_boxes();

/** The two surfaces of the Space cascader's second level. */
export const SURFACES = ['Wall', 'Floor'] as const;

/** The Space cascader's result: the template space and the surface joined by a space ('Kitchen Wall'). */
export function spaceName(space: string, surface: (typeof SURFACES)[number]): string {
  return `${space} ${surface}`;
}
