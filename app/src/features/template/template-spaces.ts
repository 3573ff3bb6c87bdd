import type { ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { api } from '../../session/api';

export type TemplateSpace = ResponseData<'getTemplateSpaceList'>['list'][number];

/** Saved plans (records, calculator-add) load again after a save or a delete. */
export const TEMPLATE_PLANS_TAG = 'template-plans';

/**
 * The spaces displays are filed under, for every Space filter (the display list, the wish list, the calculator).
 * Kept apart from the display pages' data so the pages that only filter do not carry the viewer's code.
 */
export const templateSpaces = resource({
  load: async (_all: 'all', signal) => listOf(await api.call('getTemplateSpaceList', { body: {}, signal })),
});
