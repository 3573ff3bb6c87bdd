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

/** /service: the third-party chat page embedded; without one, a clear panel with the representative's phone. */
export default function ServicePage() {
  useSignals();
  const go = useGo();
  const chatUrl = chatFrameUrl(config.chatUrl);
  const chat = useResource(chatAvailability, chatUrl);
  const unavailable = <Unavailable userId={userInfo.value?.user_id || launchParams.value.user_id} />;

  return (
    <div className="sf-service">
      <Header title="Online Service" onBack={() => goBack(go)} />
      <main className="sf-service__main">
        {chatUrl && chat ? (
          <Loadable entry={chat}>
            {(available) =>
              available ? (
                <iframe
                  className="sf-service__frame"
                  src={chatUrl}
                  title="Customer service chat"
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
    <section className="sf-service__panel" aria-label="Customer service">
      <h2>Customer service is not available right now</h2>
      <Loadable entry={entry} errorText="Please try again later.">
        {(rep) => (rep.phone ? <RepresentativeCard rep={rep} /> : <p>Please try again later.</p>)}
      </Loadable>
    </section>
  );
}

function RepresentativeCard({ rep }: { rep: Representative }) {
  return (
    <section className="sf-service__rep" aria-label="Your sales representative">
      <p>You can call your sales representative:</p>
      <p className="sf-service__name">
        {rep.first_name} {rep.last_name}
        {rep.position && <span> · {rep.position}</span>}
      </p>
      <a className="sf-service__call" href={telHref(rep.area_code, rep.phone)}>
        Call +{rep.area_code} {rep.phone}
      </a>
    </section>
  );
}
