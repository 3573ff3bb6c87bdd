import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { NoData, SearchBar, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { chosenStoreId, ENTER_CONTENT_TEXT, position, stores, type Store } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';

/** Shown under the search row until a search is made: the field has no placeholder (see submit). */
export const SEARCH_STORE_HINT = 'Type a store name or address, or choose a store below.';

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
            <span className="sf-catalogue__muted">{rules.distanceText(store.distance)}</span>
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
  const noResults = <NoData text={`Unfortunately, there are no 「${asked.value}」 relevant results`} />;

  const submit = (value: string) => {
    // No placeholder to fall back on: empty text asks for content (docs/product/appointments.md#finding-a-store).
    if (!value.trim()) {
      toast.show(ENTER_CONTENT_TEXT);
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
        <h1 className="sf-visually-hidden">Search stores</h1>
        <SearchBar
          value={text.value}
          onChange={(v) => (text.value = v)}
          onSubmit={submit}
          onBack={() => goBack(go)}
          placeholder=""
          label="Search for a store"
          autoFocus
        />
      </header>
      <main className="sf-catalogue__main">
        {!asked.value && <p className="sf-catalogue__muted">{SEARCH_STORE_HINT}</p>}
        {found ? (
          <Loadable entry={found} empty={asked.value ? noResults : 'No stores yet'}>
            {(list) => <StoreChoices list={list} label={asked.value ? 'Stores found' : 'Stores'} onChoose={choose} />}
          </Loadable>
        ) : (
          <p className="sf-catalogue__muted">Finding your position…</p>
        )}
      </main>
    </div>
  );
}
