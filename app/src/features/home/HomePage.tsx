import { useSignals } from '@preact/signals-react/runtime';
import { useSignal } from '@preact/signals-react';
import { rules } from '@storefront/sdk';
import { Carousel, FloatingButtons, HotWordTicker, Icon, Image, NoData } from '@storefront/ui';
import type { AdPopupItem, AdPopupProps } from '@storefront/ui/ad-popup';
import type { HeaderMenuProps } from '@storefront/ui/header-menu';
import { useEffect, useRef } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { currentUserName } from '../../session/state';
import { AppLink } from '../../shared/AppLink';
import { assetUrl } from '../../shared/asset';
import { useGo } from '../../shared/use-go';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import { loadedOnOpen } from '../../shared/loaded-on-open';
import { markAdSeen, readAdRecord, unseenAds } from './ad-record';
import { startRepresentative, useRepresentative } from '../service/service-data';
import {
  HOME_CASES_SHOWN,
  homeData,
  nearestStore,
  popupAds,
  type Advertisement,
  type Banner,
  type HomeData,
  type Store,
} from './home-data';
import { bannerTarget, popupTarget, searchHref, type Target } from './targets';
import './home.css';
import { m } from '@storefront/sdk/i18n';

// The menu loads on its first opening. The popup is fetched beside the ad list (see below) and shown when there is
// an unseen ad.
const HeaderMenu = loadedOnOpen<HeaderMenuProps>(
  () => import('@storefront/ui/header-menu').then((m) => m.HeaderMenu),
  (props) => props.open,
);
const AdPopup = loadedOnOpen<AdPopupProps<AdPopupItem>>(
  () => import('@storefront/ui/ad-popup').then((m) => m.AdPopup<AdPopupItem>),
  (props) => props.items.length > 0,
);

/**
 * For a visitor who has never closed the popup (a first visit) it is fetched while the ad list is: waiting for the
 * list first would put one more round trip before the popup's picture, the page's largest. Others, who have seen
 * the ads, fetch it only when the list holds a new one.
 */
function preloadPopupForNewcomer(userName: string): void {
  if (!readAdRecord()[userName]?.length) AdPopup.preload();
}

/** What home's first render shows, started by the entry for a visit that opens here (app/route-table.ts). */
export function startHome(): void {
  homeData.load('home');
  popupAds.load('popup');
  nearestStore.load('nearest');
  startRepresentative();
  preloadPopupForNewcomer(currentUserName.peek());
}

/** Home carousel interval (docs/product/home-and-scanning.md#carousel-and-hot-words). */
const HOME_BANNER_INTERVAL_MS = 5000;

export default function HomePage() {
  useSignals();
  const go = useGo();
  const home = useResource(homeData, 'home');
  const storeEntry = useResource(nearestStore, 'nearest');
  const store = storeEntry?.data.value ?? null;
  // Until the nearest store is known its block keeps its place, so the brands below do not move when it arrives.
  const storePending = !store && storeEntry?.status.value === 'loading';
  const rep = useRepresentative();
  const scrolled = useScrolledPast();
  const adsEntry = useResource(popupAds, 'popup');
  // Closing the popup or opening an ad puts it away; both count as seen for this user (adRecord), for good.
  const adsClosed = useSignal(false);
  const userName = currentUserName.value;
  const ads = adsClosed.value ? [] : unseenAds(adsEntry?.data.value ?? [], readAdRecord(), userName);
  const menuOpen = useSignal(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => preloadPopupForNewcomer(userName), [userName]);

  const follow = (target: Target) => {
    if (target.kind === 'route') go(target.href);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  const onBanner = (banner: Banner) => follow(bannerTarget(banner));

  // The popup is one-time (docs/product/home-and-scanning.md#the-advertising-popup): closing it with × counts as having
  // seen every ad it held, for this user.
  const onAdsClosed = () => {
    for (const ad of ads) markAdSeen(userName, ad.id);
    adsClosed.value = true;
  };

  const onAdView = (ad: Advertisement) => {
    markAdSeen(userName, ad.id);
    adsClosed.value = true;
    follow(popupTarget(ad));
  };

  const hotWords = home?.data.value?.hotWords ?? [];

  return (
    <div className="sf-home">
      <header className="sf-home__header">
        <HotWordTicker
          words={hotWords.map((w) => w.hotword)}
          onActivate={(index) => go(searchHref(index === null ? null : (hotWords[index] ?? null)))}
        />
        <button
          ref={menuButton}
          type="button"
          className="sf-home__menu-button"
          aria-label={m.home_menu()}
          aria-expanded={menuOpen.value}
          onPointerDown={HeaderMenu.preload}
          onFocus={HeaderMenu.preload}
          onClick={() => (menuOpen.value = !menuOpen.peek())}
        >
          <Icon name="menu" size={22} />
        </button>
        <HeaderMenu
          open={menuOpen.value}
          activeKey="home"
          onClose={() => {
            menuOpen.value = false;
            menuButton.current?.focus();
          }}
          onNavigate={(href) => {
            menuOpen.value = false;
            go(href);
          }}
        />
      </header>

      <main className="sf-home__main">
        <h1 className="sf-visually-hidden">{m.home_heading()}</h1>
        <Loadable entry={home} loading={<HomeSkeleton />} errorText={m.home_not_loaded()}>
          {(data) => <HomeBlocks data={data} store={store} storePending={storePending} onBanner={onBanner} />}
        </Loadable>
      </main>

      <FloatingButtons
        onScrollTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        scrollTopVisible={scrolled}
        onCalculator={() => go('/calculator')}
        onStore={() => go('/appointment')}
        representative={rep}
      />
      <AdPopup
        items={ads.map((ad) => ({ ...ad, img: assetUrl(ad.img) }))}
        onClose={onAdsClosed}
        onView={(item) => onAdView(item as Advertisement)}
      />
    </div>
  );
}

interface HomeBlocksProps {
  data: HomeData;
  store: Store | null;
  storePending: boolean;
  onBanner(banner: Banner): void;
}

/** Everything below the header once the page info is here. */
function HomeBlocks({ data, store, storePending, onBanner }: HomeBlocksProps) {
  useSignals();
  const go = useGo();
  const showAllCases = useSignal(false);
  return (
    <>
      {data.banners.length > 0 && (
        <Carousel
          className="sf-home__banners"
          label={m.home_featured()}
          items={data.banners}
          interval={HOME_BANNER_INTERVAL_MS}
          getKey={(banner) => banner.id}
          onItemClick={onBanner}
          renderItem={(banner, index) => (
            <Image
              src={assetUrl(banner.img)}
              alt={banner.title}
              ratio={750 / 420}
              lazy={index > 0}
              priority={index === 0 ? { width: 750, height: 420 } : undefined}
            />
          )}
        />
      )}

      {storePending && <div className="sf-home__store sf-home__store--pending" aria-hidden="true" />}
      {store && (
        <section className="sf-home__store" aria-labelledby="home-store-title">
          <div className="sf-home__store-text">
            <h2 id="home-store-title" className="sf-home__store-name">
              {store.store_name}
            </h2>
            <p className="sf-home__store-meta">
              <span>{store.level_name}</span>
              <span aria-label={m.home_distance_away({ distance: rules.distanceText(store.distance) })}>
                {rules.distanceText(store.distance)}
              </span>
            </p>
            <p className="sf-home__store-address sf-clamp" title={store.adds}>
              {store.adds}
            </p>
          </div>
          <button type="button" className="sf-home__primary" onClick={() => go('/appointment')}>
            {m.home_appointment()}
          </button>
        </section>
      )}

      {data.info.brand_list.map((brand, brandIndex) => (
        <section key={brand.id} className="sf-home__brand" aria-labelledby={`home-brand-${brand.id}`}>
          <div className="sf-home__brand-hero">
            {/* The first brand is in the first view at 375 px: its pictures load at once, not after layout finds them. */}
            <Image src={assetUrl(brand.web_back_img)} alt="" ratio={750 / 420} mask lazy={brandIndex > 0} />
            <div className="sf-home__brand-overlay">
              <h2 id={`home-brand-${brand.id}`} className="sf-home__brand-name">
                {brand.brand_name}
              </h2>
              <div className="sf-home__brand-actions">
                <button
                  type="button"
                  className="sf-home__ghost"
                  onClick={() => go(`/brand?${new URLSearchParams({ name: brand.brand_name })}`)}
                >
                  {m.home_brand()}
                </button>
                <button
                  type="button"
                  className="sf-home__ghost"
                  onClick={() => go(`/product?${new URLSearchParams({ name: brand.brand_name })}`)}
                >
                  {m.home_collections()}
                </button>
              </div>
            </div>
          </div>
          <ul className="sf-home__types" aria-label={m.home_product_types({ brand: brand.brand_name })}>
            {brand.product_type_list.map((type) => (
              <li key={type.id}>
                <AppLink
                  className="sf-home__type"
                  href={`/product?${new URLSearchParams({ name: type.type_name, id: String(type.id) })}`}
                >
                  <Image src={assetUrl(type.img_path_phone)} alt="" ratio={1} lazy={brandIndex > 0} />
                  <span>{type.type_name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {data.info.case_subject_list.length > 0 && (
        <section className="sf-home__section" aria-labelledby="home-subjects">
          <h2 id="home-subjects" className="sf-home__title">
            {m.home_case_subjects()}
          </h2>
          <ul className="sf-home__subjects">
            {data.info.case_subject_list.map((subject) => (
              <li key={subject.id}>
                <AppLink className="sf-home__subject" href={`/cases-subject?id=${subject.id}`}>
                  <Image src={assetUrl(subject.bg)} alt="" ratio={4 / 3} mask />
                  <span className="sf-home__subject-name">{subject.case_subject_name}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="sf-home__section" aria-labelledby="home-cases">
        <div className="sf-home__title-row">
          <h2 id="home-cases" className="sf-home__title">
            {m.home_real_case()}
          </h2>
          {data.cases.length > HOME_CASES_SHOWN && (
            <button
              type="button"
              className="sf-home__link"
              aria-expanded={showAllCases.value}
              aria-controls="home-case-list"
              onClick={() => (showAllCases.value = !showAllCases.peek())}
            >
              {showAllCases.value ? m.home_show_less() : m.home_see_all()}
            </button>
          )}
        </div>
        {data.cases.length === 0 ? (
          <NoData text={m.home_no_cases()} />
        ) : (
          <ul id="home-case-list" className="sf-home__cases">
            {(showAllCases.value ? data.cases : data.cases.slice(0, HOME_CASES_SHOWN)).map((item) => (
              <li key={item.id}>
                <AppLink className="sf-home__case" href={`/cases-detail?id=${item.id}`}>
                  <Image src={assetUrl(item.preview)} alt="" ratio={750 / 420} />
                  <span className="sf-home__case-name">{item.case_name}</span>
                  <span className="sf-home__case-meta">
                    {item.city_name}, {item.country_name} · {item.brand_name}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function HomeSkeleton() {
  return (
    <div className="sf-home__skeleton" role="status" aria-label={m.home_loading()}>
      <div className="sf-home__skeleton-banner" />
      <div className="sf-home__skeleton-line" />
      <div className="sf-home__skeleton-block" />
    </div>
  );
}
