import { useSignals } from '@preact/signals-react/runtime';
import { toast } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { api } from '../../session/api';
import { switchRegion } from '../../session/region';
import { datacenterUuid } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useResource } from '../../data/resource';
import { dataCenters } from './account-data';
import { AccountLayout } from './AccountLayout';

/**
 * /countrys: 'Country Selection'. Submit stores the chosen data centre; another one than the current signs the
 * user out (accounts are regional: switching country means signing in again) and fetches a guest token for it.
 */
export default function CountryPage() {
  useSignals();
  const go = useGo();
  const list = useResource(dataCenters, 'all')?.data.value ?? [];
  const [chosen, setChosen] = useState(datacenterUuid.peek() ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    if (chosen !== datacenterUuid.peek()) {
      setBusy(true);
      await switchRegion(api, chosen);
      setBusy(false);
      const name = list.find((dc) => dc.datacenter_uuid === chosen)?.datacenter_name ?? chosen;
      toast.show(`Country changed to ${name}. Please sign in again.`, { variant: 'success' });
    }
    goBack(go);
  };

  return (
    <AccountLayout title="Country Selection">
      <form className="sf-account__form" onSubmit={submit}>
        <fieldset className="sf-account__countries">
          <legend>Choose the country or region of your account</legend>
          {list.length === 0 && (
            <div className="sf-account__loading" role="status" aria-label="Loading" />
          )}
          {list.map((dc) => (
            <label key={dc.datacenter_uuid} className="sf-account__country-option">
              <input
                type="radio"
                name="datacenter"
                value={dc.datacenter_uuid}
                checked={chosen === dc.datacenter_uuid}
                onChange={() => setChosen(dc.datacenter_uuid)}
              />
              <span>{dc.datacenter_name}</span>
              {dc.datacenter_uuid === datacenterUuid.value && <span className="sf-account__current">Current</span>}
            </label>
          ))}
        </fieldset>
        <p className="sf-account__note">Accounts belong to one country: after changing it you sign in (or register) again.</p>
        <button type="submit" className="sf-account__primary" disabled={!chosen} aria-busy={busy || undefined}>
          Submit
        </button>
      </form>
    </AccountLayout>
  );
}
