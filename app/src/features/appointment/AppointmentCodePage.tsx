import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Header } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { appointmentDetail } from './appointment-data';
import { AppointmentCode, AppointmentFacts } from './AppointmentSuccessPage';
import '../catalogue/catalogue.css';
import './appointment.css';

/**
 * /appointment-code?id=&type=: the appointment and its code; an expired one (type 3) shows no code
 * (docs/product/appointments.md#appointment-states).
 */
export default function AppointmentCodePage() {
  useSignals();
  const go = useGo();
  const id = queryId(useQuery(), 'id');
  const entry = useResource(appointmentDetail, id || null);
  const open = useSignal(false);
  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_code_title()} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText={m.appointment_not_loaded()}>
          {(appointment) => (
            <section className="sf-appointment__done" aria-label={m.appointment_appointment()}>
              <AppointmentFacts appointment={appointment} />
              {appointment.type === 3 ? (
                <button type="button" className="sf-catalogue__secondary" disabled>
                  {m.appointment_code_expired()}
                </button>
              ) : (
                <button
                  type="button"
                  className="sf-catalogue__primary"
                  aria-expanded={open.value}
                  onClick={() => (open.value = !open.value)}
                >
                  {m.appointment_show_code()}
                </button>
              )}
              {open.value && appointment.type !== 3 && <AppointmentCode appointment={appointment} />}
            </section>
          )}
        </Loadable>
      </main>
    </div>
  );
}
