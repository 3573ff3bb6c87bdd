import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { NoData, SearchBar, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { chosenStoreId, ENTER_CONTENT_TEXT, position, stores } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';

/**
 * /search-store: stores by name or address; choosing one sets it and goes back
 * (docs/product/appointments.md#finding-a-store).
 */
export default function SearchStorePage() {
  useSignals();
  const go = useGo();
  const text = useSignal('');
  const asked = useSignal('');
  const at = useResource(position, 'here')?.data.value;
  const found = useResource(stores, at && asked.value ? { latitude: at.latitude, longitude: at.longitude, search: asked.value } : null);

  const submit = (value: string) => {
    // No placeholder to fall back on: empty text asks for content (docs/product/appointments.md#finding-a-store).
    if (!value.trim()) {
      toast.show(ENTER_CONTENT_TEXT);
      return;
    }
    asked.value = value.trim();
  };

  return (
    <div className="sf-catalogue sf-appointment">
      <header className="sf-catalogue__toolbar sf-appointment__search sf-appointment__search--page-top">
        <h1 className="sf-visually-hidden">Search stores</h1>
        <SearchBar value={text.value} onChange={(v) => (text.value = v)} onSubmit={submit} onBack={() => goBack(go)} placeholder="" label="Search for a store" autoFocus />
      </header>
      <main className="sf-catalogue__main">
        {asked.value &&
          (found ? (
            <Loadable entry={found} empty={<NoData text={`Unfortunately, there are no 「${asked.value}」 relevant results`} />}>
              {(list) =>
                list.length === 0 ? (
                  <NoData text={`Unfortunately, there are no 「${asked.value}」 relevant results`} />
                ) : (
                  <ul className="sf-appointment__stores" aria-label="Stores found">
                    {list.map((store) => (
                      <li key={store.id} className="sf-appointment__store">
                        <button
                          type="button"
                          className="sf-appointment__pick"
                          onClick={() => {
                            chosenStoreId.value = store.id;
                            goBack(go);
                          }}
                        >
                          <strong>{store.store_name}</strong>
                          <span>{store.adds}</span>
                          <span className="sf-catalogue__muted">{store.distance.toLocaleString('en-GB')} m</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )
              }
            </Loadable>
          ) : (
            <p className="sf-catalogue__muted">Finding your position…</p>
          ))}
      </main>
    </div>
  );
}
