import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { useResource } from '../../data/use-resource';
import { datacenterUuid } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { dataCenters } from './account-data';

/** 'Current country: Europe · Change' — accounts are regional, so the page says which region it signs in to. */
export function CountryReminder() {
  useSignals();
  const go = useGo();
  const list = useResource(dataCenters, 'all')?.data.value ?? [];
  const current = list.find((dc) => dc.datacenter_uuid === datacenterUuid.value);
  return (
    <p className="sf-account__country">
      <span>
        {m.account_current_country()} <strong>{current?.datacenter_name ?? datacenterUuid.value ?? '…'}</strong>
      </span>{' '}
      <button type="button" className="sf-account__link" onClick={() => go('/countrys')}>
        {m.account_change()}
      </button>
    </p>
  );
}
