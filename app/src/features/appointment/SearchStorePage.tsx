import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { NoData, SearchBar, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { chosenStoreId, position, stores, type Store } from './appointment-data';
import { formatDistance } from '../../shared/dates';
import '../catalogue/catalogue.css';
import './appointment.css';

/** The stores as a list of choices: choosing one sets it and goes back to the map. */
function StoreChoices({
  list,
  label,
  onChoose,
}: {
  list: readonly Store[];
  label: string;
  onChoose(store: Store): void;
}) {
  return (
    <ul className="sf-appointment__stores" aria-label={label}>
      {list.map((store) => (
        <li key={store.id} className="sf-appointment__store">
          <button type="button" className="sf-appointment__pick" onClick={() => onChoose(store)}>
            <strong>{store.store_name}</strong>
            <span>{store.adds}</span>
            <span className="sf-catalogue__muted">{formatDistance(store.distance)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /search-store: every store of the region, nearest first, until a search by name or address narrows them;
 * choosing one sets it and goes back
 * (docs/product/appointments.md#finding-a-store).
 */
export default function SearchStorePage() {
  useSignals();
  const go = useGo();
  const text = useSignal('');
  const asked = useSignal('');
  const at = useResource(position, 'here')?.data.value;
  const found = useResource(
    stores,
    at ? { latitude: at.latitude, longitude: at.longitude, search: asked.value } : null,
  );
  const noResults = <NoData text={m.appointment_no_results({ text: asked.value })} />;

  const submit = (value: string) => {
    // No placeholder to fall back on: empty text asks for content (docs/product/appointments.md#finding-a-store).
    if (!value.trim()) {
      toast.show(m.appointment_enter_content());
      return;
    }
    asked.value = value.trim();
  };
  const choose = (store: Store) => {
    chosenStoreId.value = store.id;
    goBack(go);
  };

  return (
    <div className="sf-catalogue sf-appointment">
      <header className="sf-catalogue__toolbar sf-appointment__search sf-appointment__search--page-top">
        <h1 className="sf-visually-hidden">{m.appointment_search_stores()}</h1>
        <SearchBar
          value={text.value}
          onChange={(v) => (text.value = v)}
          onSubmit={submit}
          onBack={() => goBack(go)}
          placeholder=""
          label={m.appointment_search_for_store()}
          autoFocus
        />
      </header>
      <main className="sf-catalogue__main">
        {/* Shown until a search is made: the field has no placeholder (see submit). */}
        {!asked.value && <p className="sf-catalogue__muted">{m.appointment_search_hint()}</p>}
        {found ? (
          <Loadable entry={found} empty={asked.value ? noResults : m.appointment_no_stores()}>
            {(list) => (
              <StoreChoices
                list={list}
                label={asked.value ? m.appointment_stores_found() : m.appointment_stores()}
                onChoose={choose}
              />
            )}
          </Loadable>
        ) : (
          <p className="sf-catalogue__muted">{m.appointment_finding_position()}</p>
        )}
      </main>
    </div>
  );
}
