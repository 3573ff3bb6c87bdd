import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, NoData, SearchBar, Tabs } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { sessionReady } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { KIND_LABEL, loadContentList, loadContentTypes, type ContentSummary, type ContentType } from './brand-data';
import '../catalogue/catalogue.css';
import './brand.css';
import { AppLink } from '../../shared/AppLink';

const ALL = 'all';

/** /brand (query name): content type selector, sub-type tabs, a search box and a Products button (catalogue.md §2). */
export default function BrandPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const brandName = query.get('name') ?? '';
  const brandId = queryId(query, 'id');
  const ready = sessionReady.value;
  const [tops, setTops] = useState<ContentType[]>([]);
  const [top, setTop] = useState(0);
  const [subs, setSubs] = useState<ContentType[]>([]);
  const [sub, setSub] = useState(0);
  const [text, setText] = useState(query.get('search') ?? '');
  const [search, setSearch] = useState(query.get('search') ?? '');
  const [items, setItems] = useState<ContentSummary[] | null | 'loading'>('loading');

  useEffect(() => {
    if (ready) void loadContentTypes().then(setTops);
  }, [ready]);

  useEffect(() => {
    setSub(0);
    if (ready && top) void loadContentTypes(top).then(setSubs);
    else setSubs([]);
  }, [ready, top]);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    setItems('loading');
    void loadContentList({ typeId: sub || top, brandName, brandId, search }).then((list) => {
      if (live) setItems(list);
    });
    return () => {
      live = false;
    };
  }, [ready, top, sub, brandName, brandId, search]);

  const productsHref = brandName ? `/product?${new URLSearchParams({ name: brandName })}` : '/product';

  return (
    <div className="sf-catalogue">
      <Header title={brandName || 'Brand'} onBack={() => goBack(go)} />
      <div className="sf-brand__bar">
        <SearchBar
          className="sf-brand__search"
          label="Search brand content"
          value={text}
          onChange={(value) => {
            setText(value);
            if (!value) setSearch('');
          }}
          onSubmit={setSearch}
        />
        <button type="button" className="sf-catalogue__primary" onClick={() => go(productsHref)}>
          Products
        </button>
      </div>
      <div className="sf-catalogue__row sf-brand__types" role="group" aria-label="Content type">
        {[{ id: 0, type_name: 'All' }, ...tops].map((type) => (
          <button key={type.id} type="button" className="sf-catalogue__chip" aria-pressed={top === type.id} onClick={() => setTop(type.id)}>
            {type.type_name}
          </button>
        ))}
      </div>
      {subs.length > 0 && (
        <Tabs
          label="Sub-types"
          items={[{ key: ALL, label: 'All' }, ...subs.map((s) => ({ key: String(s.id), label: s.type_name }))]}
          activeKey={sub ? String(sub) : ALL}
          onChange={(key) => setSub(key === ALL ? 0 : Number(key))}
        />
      )}
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">Brand content</h2>
        {items === 'loading' && <div className="sf-page-loading" role="status" aria-label="Loading" />}
        {items === null && <NoData text="The brand content could not be loaded." />}
        {Array.isArray(items) && items.length === 0 && <NoData text="No Record" />}
        {Array.isArray(items) && items.length > 0 && (
          <ul className="sf-brand__list" aria-label="Brand content">
            {items.map((item) => (
              <li key={item.id}>
                <AppLink className="sf-case-card" href={`/brand-detail?id=${item.id}`}>
                  <Image src={assetUrl(item.preview)} alt="" ratio={16 / 9} />
                  <span className="sf-case-card__name">{item.title}</span>
                  <span className="sf-case-card__meta">
                    {KIND_LABEL[item.type]} · {item.brand_name}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
