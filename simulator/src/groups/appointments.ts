import { randomBytes } from 'node:crypto';
import { rules, type components } from '@storefront/sdk';
import { catalogueOf } from '../state/catalogue.js';
import { fail, invalid, ok, type ErrorEnvelope } from '../http/envelope.js';
import type { Ctx, HandlerMap } from '../http/handler.js';
import { APPOINTMENT_ITEMS, EVALUATION_QUESTIONS } from '../seed/appointments.js';
import { img } from '../seed/pictures.js';
import { sessionUser } from '../state/users.js';
import type { AppointmentRecord, AppointmentState, UserRecord, VisitRecord, World } from '../state/world.js';

type S = components['schemas'];
type Store = S['Store'];

export const STORE_NOT_FOUND = 'This store does not exist.';
export const APPOINTMENT_NOT_FOUND = 'This appointment does not exist.';
export const RECORD_NOT_FOUND = 'This visit does not exist.';
export const PURCHASE_NOT_FOUND = 'This purchase does not exist.';
export const ALREADY_EVALUATED = 'This visit has already been evaluated.';
/**
 * Purchases are shown in Kenyan shillings (docs/product/appointments.md#records-and-evaluation), at this many per unit
 * of the region's price.
 */
const KSH_PER_UNIT = 140;
const REPEAT_WINDOW_MS = 5_000;

export function appointmentsOf(world: World): AppointmentState {
  world.appointments ??= {
    appointments: [],
    visits: [],
    transactions: [],
    nextAppointmentId: 1,
    nextVisitId: 1,
    nextTransactionId: 1,
  };
  return world.appointments;
}

const iso = (ms: number) => new Date(ms).toISOString();
const mineOf = (user: UserRecord) => (x: { client_user_id: string; datacenter_uuid: string }) =>
  x.client_user_id === user.client_user_id && x.datacenter_uuid === user.datacenter_uuid;

/** 1 ongoing, 2 completed (visited), 3 expired: its hour passed unvisited (the simulator's clock). */
export function appointmentType(a: AppointmentRecord, now: number): 1 | 2 | 3 {
  if (a.visited_at !== null) return 2;
  return rules.slotHasPassed(a.select_date, a.select_time, now) ? 3 : 1;
}

function staff(ctx: Ctx): S['StaffCard'] {
  const { headimg, first_name, last_name, position } = ctx.region.representative;
  return { headimg, first_name, last_name, position };
}

function appointmentView(ctx: Ctx, a: AppointmentRecord): S['Appointment'] {
  const store = ctx.region.stores.find((s) => s.id === a.store_id);
  return {
    id: a.id,
    select_date: a.select_date,
    select_time: a.select_time,
    qrcode: img('qr', a.qrcode_value),
    qrcode_value: a.qrcode_value,
    store_id: a.store_id,
    store_name: store?.store_name ?? '',
    level_name: store?.level_name ?? '',
    adds: store?.adds ?? '',
    phone: store ? `+${store.area_code} ${store.phone}` : '',
    type: appointmentType(a, ctx.clock.now()),
    appointment_time: iso(a.booked_at),
    contact_name: a.contact_name,
    contact: a.contact,
    demand: a.demand,
    is_new: a.seen ? 2 : 1,
    user_data: staff(ctx),
    appointment_item_list: a.answers.map((x) => ({ ...x })),
  };
}

function browseView(ctx: Ctx, b: VisitRecord['browsed'][number]): S['BrowseRecord'] | null {
  const catalogue = catalogueOf(ctx.world, ctx.region);
  if (b.type === 1) {
    const p = catalogue.productById.get(b.content_id);
    return p ? { ...b, name: p.product_name, preview: p.preview } : null;
  }
  if (b.type === 2) {
    const c = ctx.region.cases.find((x) => x.id === b.content_id);
    return c ? { ...b, name: c.case_name, preview: c.preview } : null;
  }
  const t = catalogue.templates.find((x) => x.id === b.content_id);
  return t ? { ...b, name: t.template_name, preview: t.preview } : null;
}

function visitView(ctx: Ctx, v: VisitRecord): S['ClientRecord'] {
  const store = ctx.region.stores.find((s) => s.id === v.store_id);
  return {
    id: v.id,
    create_time: iso(v.created_at),
    store_name: store?.store_name ?? '',
    level_name: store?.level_name ?? '',
    appointment_id: v.appointment_id,
    user_info: staff(ctx),
    browse_records_list: v.browsed.flatMap((b) => browseView(ctx, b) ?? []),
    is_need_evaluation: v.star === 0 ? 1 : 2,
    star: v.star,
    star_remark: v.star_remark,
    is_new: v.seen ? 2 : 1,
  };
}

function transactionView(
  ctx: Ctx,
  t: AppointmentState['transactions'][number],
): S['Transaction'] & { list: S['TransactionDetail']['list'] } {
  const catalogue = catalogueOf(ctx.world, ctx.region);
  const lines = t.lines.flatMap((line) => {
    const p = catalogue.productById.get(line.product_id);
    if (!p) return [];
    const brand = ctx.region.brands.find((b) => b.id === p.brand_id)?.brand_name ?? '';
    return [
      {
        brand,
        product: {
          product_id: p.id,
          product_name: p.product_name,
          product_number: p.product_number,
          preview: p.preview,
          spec_name: p.spec.spec_name,
          box: line.box,
          amount: line.amount,
        },
      },
    ];
  });
  const brands = [...new Set(lines.map((l) => l.brand))];
  return {
    id: t.id,
    brand_name: brands.join(', '),
    currency: 'Ksh',
    amount: lines.reduce((sum, l) => sum + l.product.amount, 0),
    arrived: t.paid,
    create_time: iso(t.created_at),
    store_name: ctx.region.stores.find((s) => s.id === t.store_id)?.store_name ?? '',
    product_list: lines.map((l) => l.product),
    deal_img_list: t.deal_images.map((img_path) => ({ img_path })),
    list: brands.map((brand_name) => ({
      brand_name,
      product_list: lines.filter((l) => l.brand === brand_name).map((l) => l.product),
    })),
  };
}

type Answer = { item_id: number; item_value: string };

/** The `items` JSON text as answers, or null when it is not a list of {item_id, item_value}. */
function parseAnswers(text: string | undefined): Answer[] | null {
  if (text === undefined || text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const answers = value.map((x) =>
      x && typeof x === 'object' && Number.isInteger((x as Answer).item_id)
        ? { item_id: (x as Answer).item_id, item_value: String((x as Answer).item_value ?? '').trim() }
        : null,
    );
    return answers.every(Boolean) ? (answers as Answer[]) : null;
  } catch {
    return null;
  }
}

/** The business rule each evaluation field breaks when it is missing, as named in a 400. */
const EVALUATION_RULE: Record<rules.EvaluationProblem['field'], string> = {
  star: 'minimum',
  items: 'required_item',
  star_remark: 'not_blank',
};

const notJson = () => invalid('items', 'json', 'must be JSON text of a list of {item_id, item_value}');

function me(ctx: Ctx): { user: UserRecord; state: AppointmentState } | ErrorEnvelope {
  const found = sessionUser(ctx);
  return 'status' in found ? found : { user: found.user, state: appointmentsOf(ctx.world) };
}

export const appointmentHandlers: Pick<
  HandlerMap,
  | 'getAppointmentItem'
  | 'addAppointment'
  | 'getAppointmentDetail'
  | 'setReaded'
  | 'getMyAppointmentList'
  | 'getClientRecordList'
  | 'getClientRecordStarItem'
  | 'addClientRecordStar'
  | 'getClientRecordDetail'
  | 'getMyTransactionList'
  | 'getMyTransactionDetail'
> = {
  getAppointmentItem: (ctx, body) => {
    if (!ctx.region.stores.some((s) => s.id === body.level_id)) return fail(404, STORE_NOT_FOUND);
    // Each store asks a little differently: the first ones ask everything, the others skip the budget.
    const items = APPOINTMENT_ITEMS.filter((item) => body.level_id <= 2 || item.id !== 3);
    return ok({ list: items.map((item) => ({ ...item, sub_item_list: item.sub_item_list.map((s) => ({ ...s })) })) });
  },

  addAppointment: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const { user, state } = found;
    const store: Store | undefined = ctx.region.stores.find((s) => s.id === body.level_id);
    if (!store) return fail(404, STORE_NOT_FOUND);
    const now = ctx.clock.now();
    const refusal = rules.bookingRefusal(store, body.select_date, body.select_time, now);
    if (refusal) return invalid(refusal.field, refusal.rule, refusal.message);
    const answers = parseAnswers(body.items);
    if (!answers) return notJson();
    const questions = APPOINTMENT_ITEMS.filter((item) => body.level_id <= 2 || item.id !== 3);
    const missing = questions.find(
      (q) => q.is_required === 1 && !answers.some((a) => a.item_id === q.id && a.item_value),
    );
    if (missing) return invalid('items', 'required_item', `${missing.item_name} is required`);
    const unknown = answers.find((a) => !questions.some((q) => q.id === a.item_id));
    if (unknown) return invalid('items', 'known_item', `no question ${unknown.item_id} for this store`);
    const fingerprint = JSON.stringify([
      body.level_id,
      body.select_date,
      body.select_time,
      body.contact,
      body.contact_name,
      body.demand ?? '',
      answers,
    ]);
    const repeat = state.appointments.find(
      (a) => mineOf(user)(a) && a.fingerprint === fingerprint && now - a.booked_at < REPEAT_WINDOW_MS,
    );
    if (repeat) return ok({ appointment_id: repeat.id }, 'Booked');
    const appointment: AppointmentRecord = {
      id: state.nextAppointmentId++,
      client_user_id: user.client_user_id,
      datacenter_uuid: user.datacenter_uuid,
      store_id: store.id,
      select_date: body.select_date,
      select_time: body.select_time,
      contact: body.contact,
      contact_name: body.contact_name.trim(),
      demand: body.demand?.trim() ?? '',
      answers: answers.map((a) => ({
        item_name: questions.find((q) => q.id === a.item_id)!.item_name,
        appointment_item_value: a.item_value,
      })),
      qrcode_value: `SFAPPT-${randomBytes(15).toString('base64url')}`,
      booked_at: now,
      visited_at: null,
      seen: false,
      fingerprint,
    };
    state.appointments.push(appointment);
    return ok({ appointment_id: appointment.id }, 'Booked');
  },

  getAppointmentDetail: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const a = found.state.appointments.find((x) => x.id === body.appointment_id && mineOf(found.user)(x));
    return a ? ok(appointmentView(ctx, a)) : fail(404, APPOINTMENT_NOT_FOUND);
  },

  setReaded: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const list = (body.type ?? 1) === 1 ? found.state.appointments : found.state.visits;
    const item = list.find((x) => x.id === body.id && mineOf(found.user)(x));
    if (!item) return fail(404, (body.type ?? 1) === 1 ? APPOINTMENT_NOT_FOUND : RECORD_NOT_FOUND);
    item.seen = true;
    return ok({ id: item.id });
  },

  getMyAppointmentList: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const now = ctx.clock.now();
    const mine = found.state.appointments.filter(mineOf(found.user));
    const wanted = body.type ?? 0;
    const list = mine
      .filter((a) => wanted === 0 || appointmentType(a, now) === wanted)
      .sort((a, b) => b.booked_at - a.booked_at || b.id - a.id)
      .map((a) => appointmentView(ctx, a));
    return ok({ list, is_new_count: mine.filter((a) => !a.seen).length });
  },

  getClientRecordList: (ctx) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const mine = found.state.visits
      .filter(mineOf(found.user))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return ok({
      list: mine.map((v) => visitView(ctx, v)),
      is_new_count: mine.filter((v) => !v.seen).length,
      is_need_evaluation_count: mine.filter((v) => v.star === 0).length,
    });
  },

  getClientRecordStarItem: () =>
    ok({ list: EVALUATION_QUESTIONS.map((q) => ({ ...q, slist: q.slist.map((s) => ({ ...s })) })) }),

  addClientRecordStar: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const visit = found.state.visits.find((v) => v.id === body.id && mineOf(found.user)(v));
    if (!visit) return fail(404, RECORD_NOT_FOUND);
    if (visit.star > 0) return fail(409, ALREADY_EVALUATED);
    const answers = parseAnswers(body.items);
    if (!answers) return notJson();
    const byQuestion = Object.fromEntries(answers.map((a) => [a.item_id, a.item_value]));
    const problem = rules.evaluationProblem(body.star, byQuestion, body.star_remark, EVALUATION_QUESTIONS);
    if (problem) return invalid(problem.field, EVALUATION_RULE[problem.field], problem.text);
    visit.star = body.star;
    visit.star_remark = body.star_remark.trim();
    visit.answers = answers;
    return ok({ id: visit.id }, rules.EVALUATION_THANKS_TEXT);
  },

  getClientRecordDetail: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const visit = found.state.visits.find((v) => v.id === body.id && mineOf(found.user)(v));
    return visit ? ok(visitView(ctx, visit)) : fail(404, RECORD_NOT_FOUND);
  },

  getMyTransactionList: (ctx) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const mine = found.state.transactions
      .filter(mineOf(found.user))
      .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
    return ok({ list: mine.map((t) => (({ list: _list, ...rest }) => rest)(transactionView(ctx, t))) });
  },

  getMyTransactionDetail: (ctx, body) => {
    const found = me(ctx);
    if ('status' in found) return found;
    const t = found.state.transactions.find((x) => x.id === body.id && mineOf(found.user)(x));
    return t ? ok(transactionView(ctx, t)) : fail(404, PURCHASE_NOT_FOUND);
  },
};

/**
 * The control API's store visit: the appointment is completed, a visit is recorded with a few products, cases and
 * displays the client looked at (chosen from the appointment's id, so the same namespace repeats itself), and with
 * `purchase` a purchase in Ksh.
 */
export function visitStore(ctx: Ctx, appointmentId: number, purchase: boolean) {
  const state = appointmentsOf(ctx.world);
  const a = state.appointments.find((x) => x.id === appointmentId);
  if (!a) return fail(404, APPOINTMENT_NOT_FOUND);
  const now = ctx.clock.now();
  if (appointmentType(a, now) !== 1) return fail(409, 'This appointment was already visited or has expired.');
  a.visited_at = now;
  const region = ctx.world.regions[a.datacenter_uuid]!;
  const catalogue = catalogueOf(ctx.world, region);
  const pick = (n: number, size: number, offset: number) =>
    Array.from({ length: n }, (_, k) => ((a.id * 7 + k * 13 + offset) % size) + 1);
  const products = pick(3, Math.min(100, catalogue.products.length), 0);
  const visit: VisitRecord = {
    id: state.nextVisitId++,
    client_user_id: a.client_user_id,
    datacenter_uuid: a.datacenter_uuid,
    store_id: a.store_id,
    appointment_id: a.id,
    created_at: now,
    browsed: [
      ...products.map((content_id) => ({ content_id, type: 1 as const })),
      ...pick(2, region.cases.length, 3).map((content_id) => ({ content_id, type: 2 as const })),
      ...pick(1, catalogue.templates.length, 5).map((content_id) => ({ content_id, type: 3 as const })),
    ],
    star: 0,
    star_remark: '',
    answers: [],
    seen: false,
  };
  state.visits.push(visit);
  let transaction_id = 0;
  if (purchase) {
    const lines = products.slice(0, 2).map((product_id, k) => {
      const box = 6 + ((a.id + k * 5) % 20);
      const price = catalogue.productById.get(product_id)?.price_box ?? 0;
      return { product_id, box, amount: Math.round(box * price * KSH_PER_UNIT) };
    });
    transaction_id = state.nextTransactionId++;
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    state.transactions.push({
      id: transaction_id,
      client_user_id: a.client_user_id,
      datacenter_uuid: a.datacenter_uuid,
      store_id: a.store_id,
      created_at: now,
      lines,
      paid: Math.round(total / 2),
      deal_images: [
        img('room', `${a.datacenter_uuid}-deal-${transaction_id}-1`),
        img('room', `${a.datacenter_uuid}-deal-${transaction_id}-2`),
      ],
    });
  }
  return ok({ record_id: visit.id, transaction_id }, 'Visited');
}
