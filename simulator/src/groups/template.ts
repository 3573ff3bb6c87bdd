import { catalogueOf, favIds, paginate, templateItem, templateSpaces } from '../state/catalogue.js';
import { rules, type components } from '@storefront/sdk';
import { fail, invalid, ok, type ErrorEnvelope } from '../http/envelope.js';
import { secretToken } from '../state/secrets.js';
import { sessionUser } from '../state/users.js';
import type { TemplatePlanRecord, UserRecord } from '../state/world.js';
import { calculatorOf, PLAN_NOT_FOUND } from './calculator.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { favouriteList, toggleFavourites } from './favourites.js';

type S = components['schemas'];

export const TEMPLATE_NOT_FOUND = rules.DISPLAY_NOT_FOUND_TEXT;

export const templateHandlers: GroupHandlers<'template'> = {
  getTemplateSpaceList: () => ok({ list: templateSpaces().map((s) => ({ ...s })) }),

  getTemplateList: (ctx, body) => {
    const needle = body.search_txt?.trim().toLowerCase() ?? '';
    const spaceId = body.space_id ?? 0;
    const matches = catalogueOf(ctx.world, ctx.region).templates.filter(
      (t) => (spaceId === 0 || t.space_id === spaceId) && (!needle || t.template_name.toLowerCase().includes(needle)),
    );
    const favs = favIds(ctx, 'template');
    return ok({
      list: paginate(matches, body.page, body.limit).map((t) => templateItem(t, favs)),
      total: matches.length,
    });
  },

  templateFav: (ctx, body) => {
    const templates = catalogueOf(ctx.world, ctx.region).templates;
    return toggleFavourites(
      ctx,
      'template',
      body.template_id,
      (id) => templates.some((t) => t.id === id),
      TEMPLATE_NOT_FOUND,
    );
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
    const m = myPlans(ctx);
    if ('status' in m) return m;
    const list = m.plans
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id)
      .flatMap((plan) => {
        const item = planItem(ctx, plan);
        return item ? [item] : [];
      });
    return ok({ list });
  },

  getTemplatePlanInfo: (ctx, body) => {
    const m = myPlans(ctx);
    if ('status' in m) return m;
    const plan = m.plans.find((p) => p.id === body.template_plan_id);
    const item = plan && planItem(ctx, plan);
    return item ? ok(item) : fail(404, PLAN_NOT_FOUND);
  },

  saveTemplatePlan: (ctx, body) => {
    const m = myPlans(ctx);
    if ('status' in m) return m;
    const catalogue = catalogueOf(ctx.world, ctx.region);
    const template = catalogue.templates.find((t) => t.uuid === body.template_uuid);
    if (!template) return fail(404, TEMPLATE_NOT_FOUND);
    const parsed = rules.parseSideList(body.side_list);
    if (!parsed.ok) return invalid('side_list', parsed.rule, parsed.message);
    const twice = parsed.sides.find(
      (side, i) => parsed.sides.findIndex((other) => other.side_uuid === side.side_uuid) !== i,
    );
    if (twice) return invalid('side_list', 'duplicate_side', `side ${twice.side_uuid} is listed twice`);
    const unknown = rules.sideProductIds(parsed.sides).find((id) => !catalogue.productById.has(id));
    if (unknown !== undefined) return invalid('side_list', 'unknown_product', `product ${unknown} does not exist`);
    const state = calculatorOf(ctx.world);
    const plan = {
      id: state.nextPlanId++,
      client_user_id: m.user.client_user_id,
      datacenter_uuid: m.user.datacenter_uuid,
      template_id: template.id,
      preview: body.screenshot || template.preview,
      created_at: ctx.clock.now(),
      side_list: parsed.sides,
    };
    state.plans.push(plan);
    return ok({ plan_id: plan.id, share_key: planShareKey(plan) }, 'Saved');
  },

  delTemplatePlan: (ctx, body) => {
    const m = myPlans(ctx);
    if ('status' in m) return m;
    const state = calculatorOf(ctx.world);
    const at = state.plans.findIndex((p) => m.plans.includes(p) && p.id === body.plan_id);
    if (at < 0) return fail(404, PLAN_NOT_FOUND);
    state.plans.splice(at, 1);
    return ok({}, 'Deleted');
  },
};

/** The signed-in user's plans of the request's data centre (a copy of the list; the records are the state's). */
function myPlans(ctx: Ctx): { user: UserRecord; plans: TemplatePlanRecord[] } | ErrorEnvelope {
  const me = sessionUser(ctx);
  if ('status' in me) return me;
  const { client_user_id, datacenter_uuid } = me.user;
  return {
    user: me.user,
    plans: calculatorOf(ctx.world).plans.filter(
      (p) => p.client_user_id === client_user_id && p.datacenter_uuid === datacenter_uuid,
    ),
  };
}

function planItem(ctx: Ctx, plan: TemplatePlanRecord): S['TemplatePlan'] | null {
  const template = catalogueOf(ctx.world, ctx.region).templates.find((t) => t.id === plan.template_id);
  if (!template) return null;
  const space_name = templateSpaces().find((s) => s.id === template.space_id)?.space_name ?? '';
  return {
    id: plan.id,
    template_id: template.id,
    template_uuid: template.uuid,
    template_name: template.template_name,
    space_name,
    preview: plan.preview,
    create_time: new Date(plan.created_at).toISOString(),
    side_list: plan.side_list.map((s) => ({ ...s })),
    share_key: planShareKey(plan),
  };
}

/** The plan's share key, drawn from a cryptographic source the first time its owner is shown it. */
export function planShareKey(plan: TemplatePlanRecord): string {
  plan.share_key ??= secretToken('');
  return plan.share_key;
}
