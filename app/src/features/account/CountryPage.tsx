import { m } from '@storefront/sdk/i18n';
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { messageBox, toast } from '@storefront/ui';
import type { FormEvent } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { api } from '../../session/api';
import { switchRegion } from '../../session/region';
import { datacenterUuid, isLoggedIn } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { dataCenters } from './account-data';
import { AccountLayout } from './AccountLayout';

/**
 * /countrys: 'Country Selection'. Submit stores the chosen data centre; another one than the current signs the
 * user out (accounts are regional: switching country means signing in again) and fetches a guest token for it.
 */
export default function CountryPage() {
  useSignals();
  const go = useGo();
  const entry = useResource(dataCenters, 'all');
  const chosen = useSignal(datacenterUuid.peek() ?? '');
  const busy = useSignal(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const uuid = chosen.peek();
    if (!uuid || busy.peek()) return;
    if (uuid !== datacenterUuid.peek()) {
      // The name is read before the switch: the list reloads for the new region.
      const name = entry?.data.peek()?.find((dc) => dc.datacenter_uuid === uuid)?.datacenter_name ?? uuid;
      const signedIn = isLoggedIn.peek();
      if (signedIn && !(await messageBox.show({ text: m.account_switch_signs_out(), showCancel: true }))) return;
      busy.value = true;
      await switchRegion(api, uuid);
      busy.value = false;
      toast.show(signedIn ? m.account_country_changed_sign_in({ name }) : m.account_country_changed({ name }), {
        variant: 'success',
      });
    }
    goBack(go);
  };

  return (
    <AccountLayout title={m.account_country_selection()}>
      <form className="sf-account__form" onSubmit={submit}>
        <fieldset className="sf-account__countries">
          <legend>{m.account_choose_country()}</legend>
          <Loadable entry={entry} errorText={m.account_countries_not_loaded()}>
            {(list) =>
              list.map((dc) => (
                <label key={dc.datacenter_uuid} className="sf-account__country-option">
                  <input
                    type="radio"
                    name="datacenter"
                    value={dc.datacenter_uuid}
                    checked={chosen.value === dc.datacenter_uuid}
                    onChange={() => (chosen.value = dc.datacenter_uuid)}
                  />
                  <span>{dc.datacenter_name}</span>
                  {dc.datacenter_uuid === datacenterUuid.value && (
                    <span className="sf-account__current">{m.account_current()}</span>
                  )}
                </label>
              ))
            }
          </Loadable>
        </fieldset>
        <p className="sf-account__note">{m.account_country_note()}</p>
        <button
          type="submit"
          className="sf-account__primary"
          disabled={!chosen.value}
          aria-busy={busy.value || undefined}
        >
          {m.account_submit()}
        </button>
      </form>
    </AccountLayout>
  );
}
