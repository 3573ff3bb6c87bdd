import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, NoData, Tabs } from '@storefront/ui';
import { useEffect, useMemo, useState } from 'react';
import { sessionReady } from '../../session/state';
import { assetUrl } from '../../shared/asset';
import { brandsOf, loadProductTypes, type ProductType } from './catalogue-data';
import { HeaderLinks } from './HeaderLinks';
import './catalogue.css';
import './product-center.css';
import { AppLink } from '../../shared/AppLink';

const productHref = (type: { type_name: string; id: number }) => `/product?${new URLSearchParams({ name: type.type_name, id: String(type.id) })}`;

/** The product center (catalogue.md §2): brand tabs; a brand's categories on the left, the chosen one's looks on the right. */
export default function ProductCenterPage() {
  useSignals();
  const ready = sessionReady.value;
  const [types, setTypes] = useState<ProductType[] | null | 'loading'>('loading');
  const [brandId, setBrandId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);

  useEffect(() => {
    if (ready) void loadProductTypes().then(setTypes);
  }, [ready]);

  const list = useMemo(() => (Array.isArray(types) ? types : []), [types]);
  const brands = useMemo(() => brandsOf(list), [list]);
  const activeBrand = brandId ?? brands[0]?.id ?? null;
  const left = list.filter((t) => t.brand_id === activeBrand);
  const chosen = left.find((t) => t.id === typeId) ?? left[0];

  return (
    <div className="sf-catalogue">
      <Header title="Collections" right={<HeaderLinks searchHref="/search?type=product" favoritesHref="/favorites?index=0" />} />
      {types === 'loading' && <div className="sf-page-loading" role="status" aria-label="Loading" />}
      {types === null && <NoData text="The collections could not be loaded." />}
      {brands.length > 0 && (
        <>
          <Tabs
            label="Brands"
            items={brands.map((b) => ({ key: String(b.id), label: b.brand_name }))}
            activeKey={String(activeBrand)}
            onChange={(key) => {
              setBrandId(Number(key));
              setTypeId(null);
            }}
          />
          <div className="sf-center">
            <nav className="sf-center__left" aria-label="Categories">
              <ul>
                {left.map((type) => (
                  <li key={type.id}>
                    <button type="button" className="sf-center__category" aria-current={type.id === chosen?.id} onClick={() => setTypeId(type.id)}>
                      {type.type_name}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {chosen && (
              <section className="sf-center__right" aria-labelledby="center-chosen">
                <div className="sf-catalogue__section-head">
                  <h2 id="center-chosen" className="sf-catalogue__title">
                    {chosen.type_name}
                  </h2>
                  <AppLink className="sf-catalogue__link" href={productHref(chosen)} aria-label={`All ${chosen.type_name}`}>
                    All
                  </AppLink>
                </div>
                <ul className="sf-center__looks">
                  {chosen.children.map((child) => (
                    <li key={child.id}>
                      <AppLink className="sf-center__look" href={productHref(child)}>
                        <Image src={assetUrl(child.img_path_phone)} alt="" ratio={1} />
                        <span>{child.type_name}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
