import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { m } from '@storefront/sdk/i18n';
import { Icon, Image, PAGE_ICONS, ShareSheet, type IconName, type PageIconName } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { isLoggedIn, userInfo } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { viewedHref } from '../recent/recent-filter';
import { previews, profile } from './person-data';
import { Avatar } from './Avatar';
import '../catalogue/catalogue.css';
import './person.css';

/** The entries of the account home, each to its page. */
const ENTRIES: { href: string; label: () => string; icon: IconName | PageIconName }[] = [
  { href: '/shopping', label: () => m.person_shopping_list(), icon: 'list' },
  { href: '/favorites', label: () => m.person_wish_list(), icon: 'heart' },
  { href: '/appointment-record', label: () => m.person_store_records(), icon: 'records' },
  { href: '/appointment', label: () => m.person_store_location(), icon: 'pin' },
  { href: '/person-cases', label: () => m.person_my_cases(), icon: 'cases' },
  { href: '/person-recently', label: () => m.person_recently_viewed(), icon: 'clock' },
];

/** The link a client shares to invite someone: the storefront, carrying who invited them (never a token). */
export const inviteLink = (clientUserId: string) =>
  `${window.location.origin}/?${new URLSearchParams({ client_user_id: clientUserId })}`;

function Preview({
  title,
  href,
  items,
  go,
}: {
  title: string;
  href: string;
  items: { key: string; href: string; name: string; preview: string }[];
  go(to: string): void;
}) {
  return (
    <section className="sf-person__preview" aria-labelledby={`preview-${href.slice(1)}`}>
      <div className="sf-person__preview-head">
        <h2 id={`preview-${href.slice(1)}`}>{title}</h2>
        <a href={href} onClick={(e) => (e.preventDefault(), go(href))}>
          {m.person_see_all()}
          <span className="sf-visually-hidden">{m.person_see_all_of({ title })}</span>
        </a>
      </div>
      {items.length === 0 ? (
        <p className="sf-catalogue__muted">{m.person_nothing_yet()}</p>
      ) : (
        <ul className="sf-person__strip" aria-label={title} tabIndex={0}>
          {items.map((item) => (
            <li key={item.key}>
              <a href={item.href} onClick={(e) => (e.preventDefault(), go(item.href))}>
                <Image src={assetUrl(item.preview)} alt="" ratio={1} />
                <span>{item.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function IconLink({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="sf-person__icon" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** /person: the account home. Login required (routes.ts): a guest goes to login and comes back here. */
export default function PersonPage() {
  useSignals();
  const go = useGo();
  useResource(profile, isLoggedIn.value ? 'me' : null);
  const shown = useResource(previews, isLoggedIn.value ? 'me' : null);
  const sharing = useSignal(false);
  const me = userInfo.value;
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ') || m.person_my_account();
  const place = me?.city_name || me?.country_name || '';

  return (
    <div className="sf-catalogue sf-person">
      <header className="sf-person__top">
        <button
          type="button"
          className="sf-person__me"
          onClick={() => go('/setting-info')}
          aria-label={m.person_name_personal_info({ name })}
        >
          <Avatar src={me?.headimg ?? ''} name={name} />
        </button>
        <div className="sf-person__who">
          <h1>{name}</h1>
          <button type="button" className="sf-person__place" onClick={() => go('/countrys')}>
            {place || m.person_choose_country()}
            <span className="sf-visually-hidden">{m.person_change_country()}</span>
          </button>
        </div>
        <IconLink label={m.person_scan()} onClick={() => go('/scan')}>
          <Icon name="scan" className="sf-person__svg" />
        </IconLink>
        <IconLink label={m.person_settings()} onClick={() => go('/setting')}>
          <Icon name="settings" set={PAGE_ICONS} className="sf-person__svg" />
        </IconLink>
      </header>
      <main className="sf-person__main">
        <nav aria-label={m.person_my_account()}>
          <ul className="sf-person__entries">
            {ENTRIES.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} onClick={(e) => (e.preventDefault(), go(entry.href))}>
                  <Icon name={entry.icon} set={PAGE_ICONS} className="sf-person__svg" />
                  <span>{entry.label()}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="sf-person__gift" aria-labelledby="person-gift">
          <h2 id="person-gift">{m.person_invite_friend()}</h2>
          <p>{m.person_invite_text()}</p>
          <button
            type="button"
            className="sf-catalogue__primary"
            aria-haspopup="dialog"
            onClick={() => (sharing.value = true)}
          >
            {m.person_share()}
          </button>
        </section>
        <Loadable
          entry={shown}
          loading={<p className="sf-catalogue__muted">{m.person_loading()}</p>}
          errorText={m.person_lists_not_loaded()}
        >
          {({ wish, recent }) => (
            <>
              <Preview
                title={m.person_wish_list()}
                href="/favorites"
                go={go}
                items={wish.map((p) => ({
                  key: `p${p.id}`,
                  href: `/product-detail?id=${p.id}`,
                  name: p.product_name,
                  preview: p.preview,
                }))}
              />
              <Preview
                title={m.person_recently_viewed()}
                href="/person-recently"
                go={go}
                items={recent.map((v) => ({
                  key: `${v.type}-${v.content_id}-${v.browsing_type}`,
                  href: viewedHref(v),
                  name: v.content_name,
                  preview: v.preview,
                }))}
              />
            </>
          )}
        </Loadable>
      </main>
      <ShareSheet
        open={sharing.value}
        onClose={() => (sharing.value = false)}
        title={m.person_invite_friend()}

        url={inviteLink(String(me?.client_user_id ?? ''))}
      />
    </div>
  );
}
