import { useSignals } from '@preact/signals-react/runtime';
import { Header } from '@storefront/ui';
import { config } from '../../config';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { launchParams, userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { chatAvailability } from './chat-data';
import { chatFrameUrl, chatSandbox, telHref } from './chat-url';
import { representative, type Representative } from './service-data';
import './service.css';
import { m } from '@storefront/sdk/i18n';

/** /service: the third-party chat page embedded; without one, a clear panel with the representative's phone. */
export default function ServicePage() {
  useSignals();
  const go = useGo();
  const chatUrl = chatFrameUrl(config.chatUrl);
  const chat = useResource(chatAvailability, chatUrl);
  const unavailable = <Unavailable userId={userInfo.value?.user_id || launchParams.value.user_id} />;

  return (
    <div className="sf-service">
      <Header title={m.service_title()} onBack={() => goBack(go)} />
      <main className="sf-service__main">
        {chatUrl && chat ? (
          <Loadable entry={chat}>
            {(available) =>
              available ? (
                <iframe
                  className="sf-service__frame"
                  src={chatUrl}
                  title={m.service_chat()}
                  sandbox={chatSandbox(chatUrl)}
                  allow="clipboard-write"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              ) : (
                unavailable
              )
            }
          </Loadable>
        ) : (
          unavailable
        )}
      </main>
    </div>
  );
}

function Unavailable({ userId }: { userId: string }) {
  useSignals();
  const entry = useResource(representative, userId);
  return (
    <section className="sf-service__panel" aria-label={m.service_customer_service()}>
      <h2>{m.service_unavailable()}</h2>
      <Loadable entry={entry} errorText={m.service_try_later()}>
        {(rep) => (rep.phone ? <RepresentativeCard rep={rep} /> : <p>{m.service_try_later()}</p>)}
      </Loadable>
    </section>
  );
}

function RepresentativeCard({ rep }: { rep: Representative }) {
  return (
    <section className="sf-service__rep" aria-label={m.service_your_representative()}>
      <p>{m.service_call_representative()}</p>
      <p className="sf-service__name">
        {rep.first_name} {rep.last_name}
        {rep.position && <span> · {rep.position}</span>}
      </p>
      <a className="sf-service__call" href={telHref(rep.area_code, rep.phone)}>
        {m.service_call_number({ areaCode: rep.area_code, phone: rep.phone })}
      </a>
    </section>
  );
}
