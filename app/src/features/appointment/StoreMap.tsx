import { Map, Marker, Overlay, ZoomControl } from 'pigeon-maps';
import { m } from '@storefront/sdk/i18n';
import { config } from '../../config';
import type { Store } from './appointment-data';
import './appointment.css';

/** Zoom of the store map (docs/product/appointments.md#finding-a-store). */
export const MAP_ZOOM = 15;

/** A tile URL from the configured template ({z}/{x}/{y}; {r} becomes '@2x' on dense screens). */
export function tileUrl(template: string, x: number, y: number, z: number, dpr = 1): string {
  return template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', dpr >= 2 ? '@2x' : '');
}

export interface StoreMapProps {
  center: { latitude: number; longitude: number };
  /** The user's position, marked as a dot. */
  me: { latitude: number; longitude: number } | null;
  stores: readonly Store[];
  chosenId: number | null;
  onChoose(store: Store): void;
}

/**
 * The store map (pigeon-maps), in its own chunk: only /appointment and /test load it. Tiles come from the
 * configured provider (config.mapTileUrl). The map is a picture for pointers; the store list beside it is the
 * keyboard's and screen reader's way to the same stores.
 */
export default function StoreMap({ center, me, stores, chosenId, onChoose }: StoreMapProps) {
  return (
    <section
      className="sf-appointment__map"
      aria-label={
        me
          ? m.appointment_map_around_you({ count: stores.length })
          : m.appointment_map_around_centre({ count: stores.length })
      }
    >
      <Map
        provider={(x, y, z, dpr) => tileUrl(config.mapTileUrl, x, y, z, dpr)}
        center={[center.latitude, center.longitude]}
        defaultZoom={MAP_ZOOM}
        height={240}
        attribution={false}
        metaWheelZoom
        // META stands for the key the map names itself (ctrl or ⌘).
        metaWheelZoomWarning={m.appointment_map_zoom_hint()}
      >
        <ZoomControl />
        {stores.map((store) => (
          <Marker
            key={store.id}
            className={`sf-appointment__marker sf-appointment__marker--store-${store.id}`}
            anchor={[store.latitude, store.longitude]}
            width={store.id === chosenId ? 44 : 34}
            color={store.id === chosenId ? '#6e4530' : '#8a5a3c'}
            onClick={() => onChoose(store)}
          />
        ))}
        {me && (
          <Overlay anchor={[me.latitude, me.longitude]} offset={[8, 8]}>
            <span className="sf-appointment__me" />
          </Overlay>
        )}
      </Map>
    </section>
  );
}
