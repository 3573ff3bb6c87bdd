import type { HandlerMap } from '../http/handler.js';
import { brandHandlers } from './brand.js';
import { calculatorHandlers } from './calculator.js';
import { casesHandlers } from './cases.js';
import { commonHandlers } from './common.js';
import { controlHandlers } from './control.js';
import { productHandlers } from './product.js';
import { shareHandlers } from './share.js';
import { storeHandlers } from './store.js';
import { templateHandlers } from './template.js';
import { userHandlers } from './user.js';

// Typed as the full map: leaving a group out, or an operation out of its group, fails the type check. This
// replaces the start-up check for operations without a handler: the routes are made from the same generated
// table (`operations` of the SDK) that the map's keys come from, so a handler cannot be missing at run time.
export const allHandlers: HandlerMap = {
  ...commonHandlers,
  ...userHandlers,
  ...storeHandlers,
  ...casesHandlers,
  ...productHandlers,
  ...brandHandlers,
  ...templateHandlers,
  ...shareHandlers,
  ...calculatorHandlers,
  ...controlHandlers,
};
