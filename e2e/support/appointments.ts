import { expect, type Page } from '@playwright/test';
import { rules } from '@storefront/sdk';
import type { SimulatorFixture } from './fixtures';

type SeedStore = rules.StoreSchedule & { id: number };

/** The first day from tomorrow the store takes bookings, and its first slot. */
export function nextOpening(sim: SimulatorFixture, storeId: number) {
  const store = (sim.region() as unknown as { stores: SeedStore[] }).stores.find((s) => s.id === storeId)!;
  let date = rules.addDays(rules.todayOf(Date.now()), 1);
  while (!rules.isChoosableDay(store, date, Date.now())) date = rules.addDays(date, 1);
  return { date, time: rules.timeSlots(store.business_hours_start, store.business_hours_end)[0]! };
}

/**
 * A client's booking at store 1 for its next opening, visited and ending in a purchase (through the control API),
 * so the records and purchase pages have something to show. Answers the booking's id, day and slot.
 */
export async function bookVisitAndPurchase(
  sim: SimulatorFixture,
  api: Awaited<ReturnType<SimulatorFixture['api']>>,
  client: { first_name: string; last_name: string },
  contact: string,
) {
  const { date, time } = nextOpening(sim, 1);
  const booked = await api.call('addAppointment', {
    body: {
      select_date: date,
      select_time: time,
      contact,
      contact_name: `${client.first_name} ${client.last_name}`,
      level_id: 1,
      items: JSON.stringify([
        { item_id: 1, item_value: 'New home' },
        { item_id: 2, item_value: 'Bathroom' },
      ]),
    },
  });
  if (!booked.ok) throw new Error(booked.msg);
  await sim.control('visitStore', { appointment_id: booked.data.appointment_id, purchase: true });
  return { appointmentId: booked.data.appointment_id, date, time };
}

/** Chooses a day in the booking form's date sheet (its code loads on the first tap, so it needs the network). */
export async function chooseDate(page: Page, date: string) {
  await page.getByRole('button', { name: /^Date/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select Date' });
  const day = picker.locator(`button[data-key="${date}"]`);
  // The sheet's code loads on the first tap: wait for it before looking for the day.
  await expect(picker).toBeVisible();
  for (let n = 0; n < 3 && !(await day.isVisible()); n += 1)
    await picker.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await picker.getByRole('button', { name: 'Confirm' }).click();
}
