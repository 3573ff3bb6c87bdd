import { useSignals } from '@preact/signals-react/runtime';
import { Input, LocationCascader, PickerSheet, toast } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { userInfo } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { useResource } from '../../data/resource';
import { locations } from './account-data';
import { AccountLayout } from './AccountLayout';
import { saveCompleteInfo } from './complete-info-data';
import { locationLabel, locationOptions } from './location-options';
import { PhoneField } from './PhoneField';
import { PickerField } from './PickerField';
import { missingCompleteInfo, TEXT, type CompleteInfoForm } from './rules';
import { useCountdown } from './use-countdown';

const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
];

/** Seconds before Complete Info moves on to the appointment page (platform.md §9). */
export const COMPLETE_COUNTDOWN_SECONDS = 5;

/** /complete-info: names, location, phone, gender and e-mail; Submit saves them, then 5 s to /appointment. */
export default function CompleteInfoPage() {
  useSignals();
  const user = userInfo.value;
  const tree = useResource(locations, 'all')?.data.value ?? [];
  const [form, setForm] = useState<CompleteInfoForm>(() => ({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    country_id: user?.country_id ?? 0,
    state_id: user?.state_id ?? 0,
    city_id: user?.city_id ?? 0,
    area_code: user?.area_code ?? '',
    phone: user?.phone ?? '',
    gender: user?.gender ?? '',
    email: user?.email ?? '',
  }));
  const [missing, setMissing] = useState<(keyof CompleteInfoForm)[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState<'location' | 'gender' | null>(null);
  const locationButton = useRef<HTMLButtonElement>(null);
  const genderButton = useRef<HTMLButtonElement>(null);

  const set = useCallback((patch: Partial<CompleteInfoForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setMissing((m) => m.filter((key) => !(key in patch)));
  }, []);
  const setAreaCode = useCallback((area_code: string) => set({ area_code }), [set]);
  const setPhone = useCallback((phone: string) => set({ phone }), [set]);
  const error = (key: keyof CompleteInfoForm) => (missing.includes(key) ? TEXT.incomplete : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = missingCompleteInfo(form);
    setMissing(found);
    if (found.length > 0) {
      toast.show(TEXT.incomplete, { variant: 'error' });
      return;
    }
    setBusy(true);
    const ok = await saveCompleteInfo(form);
    setBusy(false);
    if (ok) setSaved(true);
  };

  const locationMissing = missing.some((key) => key === 'country_id' || key === 'state_id' || key === 'city_id');

  return (
    <AccountLayout title="Complete Info">
      {saved ? (
        <Saved />
      ) : (
        <form className="sf-account__form" onSubmit={submit} noValidate>
          <p className="sf-account__note">Tell us a little about yourself so a store near you can help.</p>
          <Input label="First name" autoComplete="given-name" value={form.first_name} onChange={(first_name) => set({ first_name })} error={error('first_name')} maxLength={50} />
          <Input label="Last name" autoComplete="family-name" value={form.last_name} onChange={(last_name) => set({ last_name })} error={error('last_name')} maxLength={50} />
          <PickerField
            ref={locationButton}
            label="Location"
            value={locationLabel(tree, form)}
            error={locationMissing ? TEXT.incomplete : undefined}
            onOpen={() => setSheet('location')}
          />
          <PhoneField areaCode={form.area_code} phone={form.phone} onAreaCode={setAreaCode} onPhone={setPhone} error={error('phone') ?? error('area_code')} />
          <PickerField
            ref={genderButton}
            label="Gender"
            value={GENDERS.find((g) => g.value === form.gender)?.label ?? ''}
            onOpen={() => setSheet('gender')}
          />
          <Input label="E-mail" type="email" autoComplete="email" value={form.email} onChange={(email) => set({ email })} error={error('email')} maxLength={254} />
          <button type="submit" className="sf-account__primary" aria-busy={busy || undefined}>
            Submit
          </button>
          <LocationCascader
            open={sheet === 'location'}
            onClose={() => {
              setSheet(null);
              locationButton.current?.focus();
            }}
            options={locationOptions(tree)}
            value={form.country_id ? [String(form.country_id), String(form.state_id), String(form.city_id)] : []}
            onConfirm={(value) => set({ country_id: Number(value[0] ?? 0), state_id: Number(value[1] ?? 0), city_id: Number(value[2] ?? 0) })}
          />
          <PickerSheet
            open={sheet === 'gender'}
            onClose={() => {
              setSheet(null);
              genderButton.current?.focus();
            }}
            title="Gender"
            columns={[GENDERS]}
            columnLabels={['Gender']}
            value={form.gender ? [form.gender] : []}
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
        Your information is saved
      </h2>
      <p role="timer" aria-live="off">
        Going to store appointment in {left} s
      </p>
      <button type="button" className="sf-account__primary" onClick={() => go('/appointment', { replace: true })}>
        Book an appointment now
      </button>
    </section>
  );
}
