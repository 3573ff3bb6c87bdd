import type { Accounts, CalculatorState, TemplatePlanRecord } from '../state/records.js';
import { img } from './pictures.js';
import { DAY } from './products.js';
import { roomKey } from '../art/keys.js';
import { PAVE_MODES, TEMPLATE_SPACES, templateSideLayout, templateSpaceId, templateUuid } from './showcase.js';

const PLANS_SAVED_AT = Date.UTC(2026, 1, 14);

/**
 * Two saved matchings per seeded account (the display area saves more at run time), with the sides of their
 * display: a floor of one product, the facing wall split between two and the side walls of one. Product ids
 * stay within the first hundred, which every region has (each brand has a hundred products).
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
        // The picture shows the display's room: its name carries the space the picture is drawn as.
        preview: img(
          'room',
          roomKey(`${user.datacenter_uuid}-plan-${id}`, TEMPLATE_SPACES[templateSpaceId(templateId) - 1]!.space_name),
        ),
        created_at: PLANS_SAVED_AT + (n * 2 + k) * DAY,
        side_list: templateSideLayout(templateUuid(user.datacenter_uuid, templateId), templateSpaceId(templateId)).map(
          (side, s) => ({
            ...side,
            pave_mode_uuid: side.type === 1 ? mode.uuid : PAVE_MODES[0].uuid,
            pave_mode_name: side.type === 1 ? mode.name : PAVE_MODES[0].name,
            product_id_str: s === 1 ? `${pick(2)},${pick(3)}` : pick(s * 2 + 1),
          }),
        ),
      });
    }
  });
  return plans;
}

export function seedCalculator(accounts: Accounts): CalculatorState {
  const plans = seedTemplatePlans(accounts);
  return { sides: [], shoppingLists: [], plans, nextSideId: 1, nextSideProductId: 1, nextPlanId: plans.length + 1 };
}
