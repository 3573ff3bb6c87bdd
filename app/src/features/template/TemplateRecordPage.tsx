import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, messageBox, ShareSheet, toast } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { addSides, templatePlans, type TemplatePlan } from '../calculator/calc-data';
import { recordShare } from '../share/share-data';
import { shareLink } from '../share/share-link';
import { planDetailHref } from './display-frame';
import { deletePlan } from './template-data';
import '../catalogue/catalogue.css';
import './template.css';
import { formatDate } from '../../shared/dates';
import { m } from '@storefront/sdk/i18n';

const viewHref = (plan: TemplatePlan) =>
  planDetailHref({ id: plan.template_id, uuid: plan.template_uuid, name: plan.template_name }, plan);

/**
 * /template-record (login required): the saved matchings, each with Delete, Calculator, Share and View
 * (docs/product/displays.md#matching-records).
 */
export default function TemplateRecordPage() {
  useSignals();
  const go = useGo();
  const entry = useResource(templatePlans, 'all');
  const busy = useSignal<number | null>(null);
  const sharing = useSignal<{ url: string; planId: number } | null>(null);

  const remove = async (plan: TemplatePlan) => {
    if (!(await messageBox.show({ text: m.template_delete_question(), showCancel: true }))) return;
    busy.value = plan.id;
    const removed = await deletePlan(plan.id);
    busy.value = null;
    if (removed) toast.show('Deleted', { variant: 'success' });
  };
  const toCalculator = async (plan: TemplatePlan) => {
    busy.value = plan.id;
    const added = await addSides({ kind: 'plans', ids: [plan.id] });
    busy.value = null;
    if (added.ok) go('/calculator');
  };

  const shared = sharing.value;
  return (
    <div className="sf-catalogue">
      <Header title={m.template_matching_records()} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        {entry && (
          <Loadable entry={entry} errorText={m.template_records_not_loaded()} empty={m.template_no_record()}>
            {(plans) => (
              <ul className="sf-template-records" aria-label={m.template_matching_records_list()}>
                {plans.map((plan) => (
                  <li key={plan.id} className="sf-template-record" aria-busy={busy.value === plan.id || undefined}>
                    <Image src={assetUrl(plan.preview)} alt="" ratio={750 / 420} />
                    <div className="sf-template-record__body">
                      <h2 className="sf-template-record__name">{plan.template_name}</h2>
                      <p className="sf-template-record__meta">
                        {m.template_saved_on({ space: plan.space_name, date: formatDate(plan.create_time) })}
                      </p>
                      <div
                        className="sf-template-record__actions"
                        role="group"
                        aria-label={m.template_actions_for({ name: plan.template_name })}
                      >
                        <button type="button" onClick={() => void remove(plan)} disabled={busy.value === plan.id}>
                          {m.template_delete()}
                        </button>
                        <button type="button" onClick={() => void toCalculator(plan)} disabled={busy.value === plan.id}>
                          {m.template_calculator()}
                        </button>
                        <button
                          type="button"
                          aria-haspopup="dialog"
                          onClick={() =>
                            (sharing.value = {
                              url: shareLink(new URL(viewHref(plan), window.location.href).href),
                              planId: plan.id,
                            })
                          }
                        >
                          {m.template_share()}
                        </button>
                        <button type="button" className="sf-template-record__view" onClick={() => go(viewHref(plan))}>
                          {m.template_view()}
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Loadable>
        )}
      </main>
      <ShareSheet
        open={sharing.value !== null}
        onClose={() => (sharing.value = null)}
        text={m.template_display()}
        url={sharing.value?.url ?? ''}
        // The sheet closes itself once copied (onClose); the share recorded is the plan it was opened with.
        onCopied={() => shared && void recordShare('template_plan', shared.planId)}
      />
    </div>
  );
}
