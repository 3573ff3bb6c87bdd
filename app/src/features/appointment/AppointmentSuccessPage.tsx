import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Header, Image } from '@storefront/ui';
import { useEffect } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { appointmentDetail, QR_DELAY_MS, type Appointment } from './appointment-data';
import '../catalogue/catalogue.css';
import './appointment.css';
import { formatDate, formatTime } from '../../shared/dates';

/** The appointment's code: its QR picture (a real code of qrcode_value) and the text under it. */
export function AppointmentCode({ appointment }: { appointment: Appointment }) {
  return (
    <figure className="sf-appointment__qr">
      <Image
        src={assetUrl(appointment.qrcode)}
        alt={m.appointment_code_of({ code: appointment.qrcode_value })}
        ratio={1}
        lazy={false}
      />
      <figcaption>{appointment.qrcode_value}</figcaption>
    </figure>
  );
}

export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  // The date follows the region's format, which can arrive after the facts first render.
  useSignals();
  return (
    <dl className="sf-appointment__facts">
      <dt>{m.appointment_store()}</dt>
      <dd>{appointment.store_name}</dd>
      <dt>{m.appointment_address()}</dt>
      <dd>{appointment.adds}</dd>
      <dt>{m.appointment_date()}</dt>
      <dd>{formatDate(appointment.select_date)}</dd>
      <dt>{m.appointment_time()}</dt>
      <dd>{formatTime(appointment.select_time)}</dd>
      <dt>{m.appointment_contact()}</dt>
      <dd>{appointment.contact_name}</dd>
    </dl>
  );
}

/**
 * /appointment-success?id=: booked; the QR code appears 5 s after the page opens
 * (docs/product/appointments.md#booking).
 */
export default function AppointmentSuccessPage() {
  useSignals();
  const go = useGo();
  const id = queryId(useQuery(), 'id');
  const entry = useResource(appointmentDetail, id || null);
  const shown = useSignal(false);
  useEffect(() => {
    const timer = setTimeout(() => (shown.value = true), QR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_booked()} onBack={() => go('/appointment-record')} />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText={m.appointment_not_loaded()}>
          {(appointment) => (
            <section className="sf-appointment__done" aria-labelledby="booked">
              <h2 id="booked">{m.appointment_visit_booked()}</h2>
              <AppointmentFacts appointment={appointment} />
              <div aria-live="polite">
                {shown.value ? (
                  <AppointmentCode appointment={appointment} />
                ) : (
                  <p className="sf-catalogue__muted">{m.appointment_preparing_code()}</p>
                )}
              </div>
              <button type="button" className="sf-catalogue__primary" onClick={() => go('/appointment-record')}>
                {m.appointment_my_appointments()}
              </button>
            </section>
          )}
        </Loadable>
      </main>
    </div>
  );
}
