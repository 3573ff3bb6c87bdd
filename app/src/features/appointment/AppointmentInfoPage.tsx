import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Header, Input, toast } from '@storefront/ui';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { isLoggedIn, setUserInfo, userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { focusFirstInvalid } from '../../shared/focus-first-invalid';
import { useGo } from '../../shared/use-go';
import { loadedOnOpen } from '../../shared/loaded-on-open';
import type { DatePickerSheetProps } from '@storefront/ui/date-picker';
import { sendPhoneCode } from '../account/account-data';
import { CodeField } from '../account/CodeField';
import { GenderField } from '../account/GenderField';
import { PhoneField } from '../account/PhoneField';
import { PickerField } from '../account/PickerField';
import { queryId, useQuery } from '../catalogue/use-query';
import {
  appointmentItems,
  book,
  missingBookingFields,
  position,
  stores,
  SUBMIT_DELAY_MS,
  type AppointmentItem,
  type BookingField,
  type BookingForm,
} from './appointment-data';
import '../account/account.css';
import '../catalogue/catalogue.css';
import './appointment.css';
import { formatDate, formatHours, formatTime } from '../../shared/dates';

// The date sheet loads on the first tap on Date: the form's first view does not need it (keeps the route in budget).
const DatePickerSheet = loadedOnOpen<DatePickerSheetProps>(
  () => import('@storefront/ui/date-picker').then((m) => m.DatePickerSheet),
  (props) => props.open,
);

function Question({
  item,
  value,
  error,
  onChange,
}: {
  item: AppointmentItem;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  const name = item.is_required === 1 ? m.appointment_required_suffix({ name: item.item_name }) : item.item_name;
  const kind = rules.appointmentQuestionKind(item.type);
  if (kind !== 'text') {
    const chosen = value ? value.split(',') : [];
    return (
      <fieldset className="sf-account__choice" aria-invalid={error ? true : undefined}>
        <legend>{name}</legend>
        {item.sub_item_list.map((option) => (
          <label key={option.item_name}>
            <input
              type={kind === 'single' ? 'radio' : 'checkbox'}
              name={`item-${item.id}`}
              checked={chosen.includes(option.item_name)}
              onChange={() =>
                onChange(
                  kind === 'single'
                    ? option.item_name
                    : (chosen.includes(option.item_name)
                        ? chosen.filter((c) => c !== option.item_name)
                        : [...chosen, option.item_name]
                      ).join(','),
                )
              }
            />
            {option.item_name}
          </label>
        ))}
        {error && <p className="sf-account__error">{error}</p>}
      </fieldset>
    );
  }
  return <Input label={name} value={value} onChange={onChange} error={error} maxLength={200} />;
}

/**
 * /appointment-info?id=store: the booking form (docs/product/appointments.md#booking): date, hourly slots, contact,
 * demand and the store's questions.
 */
export default function AppointmentInfoPage() {
  useSignals();
  const go = useGo();
  const storeId = queryId(useQuery(), 'id');
  const at = useResource(position, 'here')?.data.value;
  const store = useResource(
    stores,
    at ? { latitude: at.latitude, longitude: at.longitude, search: '' } : null,
  )?.data.value?.find((s) => s.id === storeId);
  const items = useResource(appointmentItems, storeId || null);
  const me = userInfo.value;
  const guest = !isLoggedIn.value;
  const form = useSignal<BookingForm>({
    date: '',
    time: '',
    first_name: me?.first_name ?? '',
    last_name: me?.last_name ?? '',
    gender: me?.gender ?? '',
    area_code: me?.area_code ?? '',
    phone: me?.phone ?? '',
    code: '',
    demand: '',
    answers: {},
  });
  const missing = useSignal<BookingField[]>([]);
  const dateOpen = useSignal(false);
  const submitting = useSignal(false);
  const dateButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused submits: each one, once its errors are on screen, takes the customer to the first of them.
  const refusals = useSignal(0);
  const refusal = refusals.value;
  useEffect(() => {
    if (refusal > 0) focusFirstInvalid(formRef.current);
  }, [refusal]);
  const f = form.value;

  const set = (patch: Partial<BookingForm>) => {
    form.value = { ...form.peek(), ...patch };
    missing.value = missing.peek().filter((key) => !(key in patch));
  };
  const error = (key: BookingField) => (missing.value.includes(key) ? m.appointment_required_fields() : undefined);
  const slots = useMemo(
    () => (store ? rules.timeSlots(store.business_hours_start, store.business_hours_end) : []),
    [store],
  );
  const open = (time: string) =>
    store && f.date ? rules.bookingRefusal(store, f.date, time, Date.now()) === null : true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.peek() || !store) return;
    const questions = items?.data.peek() ?? [];
    const found = missingBookingFields(form.peek(), questions, guest);
    missing.value = found;
    if (found.length > 0) {
      toast.show(m.appointment_required_fields(), { variant: 'error' });
      refusals.value += 1;
      return;
    }
    submitting.value = true;
    await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
    const id = await book(store.id, form.peek(), questions, (info) => setUserInfo(info));
    submitting.value = false;
    if (id !== null) go(`/appointment-success?id=${id}`, { replace: true });
  };

  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_book_visit_title()} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        {store && (
          <section className="sf-appointment__store" aria-label={m.appointment_store()}>
            <h2>{store.store_name}</h2>
            <p>{store.adds}</p>
            <p className="sf-catalogue__muted">
              {m.appointment_open_hours({ hours: formatHours(store.business_hours_start, store.business_hours_end) })}
            </p>
          </section>
        )}
        <form ref={formRef} className="sf-account__form" onSubmit={(e) => void submit(e)} noValidate>
          <PickerField
            ref={dateButton}
            label={m.appointment_date()}
            value={f.date ? formatDate(f.date) : ''}
            error={error('date')}
            onOpen={() => (dateOpen.value = true)}
          />
          <fieldset className="sf-appointment__slots" aria-invalid={error('time') ? true : undefined}>
            <legend>{m.appointment_time()}</legend>
            {slots.map((time) => (
              <label key={time} data-disabled={!open(time) || undefined}>
                <input
                  type="radio"
                  name="time"
                  value={time}
                  checked={f.time === time}
                  disabled={!open(time)}
                  onChange={() => set({ time })}
                />
                {formatTime(time)}
              </label>
            ))}
            {error('time') && <p className="sf-account__error">{error('time')}</p>}
          </fieldset>
          <Input
            label={m.appointment_first_name()}
            autoComplete="given-name"
            value={f.first_name}
            onChange={(first_name) => set({ first_name })}
            error={error('first_name')}
            disabled={!guest}
            maxLength={50}
          />
          <Input
            label={m.appointment_last_name()}
            autoComplete="family-name"
            value={f.last_name}
            onChange={(last_name) => set({ last_name })}
            error={error('last_name')}
            disabled={!guest}
            maxLength={50}
          />
          {guest && (
            <>
              <GenderField value={f.gender} onChange={(gender) => set({ gender })} error={error('gender')} />
              <PhoneField
                areaCode={f.area_code}
                phone={f.phone}
                onAreaCode={(area_code) => set({ area_code })}
                onPhone={(phone) => set({ phone })}
                error={error('phone')}
              />
              <CodeField
                value={f.code}
                onChange={(code) => set({ code })}
                error={error('code')}
                onSend={async () => {
                  if (!f.phone.trim()) {
                    missing.value = [...new Set([...missing.peek(), 'phone' as const])];
                    toast.show(m.appointment_required_fields(), { variant: 'error' });
                    return false;
                  }
                  return sendPhoneCode(rules.phoneUserName(f.area_code, f.phone), rules.CODE_PURPOSE.register);
                }}
              />
            </>
          )}
          <Input
            label={m.appointment_demand()}
            value={f.demand}
            onChange={(demand) => set({ demand })}
            maxLength={500}
          />
          <Loadable entry={items} empty={null} loading={null}>
            {(questions) =>
              questions.map((item) => (
                <Question
                  key={item.id}
                  item={item}
                  value={f.answers[item.id] ?? ''}
                  error={error(`item-${item.id}`)}
                  onChange={(value) => set({ answers: { ...form.peek().answers, [item.id]: value } })}
                />
              ))
            }
          </Loadable>
          <button
            type="submit"
            className="sf-account__primary"
            aria-busy={submitting.value || undefined}
            disabled={submitting.value}
          >
            {submitting.value ? m.appointment_booking() : m.appointment_submit()}
          </button>
        </form>
      </main>
      {store && (
        <DatePickerSheet
          open={dateOpen.value}
          onClose={() => {
            dateOpen.value = false;
            dateButton.current?.focus();
          }}
          onConfirm={([y, m, d]) =>
            set({ date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, time: '' })
          }
          isDisabled={(date) => !rules.isChoosableDay(store, date, Date.now())}
        />
      )}
    </div>
  );
}
