import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { FloatingButtons, Header, Loading, messageBox, NoData, ShareSheet, toast } from '@storefront/ui';
import { useCallback, useEffect, useRef } from 'react';
import { config } from '../../config';
import { useResource } from '../../data/use-resource';
import { sendGuestToLogin } from '../../session/guard';
import { isLoggedIn, userInfo } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import { queryId, useQuery } from '../catalogue/use-query';
import { favouriteState, toggleFavourite } from '../favorites/fav-data';
import { useRepresentative } from '../service/service-data';
import { recordShare } from '../share/share-data';
import { shareLink } from '../share/share-link';
import {
  displayOrigin,
  frameSrc,
  planDetailHref,
  readFrameMessage,
  type AppMessage,
  type FrameMessage,
  type PlanLink,
  type TemplateInfo,
} from './display-frame';
import { savePlan, templateKey, templateLookup } from './template-data';
import { TemplateActions } from './TemplateActions';
import { TemplateInfoSheet } from './TemplateInfoSheet';
import '../catalogue/catalogue.css';
import './template.css';
import { m } from '@storefront/sdk/i18n';

/** How long the page waits for the frame to answer a request before giving up quietly. */
const FRAME_ANSWER_MS = 10_000;

type Answer<T extends FrameMessage['type']> = Extract<FrameMessage, { type: T }>;
type Waiters = {
  returnTemplateInfo: ((m: Answer<'returnTemplateInfo'> | null) => void)[];
  returnTemplateImage: ((m: Answer<'returnTemplateImage'> | null) => void)[];
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /template-detail (query id, uuid, name, is_fav, template_plan_id): the 3D viewer and its save and share flows. */
export default function TemplateDetailPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const planId = queryId(query, 'template_plan_id') || null;
  const shareKey = query.get('share_key') ?? undefined;
  // Links that carry only the id or only the uuid (a banner, a QR code, recently viewed) find the rest by it.
  const entry = useResource(templateLookup, templateKey(query.get('id'), query.get('uuid')));
  const template = entry?.data.value;
  const id = template?.id ?? queryId(query, 'id');
  const uuid = template?.uuid ?? query.get('uuid') ?? '';
  const name = template?.template_name ?? query.get('name') ?? 'Display';
  const isFav = template?.is_fav ?? (Number(query.get('is_fav')) || rules.FAV_STATE.notCollected);
  const rep = useRepresentative();
  const scrolled = useScrolledPast();

  const loaded = useSignal(false);
  const fullscreen = useSignal(false);
  const panelShown = useSignal(false);
  const info = useSignal<TemplateInfo | null>(null);
  const infoOpen = useSignal(false);
  const busy = useSignal(false);
  const savedShown = useSignal(false);
  const share = useSignal<{ url: string; planId: number } | null>(null);

  const frameRef = useRef<HTMLIFrameElement>(null);
  const waiters = useRef<Waiters>({ returnTemplateInfo: [], returnTemplateImage: [] });
  const origin = displayOrigin(config.displayUrl, window.location.href);
  const userId = userInfo.value?.client_user_id ?? '0';
  // The frame is made once per display, user and plan; a new one starts loading again.
  const src =
    uuid && origin
      ? frameSrc(config.displayUrl, window.location.href, {
          templateUuid: uuid,
          userId,
          planId,
          shareKey,
          namespace: config.simNamespace,
        })
      : '';

  const post = useCallback(
    (message: AppMessage) => {
      if (origin) frameRef.current?.contentWindow?.postMessage(message, origin);
    },
    [origin],
  );

  const ask = useCallback(
    <T extends keyof Waiters>(request: AppMessage, answer: T) =>
      new Promise<Answer<T> | null>((resolve) => {
        const list = waiters.current[answer] as ((m: Answer<T> | null) => void)[];
        const settle = (m: Answer<T> | null) => {
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          list.splice(list.indexOf(settle), 1);
          resolve(null);
        }, FRAME_ANSWER_MS);
        list.push(settle);
        post(request);
      }),
    [post],
  );

  const collect = useCallback(async () => {
    if (sendGuestToLogin(isLoggedIn.peek(), go)) return;
    const collected =
      favouriteState('template', id, isFav) === rules.FAV_STATE.collected ||
      (await toggleFavourite('template', id)) === rules.FAV_STATE.collected;
    if (collected) toast.show(m.favorites_collected(), { variant: 'success' });
  }, [go, id, isFav]);

  const onMessage = (event: MessageEvent) => {
    const message = readFrameMessage(event, frameRef.current?.contentWindow, origin);
    if (!message) return;
    switch (message.type) {
      case 'loaded':
        loaded.value = true;
        post({ type: 'getTemplateInfo' });
        break;
      case 'returnTemplateInfo':
        info.value = message.info;
        waiters.current.returnTemplateInfo.splice(0).forEach((settle) => settle(message));
        break;
      case 'returnTemplateImage':
        waiters.current.returnTemplateImage.splice(0).forEach((settle) => settle(message));
        break;
      case 'opModeChanged':
        fullscreen.value = message.opMode === 'fullscreen';
        break;
      case 'panelDisplayed':
        panelShown.value = message.display;
        break;
      case 'loginprompt':
        sendGuestToLogin(isLoggedIn.peek(), go);
        break;
      case 'productChanged':
        post({ type: 'getTemplateInfo' });
        break;
      case 'collectFolder':
        void collect();
        break;
    }
  };
  // One listener for the page's life; it always runs the latest handler (which sees the latest state).
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => handler.current(event);
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  // A new frame (another display, plan or user) starts from loading again.
  useEffect(() => {
    loaded.value = false;
    info.value = null;
    fullscreen.value = false;
    panelShown.value = false;
  }, [src, loaded, info, fullscreen, panelShown]);

  /**
   * Saving (docs/product/displays.md#saving-a-plan): the plan's id and share key once saved, or null (guests go to
   * login; failures are silent).
   */
  const save = async (): Promise<PlanLink | null> => {
    if (sendGuestToLogin(isLoggedIn.peek(), go) || busy.peek()) return null;
    busy.value = true;
    try {
      let sides = info.peek()?.side_list ?? [];
      if (sides.length === 0)
        sides = (await ask({ type: 'getTemplateInfo' }, 'returnTemplateInfo'))?.info.side_list ?? [];
      if (sides.length === 0) return null;
      const picture = await ask({ type: 'getTemplateImage' }, 'returnTemplateImage');
      if (!picture) return null;
      await delay(rules.SCREENSHOT_WAIT_MS);
      const saved = await savePlan(uuid, sides, picture.image);
      if (!saved) return null;
      if (favouriteState('template', id, isFav) !== rules.FAV_STATE.collected) await toggleFavourite('template', id);
      savedShown.value = true;
      setTimeout(() => (savedShown.value = false), rules.SAVED_NOTICE_MS);
      return saved;
    } finally {
      busy.value = false;
    }
  };

  const saveAndShare = async () => {
    if (sendGuestToLogin(isLoggedIn.peek(), go)) return;
    if (!(await messageBox.show({ text: m.template_share_question(), showCancel: true }))) return;
    const saved = await save();
    if (!saved) return;
    share.value = {
      url: shareLink(new URL(planDetailHref({ id, uuid, name }, saved), window.location.href).href),
      planId: saved.id,
    };
  };

  if (!uuid) {
    return (
      <div className="sf-catalogue">
        <Header title={name} onBack={() => goBack(go)} />
        {entry && entry.status.value === 'loading' ? <Loading /> : <NoData text={m.template_not_loaded()} />}
      </div>
    );
  }

  const buttonsShown = loaded.value && !fullscreen.value && !panelShown.value;
  const shared = share.value;
  return (
    <div className={`sf-template${fullscreen.value ? ' sf-template--fullscreen' : ''}`}>
      {!fullscreen.value && <Header title={name} onBack={() => goBack(go)} />}
      <main className="sf-template__stage">
        {src ? (
          <iframe
            ref={frameRef}
            key={src}
            src={src}
            title={m.template_3d_view_of({ name })}
            className="sf-template__frame"
            allow="fullscreen"
          />
        ) : (
          <NoData text={m.template_3d_unavailable()} />
        )}
        {src && !loaded.value && (
          <Loading variant="inline" text={m.template_loading_display()} className="sf-template__loading" />
        )}
        {/* The one overlay only this page has: how to move the room, always there over the viewer. */}
        <p className="sf-template__hint" aria-hidden="true">
          {m.template_hint()}
        </p>
        {savedShown.value && (
          <p className="sf-template__saved" role="status">
            {m.template_saved()}
          </p>
        )}
      </main>
      {!fullscreen.value && info.value && (
        <section className="sf-template__sides" aria-label={m.template_in_this_room()}>
          <h2 className="sf-template__sides-title">{m.template_in_this_room()}</h2>
          <ul>
            {info.value.side_list.map((side) => (
              <li key={side.side_uuid}>
                <span>{side.side_name}</span>
                <span className="sf-template__sides-meta">{side.pave_mode_name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {buttonsShown && (
        <>
          <TemplateActions
            busy={busy.value}
            onInfo={() => (infoOpen.value = true)}
            onRecords={() => go('/template-record')}
            onSave={() => void save()}
            onShare={() => void saveAndShare()}
          />
          <FloatingButtons
            className="sf-template__floating"
            onScrollTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            scrollTopVisible={scrolled}
            onCalculator={() => go('/calculator')}
            onStore={() => go('/appointment')}
            representative={rep}
          />
        </>
      )}
      <TemplateInfoSheet
        open={infoOpen.value}
        onClose={() => (infoOpen.value = false)}
        sides={info.value?.side_list ?? []}
        onDetails={(productId) => go(`/product-detail?id=${productId}`)}
      />
      <ShareSheet
        open={share.value !== null}
        onClose={() => (share.value = null)}
        text={m.template_display()}
        url={share.value?.url ?? ''}
        // The sheet closes itself once copied (onClose); the share recorded is the plan it was opened with.
        onCopied={() => shared && void recordShare('template_plan', shared.planId)}
      />
    </div>
  );
}
