import { describe, expect, it } from 'vitest';
import { spaceOfPicture } from '../art/rooms.js';
import { seedAccounts } from './accounts.js';
import { seedTemplatePlans } from './plans.js';
import { TEMPLATE_SPACES, templateSpaceId } from './showcase.js';

/** The room picture each display space is drawn as. */
const PICTURE_OF_SPACE: Record<string, string> = {
  'Living Room': 'living',
  Kitchen: 'kitchen',
  Bathroom: 'bathroom',
  Bedroom: 'bedroom',
  Outdoor: 'terrace',
};

describe('seeded matching records', () => {
  it("show a picture of their own display's room, for every record of every seed tried", () => {
    for (const seed of [1, 7, 4242, 20261121]) {
      const plans = seedTemplatePlans(seedAccounts(seed));
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        const space = TEMPLATE_SPACES[templateSpaceId(plan.template_id) - 1]!.space_name;
        expect(spaceOfPicture(plan.preview), `plan ${plan.id} (${space}): ${plan.preview}`).toBe(
          PICTURE_OF_SPACE[space],
        );
      }
    }
  });
});
