import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Input, LocationCascader, PickerSheet, toast } from '@storefront/ui';
import { useCallback, useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { userInfo } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { useResource } from '../../data/use-resource';
import { locations, type LocationCountry } from './account-data';
import { AccountLayout } from './AccountLayout';
import { saveCompleteInfo } from './complete-info-data';
import { locationLabel, locationOptions } from './location-options';
import { PhoneField } from './PhoneField';
import { PickerField } from './PickerField';
import { formOfUser, missingCompleteInfo, TEXT, type CompleteInfoForm } from './rules';
import { useCountdown } from './use-countdown';

const genders = () => [
  { value: '1', label: m.account_male() },
  { value: '2', label: m.account_female() },
];

const NO_LOCATIONS: LocationCountry[] = [];

/**
 * Seconds before Complete Info moves on to the appointment page
 * (docs/product/account.md#registration-and-complete-info).
 */
export const COMPLETE_COUNTDOWN_SECONDS = 5;

/** /complete-info: names, location, phone, gender and e-mail; Submit saves them, then 5 s to /appointment. */
export default function CompleteInfoPage() {
  useSignals();
  const tree = useResource(locations, 'all')?.data.value ?? NO_LOCATIONS;
  const form = useSignal<CompleteInfoForm>(formOfUser(userInfo.peek()));
  const missing = useSignal<(keyof CompleteInfoForm)[]>([]);
  const saved = useSignal(false);
  const busy = useSignal(false);
  const sheet = useSignal<'location' | 'gender' | null>(null);
  const locationButton = useRef<HTMLButtonElement>(null);
  const genderButton = useRef<HTMLButtonElement>(null);

  const set = useCallback(
    (patch: Partial<CompleteInfoForm>) => {
      form.value = { ...form.peek(), ...patch };
      missing.value = missing.peek().filter((key) => !(key in patch));
    },
    [form, missing],
  );
  const setAreaCode = useCallback((area_code: string) => set({ area_code }), [set]);
  const setPhone = useCallback((phone: string) => set({ phone }), [set]);
  const error = (key: keyof CompleteInfoForm) => (missing.value.includes(key) ? TEXT.incomplete : undefined);
  const closeSheet = (button: RefObject<HTMLButtonElement | null>) => {
    sheet.value = null;
    button.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.peek()) return;
    const found = missingCompleteInfo(form.peek());
    missing.value = found;
    if (found.length > 0) {
      toast.show(TEXT.incomplete, { variant: 'error' });
      return;
    }
    busy.value = true;
    const ok = await saveCompleteInfo(form.peek());
    busy.value = false;
    if (ok) saved.value = true;
  };

  const f = form.value;
  const locationMissing = missing.value.some((key) => key === 'country_id' || key === 'state_id' || key === 'city_id');

  return (
    <AccountLayout title={m.account_complete_info()}>
      {saved.value ? (
        <Saved />
      ) : (
        <form className="sf-account__form" onSubmit={submit} noValidate>
          <p className="sf-account__note">{m.account_complete_note()}</p>
          <Input
            label={m.account_first_name()}
            autoComplete="given-name"
            value={f.first_name}
            onChange={(first_name) => set({ first_name })}
            error={error('first_name')}
            maxLength={50}
          />
          <Input
            label={m.account_last_name()}
            autoComplete="family-name"
            value={f.last_name}
            onChange={(last_name) => set({ last_name })}
            error={error('last_name')}
            maxLength={50}
          />
          <PickerField
            ref={locationButton}
            label={m.account_location()}
            value={locationLabel(tree, f)}
            error={locationMissing ? TEXT.incomplete : undefined}
            onOpen={() => (sheet.value = 'location')}
          />
          <PhoneField
            areaCode={f.area_code}
            phone={f.phone}
            onAreaCode={setAreaCode}
            onPhone={setPhone}
            error={error('phone') ?? error('area_code')}
          />
          <PickerField
            ref={genderButton}
            label={m.account_gender()}
            value={genders().find((g) => g.value === f.gender)?.label ?? ''}
            onOpen={() => (sheet.value = 'gender')}
          />
          <Input
            label={m.account_email()}
            type="email"
            autoComplete="email"
            value={f.email}
            onChange={(email) => set({ email })}
            error={error('email')}
            maxLength={254}
          />
          <button type="submit" className="sf-account__primary" aria-busy={busy.value || undefined}>
            {m.account_submit()}
          </button>
          <LocationCascader
            open={sheet.value === 'location'}
            onClose={() => closeSheet(locationButton)}
            options={locationOptions(tree)}
            value={f.country_id ? [String(f.country_id), String(f.state_id), String(f.city_id)] : []}
            onConfirm={(value) =>
              set({
                country_id: Number(value[0] ?? 0),
                state_id: Number(value[1] ?? 0),
                city_id: Number(value[2] ?? 0),
              })
            }
          />
          <PickerSheet
            open={sheet.value === 'gender'}
            onClose={() => closeSheet(genderButton)}
            title={m.account_gender()}
            columns={[genders()]}
            columnLabels={[m.account_gender()]}
            value={f.gender ? [f.gender] : []}
            onConfirm={(value) => set({ gender: value[0] ?? '' })}
          />
        </form>
      )}
    </AccountLayout>
  );
}

function Saved() {
  const go = useGo();
  const heading = useRef<HTMLHeadingElement>(null);
  const left = useCountdown(COMPLETE_COUNTDOWN_SECONDS, () => go('/appointment', { replace: true }));
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="sf-account__done" aria-labelledby="complete-saved">
      <h2 id="complete-saved" ref={heading} tabIndex={-1}>
        {m.account_info_saved()}
      </h2>
      <p role="timer" aria-live="off">
        {m.account_going_to_appointment({ seconds: left })}
      </p>
      <button type="button" className="sf-account__primary" onClick={() => go('/appointment', { replace: true })}>
        {m.account_book_now()}
      </button>
    </section>
  );
}
