import { useSignals } from '@preact/signals-react/runtime';
import { Header } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { config } from '../../config';
import { launchParams, userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { chatFrameUrl, chatPageAvailable, telHref } from './chat-url';
import { useResource } from '../../data/resource';
import { representative } from './service-data';
import './service.css';

/** /service: the third-party chat page embedded; without one, a clear panel with the representative's phone. */
export default function ServicePage() {
  useSignals();
  const go = useGo();
  const chatUrl = chatFrameUrl(config.chatUrl);
  const [available, setAvailable] = useState<boolean | null>(chatUrl ? null : false);
  useEffect(() => {
    if (!chatUrl) return undefined;
    let live = true;
    void chatPageAvailable(chatUrl).then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, [chatUrl]);

  return (
    <div className="sf-service">
      <Header title="Online Service" onBack={() => goBack(go)} />
      {available === null && <div className="sf-service__loading" role="status" aria-label="Loading" />}
      {available && chatUrl && (
        <iframe className="sf-service__frame" src={chatUrl} title="Customer service chat" allow="clipboard-write" referrerPolicy="strict-origin-when-cross-origin" />
      )}
      {available === false && <Unavailable userId={userInfo.value?.user_id || launchParams.value.user_id} />}
    </div>
  );
}

function Unavailable({ userId }: { userId: string }) {
  useSignals();
  const entry = useResource(representative, userId);
  const status = entry?.status.value;
  const rep = status === 'loading' ? 'loading' : (entry?.data.value ?? null);

  return (
    <main className="sf-service__panel">
      <h2>Customer service is not available right now</h2>
      {rep === 'loading' && <div className="sf-service__loading" role="status" aria-label="Loading" />}
      {rep !== 'loading' && rep?.phone ? (
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
      ) : (
        rep !== 'loading' && <p>Please try again later.</p>
      )}
    </main>
  );
}
