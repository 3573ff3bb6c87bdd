import type { Accounts, CalculatorState, TemplatePlanRecord } from '../world.js';
import { img } from './catalogue.js';
import { DAY } from './products.js';

const PLANS_SAVED_AT = Date.UTC(2026, 1, 14);

/** Laying modes a display offers for a side. */
export const PAVE_MODES = [
  { uuid: 'pm-continuous', name: 'Continuous laying' },
  { uuid: 'pm-herringbone', name: 'Herringbone' },
  { uuid: 'pm-half-offset', name: 'Staggered 1/2' },
  { uuid: 'pm-third-offset', name: 'Staggered 1/3' },
] as const;

/**
 * Two saved matchings per seeded account (the display area saves more at run time): a kitchen-like and a
 * bathroom-like room, each with a floor of one product and a wall split between two. Product ids stay within
 * the first hundred, which every region has (each brand has a hundred products).
 */
export function seedTemplatePlans(accounts: Accounts): TemplatePlanRecord[] {
  const plans: TemplatePlanRecord[] = [];
  accounts.users.forEach((user, n) => {
    for (const [k, templateId] of [4 + (n % 2), 6 + (n % 3)].entries()) {
      const id = plans.length + 1;
      const pick = (step: number) => String(((n * 17 + k * 29 + step * 11) % 100) + 1);
      const mode = PAVE_MODES[(n + k) % PAVE_MODES.length]!;
      plans.push({
        id,
        client_user_id: user.client_user_id,
        datacenter_uuid: user.datacenter_uuid,
        template_id: templateId,
        preview: img('room', `${user.datacenter_uuid}-plan-${id}`),
        created_at: PLANS_SAVED_AT + (n * 2 + k) * DAY,
        side_list: [
          { side_uuid: `side-${id}-floor`, side_name: 'Floor', pave_mode_uuid: mode.uuid, pave_mode_name: mode.name, product_id_str: pick(1), type: 1 },
          { side_uuid: `side-${id}-wall`, side_name: 'Wall', pave_mode_uuid: PAVE_MODES[0].uuid, pave_mode_name: PAVE_MODES[0].name, product_id_str: `${pick(2)},${pick(3)}`, type: 2 },
        ],
      });
    }
  });
  return plans;
}

export function seedCalculator(accounts: Accounts): CalculatorState {
  const plans = seedTemplatePlans(accounts);
  return { sides: [], shoppingLists: [], plans, nextSideId: 1, nextSideProductId: 1, nextPlanId: plans.length + 1 };
}
