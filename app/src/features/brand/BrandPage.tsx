import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Header, Image, SearchBar, Tabs } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { contentList, contentTypes, KIND_LABEL } from './brand-data';
import '../catalogue/catalogue.css';
import './brand.css';
import { AppLink } from '../../shared/AppLink';
import { m } from '@storefront/sdk/i18n';

const ALL = 'all';
const PDF = rules.BRAND_CONTENT_KIND.pdf;

/**
 * /brand (query name): content type selector, sub-type tabs, a search box and a Products button
 * (docs/product/browsing.md#brands).
 */
export default function BrandPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const brandName = query.get('name') ?? '';
  const brandId = queryId(query, 'id');
  const top = useSignal(0);
  const sub = useSignal(0);
  const text = useSignal(query.get('search') ?? '');
  const search = useSignal(query.get('search') ?? '');
  const tops = useResource(contentTypes, 0)?.data.value ?? [];
  const subs = useResource(contentTypes, top.value || null)?.data.value ?? [];
  const items = useResource(contentList, { typeId: sub.value || top.value, brandName, brandId, search: search.value });
  const chooseTop = (id: number) => {
    top.value = id;
    sub.value = 0;
  };

  const productsHref = brandName ? `/product?${new URLSearchParams({ name: brandName })}` : '/product';

  return (
    <div className="sf-catalogue">
      <Header title={brandName || m.brand_title()} onBack={() => goBack(go)} />
      <div className="sf-brand__bar">
        <SearchBar
          className="sf-brand__search"
          label={m.brand_search_content()}
          value={text.value}
          onChange={(value) => {
            text.value = value;
            if (!value) search.value = '';
          }}
          onSubmit={(value) => (search.value = value)}
        />
        <button type="button" className="sf-catalogue__primary" onClick={() => go(productsHref)}>
          {m.brand_products()}
        </button>
      </div>
      <div className="sf-catalogue__row sf-brand__types" role="group" aria-label={m.brand_content_type()}>
        {[{ id: 0, type_name: m.brand_all() }, ...tops].map((type) => (
          <button
            key={type.id}
            type="button"
            className="sf-catalogue__chip"
            aria-pressed={top.value === type.id}
            onClick={() => chooseTop(type.id)}
          >
            {type.type_name}
          </button>
        ))}
      </div>
      {top.value !== 0 && subs.length > 0 && (
        <Tabs
          label={m.brand_sub_types()}
          items={[{ key: ALL, label: m.brand_all() }, ...subs.map((s) => ({ key: String(s.id), label: s.type_name }))]}
          activeKey={sub.value ? String(sub.value) : ALL}
          onChange={(key) => (sub.value = key === ALL ? 0 : Number(key))}
        />
      )}
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{m.brand_content()}</h2>
        <Loadable entry={items} errorText={m.brand_list_not_loaded()} empty={m.brand_no_record()}>
          {(list) => (
            <ul className="sf-brand__list" aria-label={m.brand_content()}>
              {list.map((item) => (
                <li key={item.id}>
                  <AppLink className="sf-case-card" href={`/brand-detail?id=${item.id}`}>
                    {/* A PDF's cover is an upright page: shown whole (not cropped to the card's shape) so its title reads. */}
                    <Image
                      src={assetUrl(item.preview)}
                      alt=""
                      ratio={16 / 9}
                      fit={item.type === PDF ? 'contain' : 'cover'}
                    />
                    <span className="sf-case-card__name sf-clamp" title={item.title}>
                      {item.title}
                    </span>
                    <span className="sf-case-card__meta">
                      {KIND_LABEL[item.type]?.()} · {item.brand_name}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </main>
    </div>
  );
}
