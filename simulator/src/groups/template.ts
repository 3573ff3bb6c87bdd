import { catalogueOf, favIds, paginate, templateItem, templateSpaces } from '../catalogue.js';
import { ok } from '../envelope.js';
import { sessionUser } from '../users.js';
import { calculatorOf } from './calculator.js';
import type { GroupHandlers } from '../handler.js';
import { favouriteList, toggleFavourites } from './favourites.js';

export const TEMPLATE_NOT_FOUND = 'This display does not exist.';

export const templateHandlers: GroupHandlers<'template'> = {
  getTemplateSpaceList: () => ok({ list: templateSpaces().map((s) => ({ ...s })) }),

  getTemplateList: (ctx, body) => {
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    const spaceId = body.space_id ?? 0;
    const matches = catalogueOf(ctx.world, ctx.region).templates.filter(
      (t) => (spaceId === 0 || t.space_id === spaceId) && (!needle || t.template_name.toLowerCase().includes(needle)),
    );
    const favs = favIds(ctx, 'template');
    return ok({ list: paginate(matches, body.page, body.limit).map((t) => templateItem(t, favs)), total: matches.length });
  },

  templateFav: (ctx, body) => {
    const templates = catalogueOf(ctx.world, ctx.region).templates;
    return toggleFavourites(ctx, 'template', body.template_id, (id) => templates.some((t) => t.id === id), TEMPLATE_NOT_FOUND);
  },

  getTemplateFavList: (ctx, body) => {
    const templates = catalogueOf(ctx.world, ctx.region).templates;
    const spaceId = body.space_id ?? 0;
    return favouriteList(ctx, 'template', body, (id) => {
      const t = templates.find((x) => x.id === id);
      return t && (spaceId === 0 || t.space_id === spaceId) ? templateItem(t, new Set([id])) : undefined;
    });
  },

  getTemplatePlanList: (ctx) => {
    const me = sessionUser(ctx);
    if ('status' in me) return me;
    const { client_user_id, datacenter_uuid } = me.user;
    const templates = catalogueOf(ctx.world, ctx.region).templates;
    const plans = calculatorOf(ctx.world)
      .plans.filter((p) => p.client_user_id === client_user_id && p.datacenter_uuid === datacenter_uuid)
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return ok({
      list: plans.flatMap((plan) => {
        const template = templates.find((t) => t.id === plan.template_id);
        if (!template) return [];
        const space_name = templateSpaces().find((s) => s.id === template.space_id)?.space_name ?? '';
        return [{ id: plan.id, template_id: template.id, template_uuid: template.uuid, template_name: template.template_name, space_name, preview: plan.preview, create_time: new Date(plan.created_at).toISOString(), side_list: plan.side_list.map((s) => ({ ...s })) }];
      }),
    });
  },
};
