import { useSignals } from '@preact/signals-react/runtime';
import { Input, toast } from '@storefront/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { userInfo } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { loadLocations, type LocationCountry } from './account-data';
import { AccountLayout } from './AccountLayout';
import { saveCompleteInfo } from './complete-info-data';
import { GenderField } from './GenderField';
import { LocationSelects } from './LocationSelects';
import { PhoneField } from './PhoneField';
import { missingCompleteInfo, TEXT, type CompleteInfoForm } from './rules';
import { useCountdown } from './use-countdown';

/** Seconds before Complete Info moves on to the appointment page (platform.md §9). */
export const COMPLETE_COUNTDOWN_SECONDS = 5;

/** /complete-info: names, location, phone, gender and e-mail; Submit saves them, then 5 s to /appointment. */
export default function CompleteInfoPage() {
  useSignals();
  const user = userInfo.value;
  const [tree, setTree] = useState<LocationCountry[]>([]);
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

  useEffect(() => {
    void loadLocations().then(setTree);
  }, []);

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
          <LocationSelects
            tree={tree}
            value={{ country_id: form.country_id, state_id: form.state_id, city_id: form.city_id }}
            onChange={(location) => set(location)}
            invalid={locationMissing}
            describedBy={locationMissing ? 'complete-location-error' : undefined}
          />
          {locationMissing && (
            <p id="complete-location-error" className="sf-account__error">
              {TEXT.incomplete}
            </p>
          )}
          <PhoneField areaCode={form.area_code} phone={form.phone} onAreaCode={setAreaCode} onPhone={setPhone} error={error('phone') ?? error('area_code')} />
          <GenderField value={form.gender} onChange={(gender) => set({ gender })} />
          <Input label="E-mail" type="email" autoComplete="email" value={form.email} onChange={(email) => set({ email })} error={error('email')} maxLength={254} />
          <button type="submit" className="sf-account__primary" aria-busy={busy || undefined}>
            Submit
          </button>
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
