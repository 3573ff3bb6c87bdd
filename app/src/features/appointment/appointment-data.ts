import { signal } from '@preact/signals-react';
import { rules, type ResponseData } from '@storefront/sdk';
import { listOf, type Loaded, resource } from '../../data/resource';
import { invalidate } from '../../data/tags';
import { config } from '../../config';
import { api } from '../../session/api';
import { isLoggedIn } from '../../session/state';
import type { RegisterForm } from '../account/register-data';
import { locateDevice } from '../location/locate';

export type Store = ResponseData<'getAppointmentStoreList'>['list'][number];
export type AppointmentItem = ResponseData<'getAppointmentItem'>['list'][number];
export type Appointment = ResponseData<'getAppointmentDetail'>;
export type ClientRecord = ResponseData<'getClientRecordDetail'>;
export type Question = ResponseData<'getClientRecordStarItem'>['list'][number];
export type Transaction = ResponseData<'getMyTransactionDetail'>;

/** Appointments, visits and purchases reload after a booking, an evaluation or a read mark. */
export const APPOINTMENTS_TAG = 'appointments';
/** Stores closer than this are Nearby; the rest are Other Stores. */
export const NEARBY_METRES = 10_000;

/** The QR code shows this long after the success page opens (docs/product/appointments.md#booking). */
export const QR_DELAY_MS = 5000;
/** Submit waits this long and takes one tap (docs/product/appointments.md#booking). */
export const SUBMIT_DELAY_MS = 1000;

export interface Position {
  latitude: number;
  longitude: number;
  /** Where it came from: the device, or the region's centre when the device gave none. */
  source: 'device' | 'region';
}

/** The store chosen in /search-store, shown first on /appointment (kept for the session). */
export const chosenStoreId = signal<number | null>(null);

/**
 * The device's position (5 s), else the region's centre from the backend; a refusal is only logged
 * (docs/product/appointments.md#finding-a-store).
 */
export const position = resource({
  keep: 1,
  load: async (_here: 'here', signal): Promise<Loaded<Position>> => {
    const own = await locateDevice(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    if (own) return { ok: true, data: { ...own, source: 'device' } };
    console.info('No device position: the map starts at the region centre.');
    const network = await api.call('getPosition', { body: {}, signal, silent: true });
    if (!network.ok) return network;
    return {
      ok: true,
      data: { latitude: network.data.position.latitude, longitude: network.data.position.longitude, source: 'region' },
    };
  },
});

/** The city of a position, from the configured reverse geocoder (config.geocoderUrl: JSON {city, country}). */
export const placeName = resource({
  load: async ({ latitude, longitude }: { latitude: number; longitude: number }, signal): Promise<Loaded<string>> => {
    const url = config.geocoderUrl.replace('{lat}', latitude.toFixed(5)).replace('{lng}', longitude.toFixed(5));
    try {
      const response = await fetch(url, { signal });
      const body = (await response.json()) as { city?: unknown };
      return response.ok && typeof body.city === 'string'
        ? { ok: true, data: body.city }
        : { ok: false, msg: 'No place for this position' };
    } catch (error) {
      return {
        ok: false,
        msg: error instanceof Error ? error.message : 'No place for this position',
        reason: signal.aborted ? 'aborted' : 'transport',
      };
    }
  },
});

export interface StoreQuery {
  latitude: number;
  longitude: number;
  search: string;
}

/** The region's stores, nearest first (distance in metres from the position). */
export const stores = resource({
  load: async ({ latitude, longitude, search }: StoreQuery, signal) => {
    const result = await api.call('getAppointmentStoreList', {
      body: { latitude, longitude, ...(search ? { search_txt: search } : {}) },
      signal,
    });
    return listOf(result);
  },
  isEmpty: (list: Store[]) => list.length === 0,
});

/** A store's extra booking questions. */
export const appointmentItems = resource({
  load: async (storeId: number, signal) => {
    const result = await api.call('getAppointmentItem', { body: { level_id: storeId }, signal });
    return listOf(result);
  },
});

export const appointmentDetail = resource({
  tags: [APPOINTMENTS_TAG],
  load: (id: number, signal) => api.call('getAppointmentDetail', { body: { appointment_id: id }, signal }),
});

export const myAppointments = resource({
  tags: [APPOINTMENTS_TAG],
  load: (type: 0 | 1 | 2 | 3, signal) => api.call('getMyAppointmentList', { body: { type }, signal }),
});

export const clientRecords = resource({
  tags: [APPOINTMENTS_TAG],
  load: (_mine: 'mine', signal) => api.call('getClientRecordList', { body: {}, signal }),
});

export const recordDetail = resource({
  tags: [APPOINTMENTS_TAG],
  load: (id: number, signal) => api.call('getClientRecordDetail', { body: { id }, signal }),
});

export const evaluationQuestions = resource({
  load: async (_all: 'all', signal) => {
    const result = await api.call('getClientRecordStarItem', { body: {}, signal });
    return listOf(result);
  },
});

export const purchases = resource({
  tags: [APPOINTMENTS_TAG],
  load: async (_mine: 'mine', signal) => {
    const result = await api.call('getMyTransactionList', { body: {}, signal });
    return listOf(result);
  },
  isEmpty: (list: ResponseData<'getMyTransactionList'>['list']) => list.length === 0,
});

export const purchaseDetail = resource({
  load: (id: number, signal) => api.call('getMyTransactionDetail', { body: { id }, signal }),
});

export async function markRead(id: number, type: 1 | 2): Promise<void> {
  const result = await api.call('setReaded', { body: { id, type }, silent: true });
  if (result.ok) invalidate(APPOINTMENTS_TAG);
}

/** The booking form: a registration's contact fields (a guest registers with them), a date, a slot and the answers. */
export interface BookingForm extends Omit<RegisterForm, 'password'> {
  date: string;
  time: string;
  demand: string;
  /** Answers by question id: text, a choice, or choices joined by commas. */
  answers: Record<number, string>;
}

export type BookingField =
  'date' | 'time' | 'first_name' | 'last_name' | 'gender' | 'phone' | 'code' | `item-${number}`;

/**
 * The fields a booking still lacks (docs/product/appointments.md#booking): guests also owe phone and code; required
 * questions must be answered.
 */
export function missingBookingFields(
  form: BookingForm,
  items: readonly AppointmentItem[],
  guest: boolean,
): BookingField[] {
  const missing: BookingField[] = [];
  if (!form.date) missing.push('date');
  if (!form.time) missing.push('time');
  if (!form.first_name.trim()) missing.push('first_name');
  if (!form.last_name.trim()) missing.push('last_name');
  if (guest && form.gender !== '1' && form.gender !== '2') missing.push('gender');
  if (guest && !form.phone.trim()) missing.push('phone');
  if (guest && !rules.validCodeFormat(form.code)) missing.push('code');
  for (const item of items)
    if (item.is_required === 1 && !(form.answers[item.id] ?? '').trim()) missing.push(`item-${item.id}`);
  return missing;
}

/**
 * Books: a guest is registered first with the phone and its code (reg, which signs them in), then addAppointment.
 * Answers the appointment id, or null when a step failed (its message has been shown).
 */
export async function book(
  storeId: number,
  form: BookingForm,
  items: readonly AppointmentItem[],
  signIn: (info: ResponseData<'reg'>) => void,
): Promise<number | null> {
  const contact = `${form.area_code}${form.phone}`;
  if (!isLoggedIn.peek()) {
    const registered = await api.call('reg', {
      body: {
        area_code: form.area_code,
        phone: form.phone,
        code: form.code,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        gender: form.gender as '1' | '2',
        reg_platform_type: '5',
      },
    });
    if (!registered.ok) return null;
    signIn(registered.data);
  }
  const result = await api.call('addAppointment', {
    body: {
      select_date: form.date,
      select_time: form.time,
      contact,
      contact_name: `${form.first_name.trim()} ${form.last_name.trim()}`,
      demand: form.demand.trim(),
      level_id: storeId,
      items: JSON.stringify(
        items
          .filter((i) => (form.answers[i.id] ?? '').trim())
          .map((i) => ({ item_id: i.id, item_value: form.answers[i.id]!.trim() })),
      ),
    },
  });
  if (!result.ok) return null;
  invalidate(APPOINTMENTS_TAG);
  return result.data.appointment_id;
}

/** Sends an evaluation; true when saved. */
export async function evaluate(
  id: number,
  star: number,
  remark: string,
  answers: Record<number, string>,
): Promise<boolean> {
  const items = JSON.stringify(
    Object.entries(answers).map(([item_id, item_value]) => ({ item_id: Number(item_id), item_value })),
  );
  const result = await api.call('addClientRecordStar', { body: { id, star, star_remark: remark.trim(), items } });
  if (result.ok) invalidate(APPOINTMENTS_TAG);
  return result.ok;
}
