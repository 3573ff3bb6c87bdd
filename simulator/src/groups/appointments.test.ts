import { rules } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

/** Monday 23 November 2026, 08:00 UTC. Store 1 opens 09:00-19:00, is closed on Sundays and 24-26 December. */
const MONDAY_8AM = Date.UTC(2026, 10, 23, 8);

async function client(ns: string, userName = '34600111222', language?: string) {
  const s = await namespaceSession(sim, ns);
  await s.control('setClock', { epoch_ms: MONDAY_8AM });
  const signedIn = s.asUser(await s.signIn(userName));
  const headers = language ? { ...signedIn, 'Accept-Language': language } : signedIn;
  const call = (op: string, body: object = {}): Promise<Answer> => sim.post(`/api/v1/store/${op}`, body, headers);
  return { s, call };
}

const booking = (date: string, time: string, extra: object = {}) => ({
  select_date: date,
  select_time: time,
  contact: '34600111222',
  contact_name: 'Lucia Ortega',
  demand: 'Kitchen floor',
  level_id: 1,
  items: JSON.stringify([
    { item_id: 1, item_value: 'Renovation' },
    { item_id: 2, item_value: 'Kitchen,Bathroom' },
  ]),
  ...extra,
});

describe('booking a visit', () => {
  it("says why a booking is refused in the customer's language", async () => {
    const english = await client('appt-english');
    expect(await english.call('addAppointment', booking('2026-11-29', '10:00'))).toMatchObject({
      status: 400,
      msg: 'select_date: The store is closed on this day.',
    });
    const chinese = await client('appt-chinese', '34600111222', 'zh-CN,zh;q=0.9');
    expect(await chinese.call('addAppointment', booking('2026-11-29', '10:00'))).toMatchObject({
      status: 400,
      msg: 'select_date: 门店当天休息。',
    });
    expect((await chinese.call('addAppointment', booking('2026-11-22', '10:00'))).msg).toBe(
      'select_date: 该日期已过。',
    );
  });

  it("refuses the store's closed days, holidays and hours, naming the field, and books a slot", async () => {
    const { call } = await client('appt-rules');
    const refused = async (date: string, time: string, field: string, rule: string) => {
      const answer = await call('addAppointment', booking(date, time));
      expect(answer.status, `${date} ${time}`).toBe(400);
      expect(answer.data.errors[0], `${date} ${time}`).toMatchObject({ field, rule });
    };
    await refused('2026-11-22', '10:00', 'select_date', 'past_day');
    await refused('2026-11-29', '10:00', 'select_date', 'closed_weekday');
    await refused('2026-12-24', '10:00', 'select_date', 'holiday');
    await refused('2026-12-26', '10:00', 'select_date', 'holiday');
    await refused('2026-11-24', '08:00', 'select_time', 'outside_hours');
    await refused('2026-11-24', '18:30', 'select_time', 'outside_hours');
    await refused('2026-11-24', '19:00', 'select_time', 'outside_hours');
    await refused('2026-02-30', '10:00', 'select_date', 'date');
    const noRooms = await call(
      'addAppointment',
      booking('2026-11-24', '10:00', { items: JSON.stringify([{ item_id: 1, item_value: 'New home' }]) }),
    );
    expect(noRooms.data.errors[0]).toMatchObject({ field: 'items', rule: 'required_item' });
    expect(
      (await call('addAppointment', booking('2026-11-24', '10:00', { items: 'not json' }))).data.errors[0],
    ).toMatchObject({ field: 'items' });
    expect(await call('getMyAppointmentList', { type: 0 })).toMatchObject({ data: { list: [] } });

    const first = await call('addAppointment', booking('2026-11-27', '18:00'));
    expect(first.status).toBe(200);
    const again = await call('addAppointment', booking('2026-11-27', '18:00'));
    expect(again.data.appointment_id).toBe(first.data.appointment_id);
    const detail = await call('getAppointmentDetail', { appointment_id: first.data.appointment_id });
    expect(detail.data).toMatchObject({
      type: 1,
      select_date: '2026-11-27',
      select_time: '18:00',
      is_new: 1,
      qrcode: expect.stringMatching(/^img\/qr\/SFAPPT-/),
    });
    expect(detail.data.appointment_item_list).toEqual([
      { item_name: 'Project type', appointment_item_value: 'Renovation' },
      { item_name: 'Rooms', appointment_item_value: 'Kitchen,Bathroom' },
    ]);
  });

  it('refuses today’s slot once it has begun, and a store open past midnight takes its late slots', async () => {
    const { s, call } = await client('appt-today');
    await s.control('setClock', { epoch_ms: Date.UTC(2026, 10, 24, 9, 30) });
    expect((await call('addAppointment', booking('2026-11-24', '09:00'))).data.errors[0]).toMatchObject({
      field: 'select_time',
      rule: 'past_time',
    });
    expect((await call('addAppointment', booking('2026-11-24', '10:00'))).status).toBe(200);
    // Store 3 opens 18:00-02:00, closed Sundays and Mondays.
    expect((await call('addAppointment', booking('2026-11-25', '01:00', { level_id: 3 }))).status).toBe(200);
    expect(
      (await call('addAppointment', booking('2026-11-25', '02:00', { level_id: 3 }))).data.errors[0],
    ).toMatchObject({ rule: 'outside_hours' });
  });
});

describe('an appointment on the clock', () => {
  it('expires once its hour passes unvisited; a visit completes it and records a store visit and a purchase', async () => {
    const { s, call } = await client('appt-life');
    const expiring = (await call('addAppointment', booking('2026-11-23', '10:00'))).data.appointment_id as number;
    const visiting = (await call('addAppointment', booking('2026-11-24', '12:00'))).data.appointment_id as number;
    await s.control('advanceClock', { ms: 2 * 3600_000 + 59 * 60_000 });
    expect((await call('getAppointmentDetail', { appointment_id: expiring })).data.type).toBe(1);
    await s.control('advanceClock', { ms: 60_000 });
    expect((await call('getAppointmentDetail', { appointment_id: expiring })).data.type).toBe(3);
    expect((await s.control('visitStore', { appointment_id: expiring })).status).toBe(409);

    const visit = await s.control('visitStore', { appointment_id: visiting, purchase: true });
    expect(visit).toMatchObject({ status: 200, data: { record_id: 1, transaction_id: 1 } });
    expect((await call('getMyAppointmentList', { type: 2 })).data.list.map((a: { id: number }) => a.id)).toEqual([
      visiting,
    ]);
    const records = await call('getClientRecordList');
    expect(records.data).toMatchObject({ is_need_evaluation_count: 1, is_new_count: 1 });
    expect(records.data.list[0].browse_records_list.map((b: { type: number }) => b.type)).toEqual([1, 1, 1, 2, 2, 3]);
    const purchase = await call('getMyTransactionDetail', { id: 1 });
    expect(purchase.data).toMatchObject({ currency: 'Ksh', product_list: expect.any(Array), list: expect.any(Array) });
    expect(purchase.data.product_list.every((p: { box: number }) => p.box > 0)).toBe(true);
    expect(await call('setReaded', { id: 1, type: 2 })).toMatchObject({ status: 200 });
    expect((await call('getClientRecordList')).data.is_new_count).toBe(0);
  });
});

describe('evaluating a visit', () => {
  it('asks for stars, every question and a remark, then takes it once', async () => {
    const { s, call } = await client('appt-eval');
    const id = (await call('addAppointment', booking('2026-11-24', '12:00'))).data.appointment_id as number;
    const record = (await s.control('visitStore', { appointment_id: id })).data.record_id as number;
    const items = (answers: object[]) => JSON.stringify(answers);
    const full = [
      { item_id: 1, item_value: '1' },
      { item_id: 2, item_value: '4,6' },
      { item_id: 3, item_value: 'More samples to take home' },
    ];
    expect(
      (await call('addClientRecordStar', { id: record, star: 0, star_remark: 'Good', items: items(full) })).data
        .errors[0],
    ).toMatchObject({ field: 'star' });
    expect(
      (await call('addClientRecordStar', { id: record, star: 4, star_remark: 'Good', items: items(full.slice(1)) }))
        .msg,
    ).toBe('items: Was your adviser helpful is not filled');
    expect(
      (
        await call('addClientRecordStar', {
          id: record,
          star: 4,
          star_remark: 'Good',
          items: items([full[0]!, { item_id: 2, item_value: '99' }, full[2]!]),
        })
      ).msg,
    ).toBe('items: What did you like is not filled');
    expect(
      (await call('addClientRecordStar', { id: record, star: 4, star_remark: '', items: items(full) })).data.errors[0],
    ).toMatchObject({ field: 'star_remark' });
    // The same rule as the records page: a remark of spaces alone is no remark, and nothing is saved.
    const blank = await call('addClientRecordStar', { id: record, star: 4, star_remark: '   ', items: items(full) });
    expect(blank).toMatchObject({ status: 400, msg: `star_remark: ${rules.NO_REMARK_TEXT}` });
    expect(blank.data.errors[0]).toMatchObject({ field: 'star_remark', rule: 'not_blank' });
    expect((await call('getClientRecordDetail', { id: record })).data).toMatchObject({
      star: 0,
      star_remark: '',
      is_need_evaluation: 1,
    });
    expect(
      await call('addClientRecordStar', { id: record, star: 4, star_remark: 'Good', items: items(full) }),
    ).toMatchObject({ status: 200 });
    expect(
      await call('addClientRecordStar', { id: record, star: 5, star_remark: 'Again', items: items(full) }),
    ).toMatchObject({ status: 409 });
    expect((await call('getClientRecordDetail', { id: record })).data).toMatchObject({
      star: 4,
      is_need_evaluation: 2,
    });
    const other = await client('appt-eval', '34600111333');
    expect(await other.call('getClientRecordDetail', { id: record })).toMatchObject({ status: 404 });
    expect(await other.call('getAppointmentDetail', { appointment_id: id })).toMatchObject({ status: 404 });
  });
});
