import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Header, Input, messageBox, NoData, Rating, Sheet, Tabs, toast } from '@storefront/ui';
import { useEffect } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import {
  clientRecords,
  evaluate,
  evaluationQuestions,
  markRead,
  myAppointments,
  purchases,
  type ClientRecord,
  type Question,
} from './appointment-data';
import '../account/account.css';
import '../catalogue/catalogue.css';
import './appointment.css';
import { formatDate, formatPrice, formatTime } from '../../shared/dates';

const tabNames = () => [
  m.appointment_tab_my_appointment(),
  m.appointment_tab_store_record(),
  m.appointment_tab_purchase_history(),
];
/** An appointment's state by type: 1 ongoing, 2 completed, 3 expired. */
const stateName = (type: number): string =>
  type === 1 ? m.appointment_ongoing() : type === 2 ? m.appointment_completed() : m.appointment_expired();

function EvaluationSheet({
  record,
  questions,
  onClose,
}: {
  record: ClientRecord | null;
  questions: readonly Question[];
  onClose(): void;
}) {
  useSignals();
  const star = useSignal(0);
  const remark = useSignal('');
  const answers = useSignal<Record<number, string>>({});
  const busy = useSignal(false);
  useEffect(() => {
    star.value = 0;
    remark.value = '';
    answers.value = {};
  }, [record, star, remark, answers]);

  const submit = async () => {
    if (!record || busy.peek()) return;
    const refusal = rules.evaluationRefusal(star.peek(), answers.peek(), remark.peek(), questions);
    if (refusal) {
      toast.show(refusal, { variant: 'error' });
      return;
    }
    busy.value = true;
    const saved = await evaluate(record.id, star.peek(), remark.peek(), answers.peek());
    busy.value = false;
    if (saved) {
      toast.show(rules.EVALUATION_THANKS_TEXT, { variant: 'success' });
      onClose();
    }
  };
  const set = (id: number, value: string) => (answers.value = { ...answers.peek(), [id]: value });

  return (
    <Sheet
      open={record !== null}
      onClose={onClose}
      title={m.appointment_evaluate_visit()}
      className="sf-appointment__evaluate"
    >
      {record && (
        <form className="sf-account__form" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
          <p className="sf-catalogue__muted">{record.store_name}</p>
          <Rating label={m.appointment_your_rating()} value={star.value} onChange={(n) => (star.value = n)} />
          {questions.map((q) =>
            q.type === 3 ? (
              <Input
                key={q.id}
                label={q.item_name}
                value={answers.value[q.id] ?? ''}
                onChange={(v) => set(q.id, v)}
                maxLength={200}
              />
            ) : (
              <fieldset key={q.id} className="sf-account__choice">
                <legend>{q.item_name}</legend>
                {q.slist.map((option) => {
                  const chosen = (answers.value[q.id] ?? '').split(',').filter(Boolean);
                  const on = chosen.includes(String(option.id));
                  return (
                    <label key={option.id}>
                      <input
                        type={q.type === 1 ? 'radio' : 'checkbox'}
                        name={`question-${q.id}`}
                        checked={on}
                        onChange={() =>
                          set(
                            q.id,
                            q.type === 1
                              ? String(option.id)
                              : (on
                                  ? chosen.filter((c) => c !== String(option.id))
                                  : [...chosen, String(option.id)]
                                ).join(','),
                          )
                        }
                      />
                      {option.item_name}
                    </label>
                  );
                })}
              </fieldset>
            ),
          )}
          <Input
            label={m.appointment_remark()}
            value={remark.value}
            onChange={(v) => (remark.value = v)}
            maxLength={500}
          />
          <button type="submit" className="sf-account__primary" aria-busy={busy.value || undefined}>
            {m.appointment_submit()}
          </button>
        </form>
      )}
    </Sheet>
  );
}

/**
 * /appointment-record (login required): My Appointment, Store Record, Purchase History, and the review prompt
 * (docs/product/appointments.md#records-and-evaluation).
 */
export default function AppointmentRecordPage() {
  useSignals();
  const go = useGo();
  const tab = useSignal(0);
  const evaluating = useSignal<ClientRecord | null>(null);
  const prompted = useSignal(false);
  const appointments = useResource(myAppointments, 0);
  const records = useResource(clientRecords, 'mine');
  const bought = useResource(purchases, tab.value === 2 ? 'mine' : null);
  const questions = useResource(evaluationQuestions, 'all')?.data.value ?? [];
  const recordData = records?.data.value;

  // The first opening offers to review the first visit that waits for it.
  useEffect(() => {
    if (prompted.peek() || !recordData) return;
    prompted.value = true;
    const first = recordData.list.find((r) => r.is_need_evaluation === 1);
    if (recordData.is_need_evaluation_count > 0 && first) {
      void messageBox.show({ text: m.appointment_review_prompt(), showCancel: true }).then((yes) => {
        if (!yes) return;
        tab.value = 1;
        evaluating.value = first;
      });
    }
  }, [recordData, prompted, tab, evaluating]);

  const counts = [appointments?.data.value?.is_new_count ?? 0, recordData?.is_new_count ?? 0, 0];
  return (
    <div className="sf-catalogue sf-appointment">
      <Header title={m.appointment_records()} onBack={() => goBack(go)} />
      <Tabs
        className="sf-appointment__tabs"
        label={m.appointment_records()}
        items={tabNames().map((label, i) => ({
          key: String(i),
          label: counts[i] ? m.appointment_tab_count({ label, count: counts[i] }) : label,
        }))}
        activeKey={String(tab.value)}
        onChange={(k) => (tab.value = Number(k))}
      />
      <main className="sf-catalogue__main">
        {tab.value === 0 && (
          <Loadable entry={appointments} errorText={m.appointment_appointments_not_loaded()}>
            {({ list }) =>
              list.length === 0 ? (
                <NoData text={m.appointment_no_record()} />
              ) : (
                <ul className="sf-appointment__stores" aria-label={m.appointment_tab_my_appointment()}>
                  {list.map((a) => (
                    <li key={a.id} className="sf-appointment__store" data-new={a.is_new === 1 || undefined}>
                      <button
                        type="button"
                        className="sf-appointment__pick"
                        onClick={() => {
                          if (a.is_new === 1) void markRead(a.id, 1);
                          go(`/appointment-code?id=${a.id}&type=${a.type}`);
                        }}
                      >
                        <strong>{a.store_name}</strong>
                        <span>
                          {formatDate(a.select_date)} · {formatTime(a.select_time)}
                        </span>
                        <span className="sf-appointment__state" data-type={a.type}>
                          {stateName(a.type)}
                          {a.is_new === 1 ? m.appointment_new_mark() : ''}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loadable>
        )}
        {tab.value === 1 && (
          <Loadable entry={records} errorText={m.appointment_records_not_loaded()}>
            {({ list }) =>
              list.length === 0 ? (
                <NoData text={m.appointment_no_record()} />
              ) : (
                <ul className="sf-appointment__stores" aria-label={m.appointment_tab_store_record()}>
                  {list.map((r) => (
                    <li key={r.id} className="sf-appointment__store">
                      <strong>{r.store_name}</strong>
                      <span className="sf-catalogue__muted">
                        {formatDate(r.create_time)} · {r.user_info.first_name} {r.user_info.last_name}
                      </span>
                      {r.star > 0 && <Rating label={m.appointment_your_rating()} value={r.star} size="sm" />}
                      <div className="sf-appointment__actions">
                        <button
                          type="button"
                          className="sf-catalogue__secondary"
                          onClick={() => {
                            if (r.is_new === 1) void markRead(r.id, 2);
                            go(`/appointment-browse?id=${r.id}`);
                          }}
                        >
                          {m.appointment_browse_records()}
                        </button>
                        {r.is_need_evaluation === 1 && (
                          <button
                            type="button"
                            className="sf-catalogue__primary"
                            onClick={() => (evaluating.value = r)}
                          >
                            {m.appointment_evaluate()}
                          </button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loadable>
        )}
        {tab.value === 2 && (
          <Loadable entry={bought} empty={m.appointment_no_record()} errorText={m.appointment_purchases_not_loaded()}>
            {(list) => (
              <ul className="sf-appointment__stores" aria-label={m.appointment_tab_purchase_history()}>
                {list.map((t) => (
                  <li key={t.id} className="sf-appointment__store">
                    <button
                      type="button"
                      className="sf-appointment__pick"
                      onClick={() => go(`/appointment-detail?id=${t.id}`)}
                    >
                      <strong>{t.brand_name}</strong>
                      <span>
                        {m.appointment_purchase_line({
                          price: formatPrice(t.amount, t.currency),
                          boxes: m.appointment_boxes({ count: t.product_list.reduce((n, p) => n + p.box, 0) }),
                        })}
                      </span>
                      <span className="sf-catalogue__muted">
                        {t.store_name} · {formatDate(t.create_time)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Loadable>
        )}
      </main>
      <EvaluationSheet record={evaluating.value} questions={questions} onClose={() => (evaluating.value = null)} />
    </div>
  );
}
