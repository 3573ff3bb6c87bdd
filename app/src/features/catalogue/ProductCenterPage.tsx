import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, Tabs } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { brandsOf, productTypes, type ProductType } from './catalogue-data';
import { HeaderLinks } from './HeaderLinks';
import './catalogue.css';
import './product-center.css';
import { AppLink } from '../../shared/AppLink';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from './use-query';
import { m } from '@storefront/sdk/i18n';

const productHref = (type: { type_name: string; id: number }) =>
  `/product?${new URLSearchParams({ name: type.type_name, id: String(type.id) })}`;

/**
 * The product center (docs/product/browsing.md#products): brand tabs; a brand's categories on the left, the chosen
 * one's looks on the right.
 */
export default function ProductCenterPage() {
  useSignals();
  const types = useResource(productTypes, 'all');

  return (
    <div className="sf-catalogue">
      <Header
        title={m.catalogue_collections()}
        right={<HeaderLinks searchHref="/search?type=product" favoritesHref="/favorites?index=0" />}
      />
      <main className="sf-catalogue__center">
        <Loadable entry={types} errorText={m.catalogue_collections_not_loaded()}>
          {(list) => <Center list={list} />}
        </Loadable>
      </main>
    </div>
  );
}

/** Brand tabs, a brand's categories on the left, the chosen category's looks on the right. */
function Center({ list }: { list: ProductType[] }) {
  useSignals();
  const go = useGo();
  // The chosen brand and category live in the address, so Back from a product list returns to them.
  const query = useQuery();
  const brands = brandsOf(list);
  // A product-center QR code (type 5) names the brand as `id`.
  const wanted = queryId(query, 'brand') || queryId(query, 'id');
  const activeBrand = brands.find((b) => b.id === wanted)?.id ?? brands[0]?.id ?? null;
  const left = list.filter((t) => t.brand_id === activeBrand);
  const chosen = left.find((t) => t.id === queryId(query, 'type')) ?? left[0];
  const choose = (brand: number | null, type: number | null) => {
    const next = new URLSearchParams();
    if (brand !== null) next.set('brand', String(brand));
    if (type !== null) next.set('type', String(type));
    go(`/product-center?${next}`, { replace: true });
  };

  return (
    <>
      <Tabs
        label={m.catalogue_brands()}
        items={brands.map((b) => ({ key: String(b.id), label: b.brand_name }))}
        activeKey={String(activeBrand)}
        onChange={(key) => choose(Number(key), null)}
      />
      <div className="sf-center">
        <nav className="sf-center__left" aria-label={m.catalogue_categories()}>
          <ul>
            {left.map((type) => (
              <li key={type.id}>
                <button
                  type="button"
                  className="sf-center__category"
                  aria-current={type.id === chosen?.id}
                  onClick={() => choose(activeBrand, type.id)}
                >
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
              <AppLink
                className="sf-catalogue__link"
                href={productHref(chosen)}
                aria-label={m.catalogue_all_of({ name: chosen.type_name })}
              >
                {m.catalogue_all()}
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
  );
}
