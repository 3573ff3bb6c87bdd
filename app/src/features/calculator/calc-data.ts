import { rules, type RequestBody, type ResponseData } from '@storefront/sdk';
import { listOf, resource } from '../../data/resource';
import { invalidate } from '../../data/tags';
import { api } from '../../session/api';
import { TEMPLATE_PLANS_TAG } from '../template/template-spaces';

type SideAsSent = ResponseData<'getCalculatorList'>['list'][number];
type SideProductAsSent = SideAsSent['side_product_list'][number];
/** A side product as the calculator holds it: its share one number, whichever form the server sent. */
export type SideProduct = Omit<SideProductAsSent, 'product_percentage'> & { product_percentage: number };
export type Side = Omit<SideAsSent, 'side_product_list'> & { side_product_list: SideProduct[] };
export type ShoppingEntry = ResponseData<'getShoppinglist'>['list'][number];
export type ShoppingSide = ShoppingEntry['side_list'][number];
export type TemplatePlan = ResponseData<'getTemplatePlanList'>['list'][number];
export type SideEdit = Omit<RequestBody<'editCalculatorSide'>, 'side_id' | 'datacenter_uuid'>;

/** A side as sent, with each product's share read as one number (rules.shareOf: one number, or this product's element of a list). */
export function sideOf(side: SideAsSent): Side {
  return {
    ...side,
    side_product_list: side.side_product_list.map((p, i) => ({
      ...p,
      product_percentage: rules.shareOf(p.product_percentage, i),
    })),
  };
}

/** The calculator's sides, Recently Deleted and the counts beside them load again after any calculator write. */
export const CALCULATOR_TAG = 'calculator';
/** Shopping list entries (the to-buy badge, /shopping) load again after an add or a delete. */
export const SHOPPING_TAG = 'shopping-list';

export const calculatorSides = resource({
  tags: [CALCULATOR_TAG],
  load: async (_all: 'all', signal) => {
    const loaded = listOf(await api.call('getCalculatorList', { body: {}, signal }));
    return loaded.ok ? { ok: true as const, data: loaded.data.map(sideOf) } : loaded;
  },
  isEmpty: (list: Side[]) => list.length === 0,
});

export const shoppingEntries = resource({
  tags: [SHOPPING_TAG],
  load: async (_all: 'all', signal) => listOf(await api.call('getShoppinglist', { body: {}, signal })),
  isEmpty: (list: ShoppingEntry[]) => list.length === 0,
});

/** The read-only list of a shared link, for anyone holding it. */
export const sharedShoppingList = resource({
  load: (id: string, signal) => api.call('getClientShoppingInfo', { body: { shopping_list_id: id }, signal }),
});

export const templatePlans = resource({
  tags: [CALCULATOR_TAG, TEMPLATE_PLANS_TAG],
  load: async (_all: 'all', signal) => listOf(await api.call('getTemplatePlanList', { body: {}, signal })),
  isEmpty: (list: TemplatePlan[]) => list.length === 0,
});

export async function loadDeletedSides(page: number, signal: AbortSignal): Promise<Side[] | null> {
  const result = await api.call('getDelCalculatorList', { body: { page, limit: rules.DELETED_PAGE_SIZE }, signal });
  return result.ok ? result.data.list.map(sideOf) : null;
}

/** After a write that changed sides: every page showing them reloads. */
const changed = <T extends { ok: boolean }>(result: T, ...tags: string[]): T => {
  if (result.ok) invalidate(CALCULATOR_TAG, ...tags);
  return result;
};

export type AddSource =
  | { kind: 'products'; ids: readonly number[] }
  | { kind: 'plans'; ids: readonly number[] }
  | { kind: 'shopping'; id: string };

/** Adds sides from products, saved matchings or a shopping list entry (calculator-add, product detail, /shopping). */
export async function addSides(source: AddSource) {
  if (source.kind === 'shopping')
    return changed(await api.call('addCalculatorSideByShoppingList', { body: { shopping_list_id: source.id } }));
  if (source.kind === 'plans')
    return changed(
      await api.call('addCalculatorSideByTemplatePlan', { body: { template_plan_id: rules.idListText(source.ids) } }),
    );
  return changed(await api.call('addCalculatorSideByProduct', { body: { product_id: rules.idListText(source.ids) } }));
}

export const copySide = async (sideId: number) =>
  changed(await api.call('copyCalculatorSide', { body: { side_id: sideId } }));
export const deleteSide = async (sideId: number) =>
  changed(await api.call('delCalculatorSide', { body: { side_id: sideId } }));
export const deleteAllSides = async () => changed(await api.call('delCalculatorAllSide', { body: {} }));
export const restoreSides = async (ids: readonly number[]) =>
  changed(await api.call('restoreDelCalculatorSide', { body: { side_id: rules.idListText(ids) } }));
export const purgeSides = async (ids: readonly number[]) =>
  changed(await api.call('delMustCalculatorSide', { body: { side_id: rules.idListText(ids) } }));

/**
 * Saves typed changes of a side. Silent: the page says 'Not saved' beside the side itself, and the answer is the
 * saved side (boxes counted again by the server with the same rule), so nothing needs to reload.
 */
export const saveSide = (sideId: number, edit: SideEdit) =>
  api.call('editCalculatorSide', { body: { side_id: sideId, ...edit }, silent: true });

export const saveSideProduct = (body: RequestBody<'editCalculatorSideProduct'>) =>
  api.call('editCalculatorSideProduct', { body, silent: true });

/** Change Products: the answer is awaited by calculator-add, and the calculator reloads. */
export const changeSideProduct = async (body: RequestBody<'editCalculatorSideProduct'>) =>
  changed(await api.call('editCalculatorSideProduct', { body }));

export const addToShoppingList = async (sideIds: readonly number[]) =>
  changed(
    await api.call('addToShoppinglist', { body: { side_id: rules.idListText(sideIds), unit: '1' } }),
    SHOPPING_TAG,
  );

export async function deleteShoppingEntry(id: string) {
  const result = await api.call('delShoppinglist', { body: { id } });
  if (result.ok) invalidate(SHOPPING_TAG);
  return result;
}
