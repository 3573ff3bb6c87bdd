import { catalogueOf, datacenterOf, stateOf } from '../state/catalogue.js';
import { fail, ok, type ErrorEnvelope, type OkEnvelope } from '../http/envelope.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { CASE_NOT_FOUND } from './cases.js';
import { PRODUCT_NOT_FOUND } from './product.js';
import { calculatorOf, PLAN_NOT_FOUND } from './calculator.js';
import { TEMPLATE_NOT_FOUND } from './template.js';

export type ShareKind = 'product' | 'case' | 'template' | 'template_plan';

/** Adds one share of an item (any caller, guest or user) and answers the item's count. */
function recordShare(
  ctx: Ctx,
  kind: ShareKind,
  id: number,
  exists: boolean,
  notFound: string,
): OkEnvelope<{ share_count: number }> | ErrorEnvelope {
  if (!exists) return fail(404, notFound);
  const shares = stateOf(ctx.world).shares;
  const key = `${datacenterOf(ctx)}|${kind}|${id}`;
  shares[key] = (shares[key] ?? 0) + 1;
  return ok({ share_count: shares[key] }, 'Success');
}

export const shareHandlers: GroupHandlers<'share'> = {
  shareCase: (ctx, body) =>
    recordShare(
      ctx,
      'case',
      body.case_id,
      ctx.region.cases.some((c) => c.id === body.case_id),
      CASE_NOT_FOUND,
    ),

  shareProduct: (ctx, body) =>
    recordShare(
      ctx,
      'product',
      body.product_id,
      catalogueOf(ctx.world, ctx.region).productById.has(body.product_id),
      PRODUCT_NOT_FOUND,
    ),

  shareTemplate: (ctx, body) =>
    recordShare(
      ctx,
      'template',
      body.template_id,
      catalogueOf(ctx.world, ctx.region).templates.some((t) => t.id === body.template_id),
      TEMPLATE_NOT_FOUND,
    ),

  shareTemplatePlan: (ctx, body) =>
    recordShare(
      ctx,
      'template_plan',
      body.template_plan_id,
      calculatorOf(ctx.world).plans.some(
        (p) => p.id === body.template_plan_id && p.datacenter_uuid === ctx.region.datacenter.datacenter_uuid,
      ),
      PLAN_NOT_FOUND,
    ),
};
