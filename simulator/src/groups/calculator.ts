import { randomBytes } from 'node:crypto';
import { rules, type components } from '@storefront/sdk';
import { catalogueOf, templateSpaces, type Catalogue } from '../state/catalogue.js';
import { fail, invalid, ok, type ErrorEnvelope } from '../http/envelope.js';
import type { Ctx, GroupHandlers } from '../http/handler.js';
import { DATACENTERS } from '../seed/datacenters.js';
import { sessionUser } from '../state/users.js';
import type { CalculatorState, SideProductRecord, SideRecord, UserRecord, World } from '../state/world.js';

type S = components['schemas'];

export const SIDE_NOT_FOUND = 'This calculation does not exist.';
export const PRODUCT_NOT_FOUND = 'This product does not exist.';
export const PLAN_NOT_FOUND = 'This plan does not exist.';
export const LIST_NOT_FOUND = rules.SHOPPING_LIST_NOT_FOUND_TEXT;
/** A second identical add inside this window is a double tap: it answers the first entry. */
export const REPEAT_WINDOW_MS = 5_000;

export function calculatorOf(world: World): CalculatorState {
  world.calculator ??= { sides: [], shoppingLists: [], plans: [], nextSideId: 1, nextSideProductId: 1, nextPlanId: 1 };
  return world.calculator;
}

const currencyOf = (datacenter: string) => DATACENTERS.find((d) => d.uuid === datacenter)?.currency ?? 'EUR';
const iso = (ms: number) => new Date(ms).toISOString();
const cents = (n: number) => Math.round(n * 100) / 100;

interface Mine {
  user: UserRecord;
  state: CalculatorState;
  catalogue: Catalogue;
  /** The user's sides of this data centre, deleted ones included. */
  sides: SideRecord[];
}

function mine(ctx: Ctx): Mine | ErrorEnvelope {
  const me = sessionUser(ctx);
  if ('status' in me) return me;
  const state = calculatorOf(ctx.world);
  const { client_user_id, datacenter_uuid } = me.user;
  return {
    user: me.user,
    state,
    catalogue: catalogueOf(ctx.world, ctx.region),
    sides: state.sides.filter((s) => s.client_user_id === client_user_id && s.datacenter_uuid === datacenter_uuid),
  };
}

/** Saves every product's boxes with the one box rule the app also uses. */
function recompute(side: SideRecord, catalogue: Catalogue): void {
  for (const item of side.products) {
    const product = catalogue.productById.get(item.product_id);
    item.box = rules.boxesFor(side, product?.spec, item.share);
  }
}

function sideProduct(item: SideProductRecord, catalogue: Catalogue, ctx: Ctx): S['SideProduct'] {
  const product = catalogue.productById.get(item.product_id)!;
  const brand = ctx.region.brands.find((b) => b.id === product.brand_id);
  return {
    id: item.id,
    product_id: product.id,
    product_name: product.product_name,
    product_number: product.product_number,
    brand_name: brand?.brand_name ?? '',
    preview: product.preview,
    box: item.box,
    is_edit: item.is_edit ? '1' : '2',
    price_box: product.price_box,
    p_total_price: cents(item.box * product.price_box),
    product_spec: { ...product.spec },
    product_spec_name: product.spec.spec_name,
    product_percentage: item.share,
  };
}

function sideView(side: SideRecord, catalogue: Catalogue, ctx: Ctx): S['CalculatorSide'] {
  const products = side.products
    .filter((p) => catalogue.productById.has(p.product_id))
    .map((p) => sideProduct(p, catalogue, ctx));
  const {
    id,
    side_name,
    pave_mode_name,
    unit,
    length,
    width,
    door_width,
    door_height,
    door_num,
    window_width,
    window_height,
    window_num,
  } = side;
  return {
    id,
    side_name,
    pave_mode_name,
    unit,
    length,
    width,
    door_width,
    door_height,
    door_num,
    window_width,
    window_height,
    window_num,
    currency: currencyOf(side.datacenter_uuid),
    box: rules.totalBoxes(products.map((p) => p.box)),
    p_total_price: cents(products.reduce((sum, p) => sum + p.p_total_price, 0)),
    create_time: iso(side.created_at),
    ...(side.deleted_at === null ? {} : { delete_time: iso(side.deleted_at) }),
    side_product_list: products,
  };
}

function newSide(
  m: Mine,
  ctx: Ctx,
  fields: Partial<SideRecord>,
  products: { product_id: number; share: number }[],
): SideRecord {
  const side: SideRecord = {
    id: m.state.nextSideId++,
    client_user_id: m.user.client_user_id,
    datacenter_uuid: m.user.datacenter_uuid,
    side_name: '',
    pave_mode_name: rules.DEFAULT_PAVE_MODE,
    unit: '1',
    length: 0,
    width: 0,
    door_width: 0,
    door_height: 0,
    door_num: 0,
    window_width: 0,
    window_height: 0,
    window_num: 0,
    ...fields,
    created_at: ctx.clock.now(),
    deleted_at: null,
    products: products.map((p) => ({
      id: m.state.nextSideProductId++,
      product_id: p.product_id,
      share: p.share,
      box: 0,
      is_edit: false,
    })),
  };
  recompute(side, m.catalogue);
  return side;
}

/**
 * A calculator side's name from a display's side: the side's own name ('Shower Wall', 'Side Walls'), so two walls
 * stay apart. The calculator tells a wall by 'wall' in the name, so a name that reads as the other surface gets
 * its surface added; an unnamed side is named by the display's space ('Bathroom Wall').
 */
function sideNameOf(side: { side_name: string; type: number }, space: string): string {
  const surface = side.type === 2 ? 'Wall' : 'Floor';
  const own = side.side_name.trim();
  if (!own) return space ? rules.spaceName(space, surface) : surface;
  return rules.isWallSpace(own) === (side.type === 2) ? own : `${own} ${surface}`;
}

/** Adds sides newest first: getCalculatorList lists by creation, so the new ones come on top. */
function addSides(m: Mine, sides: SideRecord[]) {
  m.state.sides.push(...sides);
  return ok({ side_ids: sides.map((s) => s.id) }, rules.ADDED_TEXT);
}

const live = (m: Mine, id: number) => m.sides.find((s) => s.id === id && s.deleted_at === null);

/** Every id must name one of the user's deleted sides; null when one does not (nothing is then changed). */
function deletedSides(m: Mine, idText: string): SideRecord[] | null {
  const ids = [...new Set(rules.parseIdList(idText))];
  const found = ids.map((id) => m.sides.find((s) => s.id === id && s.deleted_at !== null));
  return found.every(Boolean) ? (found as SideRecord[]) : null;
}

function newestFirst<T extends { created_at: number; id: number | string }>(
  items: T[],
  at: (x: T) => number = (x) => x.created_at,
): T[] {
  return items
    .map((x, order) => ({ x, order }))
    .sort((a, b) => at(b.x) - at(a.x) || b.order - a.order)
    .map(({ x }) => x);
}

function shoppingSide(side: SideRecord, catalogue: Catalogue, ctx: Ctx): S['ShoppingSide'] {
  const view = sideView(side, catalogue, ctx);
  const { id: _id, currency: _currency, create_time: _created, delete_time: _deleted, ...kept } = view;
  return kept;
}

function listTotals(sides: S['ShoppingSide'][]) {
  return {
    box: rules.totalBoxes(sides.map((s) => s.box)),
    p_total_price: cents(sides.reduce((sum, s) => sum + s.p_total_price, 0)),
  };
}

export const calculatorHandlers: GroupHandlers<'calculator'> = {
  getCalculatorList: (ctx) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    return ok({
      list: newestFirst(m.sides.filter((s) => s.deleted_at === null)).map((s) => sideView(s, m.catalogue, ctx)),
    });
  },

  addCalculatorSideByProduct: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const ids = rules.parseIdList(body.product_id);
    if (ids.some((id) => !m.catalogue.productById.has(id))) return fail(404, PRODUCT_NOT_FOUND);
    return addSides(
      m,
      ids.map((product_id) => newSide(m, ctx, {}, [{ product_id, share: rules.SHARE_MAX }])),
    );
  },

  addCalculatorSideByTemplatePlan: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const plans = rules
      .parseIdList(body.template_plan_id)
      .map((id) =>
        m.state.plans.find(
          (p) =>
            p.id === id && p.client_user_id === m.user.client_user_id && p.datacenter_uuid === m.user.datacenter_uuid,
        ),
      );
    if (plans.some((p) => !p)) return fail(404, PLAN_NOT_FOUND);
    const sides = plans.flatMap((plan) => {
      const template = m.catalogue.templates.find((t) => t.id === plan!.template_id);
      const space = templateSpaces().find((s) => s.id === template?.space_id)?.space_name ?? '';
      return plan!.side_list.map((side) => {
        const productIds = rules.parseIdList(side.product_id_str).filter((id) => m.catalogue.productById.has(id));
        const shares = rules.evenShares(productIds.length);
        const fields = {
          side_name: sideNameOf(side, space),
          pave_mode_name: side.pave_mode_name || rules.DEFAULT_PAVE_MODE,
        };
        return newSide(
          m,
          ctx,
          fields,
          productIds.map((product_id, k) => ({ product_id, share: shares[k]! })),
        );
      });
    });
    return addSides(m, sides);
  },

  copyCalculatorSide: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const side = live(m, body.side_id);
    if (!side) return fail(404, SIDE_NOT_FOUND);
    const { id: _id, created_at: _at, deleted_at: _deleted, products, ...fields } = side;
    const copy = newSide(
      m,
      ctx,
      fields,
      products.map((p) => ({ product_id: p.product_id, share: p.share })),
    );
    copy.products.forEach((p, k) => (p.is_edit = products[k]!.is_edit));
    m.state.sides.push(copy);
    return ok({ side_ids: [copy.id] }, rules.COPIED_TEXT);
  },

  delCalculatorSide: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const side = live(m, body.side_id);
    if (!side) return fail(404, SIDE_NOT_FOUND);
    side.deleted_at = ctx.clock.now();
    return ok({ count: 1 }, 'Deleted');
  },

  delCalculatorAllSide: (ctx) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const now = ctx.clock.now();
    const sides = m.sides.filter((s) => s.deleted_at === null);
    sides.forEach((s) => (s.deleted_at = now));
    return ok({ count: sides.length }, 'Cleared');
  },

  editCalculatorSide: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const side = live(m, body.side_id);
    if (!side) return fail(404, SIDE_NOT_FOUND);
    const { side_id: _id, datacenter_uuid: _dc, ...changes } = body;
    if (changes.side_name !== undefined) changes.side_name = changes.side_name.trim();
    Object.assign(side, changes);
    recompute(side, m.catalogue);
    return ok({ side: sideView(side, m.catalogue, ctx) }, rules.MODIFIED_TEXT);
  },

  editCalculatorSideProduct: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const side = m.sides.find((s) => s.deleted_at === null && s.products.some((p) => p.id === body.side_product_id));
    const item = side?.products.find((p) => p.id === body.side_product_id);
    if (!side || !item) return fail(404, SIDE_NOT_FOUND);
    if (body.product_id !== undefined && !m.catalogue.productById.has(body.product_id))
      return fail(404, PRODUCT_NOT_FOUND);
    if (body.product_id !== undefined && body.product_id !== item.product_id) {
      item.product_id = body.product_id;
      item.is_edit = true;
    }
    // One number, or one per product of the side (this product's own element applies).
    const share =
      body.product_percentage === undefined
        ? undefined
        : rules.shareOf(body.product_percentage, side.products.indexOf(item));
    if (share !== undefined && share !== item.share) {
      item.share = share;
      item.is_edit = true;
    }
    // The client's `box` is what it showed; the stored count is always the rule's, from the saved size.
    recompute(side, m.catalogue);
    return ok({ side: sideView(side, m.catalogue, ctx) }, rules.MODIFIED_TEXT);
  },

  getDelCalculatorList: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const deleted = newestFirst(
      m.sides.filter((s) => s.deleted_at !== null),
      (s) => s.deleted_at!,
    );
    const page = body.page ?? 1;
    const limit = body.limit ?? rules.DELETED_PAGE_SIZE;
    return ok({
      list: deleted.slice((page - 1) * limit, page * limit).map((s) => sideView(s, m.catalogue, ctx)),
      total: deleted.length,
    });
  },

  restoreDelCalculatorSide: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const sides = deletedSides(m, body.side_id);
    if (!sides) return fail(404, SIDE_NOT_FOUND);
    sides.forEach((s) => (s.deleted_at = null));
    return ok({ count: sides.length }, 'Restored');
  },

  delMustCalculatorSide: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const sides = deletedSides(m, body.side_id);
    if (!sides) return fail(404, SIDE_NOT_FOUND);
    const gone = new Set(sides);
    m.state.sides = m.state.sides.filter((s) => !gone.has(s));
    return ok({ count: sides.length }, 'Deleted');
  },

  addToShoppinglist: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    // In the calculator's order (newest first), whatever order the ids came in: the same selection is the same list.
    const ids = [...new Set(rules.parseIdList(body.side_id))].sort((a, b) => b - a);
    const sides = ids.map((id) => live(m, id));
    if (sides.some((s) => !s)) return fail(404, SIDE_NOT_FOUND);
    const snapshot = (sides as SideRecord[]).map((s) => shoppingSide(s, m.catalogue, ctx));
    if (snapshot.some((s) => s.box === 0)) return invalid('side_id', 'zero_boxes', rules.ZERO_BOXES_TEXT);
    const fingerprint = JSON.stringify({ ids, snapshot });
    const now = ctx.clock.now();
    const repeat = m.state.shoppingLists.find(
      (l) =>
        l.client_user_id === m.user.client_user_id &&
        l.datacenter_uuid === m.user.datacenter_uuid &&
        l.fingerprint === fingerprint &&
        now - l.created_at < REPEAT_WINDOW_MS,
    );
    if (repeat) return ok({ shopping_list_id: repeat.id }, rules.ADDED_TEXT);
    const id = randomBytes(12).toString('base64url');
    m.state.shoppingLists.push({
      id,
      client_user_id: m.user.client_user_id,
      datacenter_uuid: m.user.datacenter_uuid,
      created_at: now,
      fingerprint,
      side_list: snapshot,
    });
    return ok({ shopping_list_id: id }, rules.ADDED_TEXT);
  },

  getShoppinglist: (ctx) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const lists = m.state.shoppingLists.filter(
      (l) => l.client_user_id === m.user.client_user_id && l.datacenter_uuid === m.user.datacenter_uuid,
    );
    return ok({
      list: newestFirst(lists).map((l) => ({
        id: l.id,
        create_time: iso(l.created_at),
        currency: currencyOf(l.datacenter_uuid),
        ...listTotals(l.side_list),
        side_list: l.side_list,
      })),
    });
  },

  delShoppinglist: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const index = m.state.shoppingLists.findIndex(
      (l) =>
        l.id === body.id && l.client_user_id === m.user.client_user_id && l.datacenter_uuid === m.user.datacenter_uuid,
    );
    if (index < 0) return fail(404, LIST_NOT_FOUND);
    m.state.shoppingLists.splice(index, 1);
    return ok({ id: body.id }, 'Deleted');
  },

  addCalculatorSideByShoppingList: (ctx, body) => {
    const m = mine(ctx);
    if ('status' in m) return m;
    const list = m.state.shoppingLists.find(
      (l) =>
        l.id === body.shopping_list_id &&
        l.client_user_id === m.user.client_user_id &&
        l.datacenter_uuid === m.user.datacenter_uuid,
    );
    if (!list) return fail(404, LIST_NOT_FOUND);
    const sides = list.side_list.map((s) =>
      newSide(
        m,
        ctx,
        (({ side_product_list: _products, box: _box, p_total_price: _price, ...fields }) => fields)(s),
        s.side_product_list.flatMap((p, i) =>
          m.catalogue.productById.has(p.product_id)
            ? [{ product_id: p.product_id, share: rules.shareOf(p.product_percentage, i) }]
            : [],
        ),
      ),
    );
    return addSides(m, sides);
  },

  getClientShoppingInfo: (ctx, body) => {
    const state = calculatorOf(ctx.world);
    const list = state.shoppingLists.find((l) => l.id === body.shopping_list_id);
    if (!list) return fail(404, LIST_NOT_FOUND);
    const owner = ctx.world.accounts.users.find(
      (u) => u.client_user_id === list.client_user_id && u.datacenter_uuid === list.datacenter_uuid,
    );
    return ok({
      shopping_list_id: list.id,
      client_name: [owner?.first_name, owner?.last_name].filter(Boolean).join(' '),
      create_time: iso(list.created_at),
      currency: currencyOf(list.datacenter_uuid),
      ...listTotals(list.side_list),
      side_list: list.side_list,
    });
  },
};
