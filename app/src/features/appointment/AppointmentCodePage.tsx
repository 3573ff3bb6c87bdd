import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
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

export const SHOW_CODE_TEXT = 'Show Appointment Code';
export const CODE_EXPIRED_TEXT = 'Appointment Code Expired';

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
      <Header title="Appointment Code" onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        <Loadable entry={entry} errorText="This appointment could not be loaded.">
          {(appointment) => (
            <section className="sf-appointment__done" aria-label="Appointment">
              <AppointmentFacts appointment={appointment} />
              {appointment.type === 3 ? (
                <button type="button" className="sf-catalogue__secondary" disabled>
                  {CODE_EXPIRED_TEXT}
                </button>
              ) : (
                <button
                  type="button"
                  className="sf-catalogue__primary"
                  aria-expanded={open.value}
                  onClick={() => (open.value = !open.value)}
                >
                  {SHOW_CODE_TEXT}
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
