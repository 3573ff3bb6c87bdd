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

export const SWITCH_SIGNS_OUT_TEXT = 'Accounts belong to one country: changing it signs you out. Change the country?';

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
      if (signedIn && !(await messageBox.show({ text: SWITCH_SIGNS_OUT_TEXT, showCancel: true }))) return;
      busy.value = true;
      await switchRegion(api, uuid);
      busy.value = false;
      toast.show(signedIn ? `Country changed to ${name}. Please sign in again.` : `Country changed to ${name}.`, {
        variant: 'success',
      });
    }
    goBack(go);
  };

  return (
    <AccountLayout title="Country Selection">
      <form className="sf-account__form" onSubmit={submit}>
        <fieldset className="sf-account__countries">
          <legend>Choose the country or region of your account</legend>
          <Loadable entry={entry} errorText="The countries could not be loaded.">
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
                  {dc.datacenter_uuid === datacenterUuid.value && <span className="sf-account__current">Current</span>}
                </label>
              ))
            }
          </Loadable>
        </fieldset>
        <p className="sf-account__note">
          Accounts belong to one country: after changing it you sign in (or register) again.
        </p>
        <button
          type="submit"
          className="sf-account__primary"
          disabled={!chosen.value}
          aria-busy={busy.value || undefined}
        >
          Submit
        </button>
      </form>
    </AccountLayout>
  );
}
