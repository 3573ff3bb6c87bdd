import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Input, LocationCascader, PhotoPicker, toast } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useResource } from '../../data/use-resource';
import { api } from '../../session/api';
import { userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { locations, type LocationCountry } from '../account/account-data';
import { AccountLayout } from '../account/AccountLayout';
import { GenderField } from '../account/GenderField';
import { locationLabel, locationOptions } from '../account/location-options';
import { PhoneField } from '../account/PhoneField';
import { PickerField } from '../account/PickerField';
import { changedProfileFields, formOfUser, type CompleteInfoForm } from '../account/rules';
import { Avatar } from './Avatar';
import { saveProfile, type ProfileEdit } from './person-data';
import './person.css';

const NO_LOCATIONS: LocationCountry[] = [];

/**
 * /setting-info: the profile, saved by itself (docs/product/account.md#the-account-tab): at once after a gender or a
 * location is chosen, and on Back when anything else changed. A failed save says so and keeps the edits (Back then
 * stays).
 */
export default function SettingInfoPage() {
  useSignals();
  const go = useGo();
  const tree = useResource(locations, 'all')?.data.value ?? NO_LOCATIONS;
  const form = useSignal<CompleteInfoForm>(formOfUser(userInfo.peek()));
  const failure = useSignal<string | null>(null);
  const saving = useSignal(false);
  const uploading = useSignal(false);
  const uploadError = useSignal<string | undefined>(undefined);
  const locationOpen = useSignal(false);
  const locationButton = useRef<HTMLButtonElement>(null);
  const me = userInfo.value;
  const f = form.value;
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ');

  const set = (patch: Partial<CompleteInfoForm>) => (form.value = { ...form.peek(), ...patch });
  const save = async (edit: ProfileEdit): Promise<boolean> => {
    if (Object.keys(edit).length === 0) return true;
    saving.value = true;
    const result = await saveProfile(edit);
    saving.value = false;
    failure.value = result.ok ? null : m.person_not_saved_because({ reason: result.msg });
    return result.ok;
  };
  /** Everything typed that differs from the saved profile (the gender is sent as the contract codes it). */
  const pending = (): ProfileEdit => {
    const { gender, ...rest } = changedProfileFields(form.peek(), formOfUser(userInfo.peek()));
    return { ...rest, ...(gender === '1' || gender === '2' ? { gender } : {}) };
  };

  // Leaving by any other way (the browser's Back, a link) still saves what is pending.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(
    () => () => {
      const edit = pendingRef.current();
      if (Object.keys(edit).length > 0) void saveProfile(edit);
    },
    [],
  );

  const back = async () => {
    if (await save(pending())) goBack(go);
  };

  const pickAvatar = async (file: File) => {
    uploading.value = true;
    uploadError.value = undefined;
    const upload = await api.uploadImage(file);
    const saved = upload.ok && (await save({ headimg: upload.data.path }));
    uploading.value = false;
    if (saved) toast.show(rules.MODIFIED_TEXT, { variant: 'success' });
    else uploadError.value = upload.ok ? (failure.peek() ?? m.person_not_saved()) : upload.msg;
  };

  return (
    <AccountLayout title={m.person_personal_info()} onBack={() => void back()} className="sf-person-info">
      <div className="sf-person__avatar-row">
        <Avatar src={me?.headimg ?? ''} name={name} size={72} />
        <PhotoPicker
          label={m.person_change_avatar()}
          onPick={(file) => void pickAvatar(file)}
          busy={uploading.value}
          error={uploadError.value}
        />
      </div>
      <form
        className="sf-account__form"
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-busy={saving.value || undefined}
      >
        <Input
          label={m.person_first_name()}
          autoComplete="given-name"
          value={f.first_name}
          onChange={(first_name) => set({ first_name })}
          maxLength={50}
        />
        <Input
          label={m.person_last_name()}
          autoComplete="family-name"
          value={f.last_name}
          onChange={(last_name) => set({ last_name })}
          maxLength={50}
        />
        <GenderField
          value={f.gender}
          onChange={(gender) => {
            set({ gender });
            void save({ gender: gender === '2' ? '2' : '1' });
          }}
        />
        <PhoneField
          areaCode={f.area_code}
          phone={f.phone}
          onAreaCode={(area_code) => set({ area_code })}
          onPhone={(phone) => set({ phone })}
        />
        <Input
          label={m.person_email()}
          type="email"
          autoComplete="email"
          value={f.email}
          onChange={(email) => set({ email })}
          maxLength={254}
        />
        <PickerField
          ref={locationButton}
          label={m.person_location()}
          value={locationLabel(tree, f)}
          onOpen={() => (locationOpen.value = true)}
        />
        {failure.value && (
          <p className="sf-account__error" role="alert">
            {failure.value}
          </p>
        )}
        <p className="sf-account__note">{m.person_autosave_note()}</p>
      </form>
      <LocationCascader
        open={locationOpen.value}
        onClose={() => {
          locationOpen.value = false;
          locationButton.current?.focus();
        }}
        options={locationOptions(tree)}
        value={f.country_id ? [String(f.country_id), String(f.state_id), String(f.city_id)] : []}
        onConfirm={(value) => {
          const ids = {
            country_id: Number(value[0] ?? 0),
            state_id: Number(value[1] ?? 0),
            city_id: Number(value[2] ?? 0),
          };
          set(ids);
          void save(ids);
        }}
      />
    </AccountLayout>
  );
}
