import { useSignals } from '@preact/signals-react/runtime';
import { useSignal } from '@preact/signals-react';
import { Header, Image, Tabs } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/resource';
import { assetUrl } from '../../shared/asset';
import { brandsOf, productTypes, type ProductType } from './catalogue-data';
import { HeaderLinks } from './HeaderLinks';
import './catalogue.css';
import './product-center.css';
import { AppLink } from '../../shared/AppLink';

const productHref = (type: { type_name: string; id: number }) => `/product?${new URLSearchParams({ name: type.type_name, id: String(type.id) })}`;

/** The product center (catalogue.md §2): brand tabs; a brand's categories on the left, the chosen one's looks on the right. */
export default function ProductCenterPage() {
  useSignals();
  const types = useResource(productTypes, 'all');

  return (
    <div className="sf-catalogue">
      <Header title="Collections" right={<HeaderLinks searchHref="/search?type=product" favoritesHref="/favorites?index=0" />} />
      <Loadable entry={types} errorText="The collections could not be loaded.">
        {(list) => <Center list={list} />}
      </Loadable>
    </div>
  );
}

/** Brand tabs, a brand's categories on the left, the chosen category's looks on the right. */
function Center({ list }: { list: ProductType[] }) {
  useSignals();
  const brandId = useSignal<number | null>(null);
  const typeId = useSignal<number | null>(null);
  const brands = brandsOf(list);
  const activeBrand = brandId.value ?? brands[0]?.id ?? null;
  const left = list.filter((t) => t.brand_id === activeBrand);
  const chosen = left.find((t) => t.id === typeId.value) ?? left[0];

  return (
    <>
          <Tabs
            label="Brands"
            items={brands.map((b) => ({ key: String(b.id), label: b.brand_name }))}
            activeKey={String(activeBrand)}
            onChange={(key) => {
              brandId.value = Number(key);
              typeId.value = null;
            }}
          />
          <div className="sf-center">
            <nav className="sf-center__left" aria-label="Categories">
              <ul>
                {left.map((type) => (
                  <li key={type.id}>
                    <button type="button" className="sf-center__category" aria-current={type.id === chosen?.id} onClick={() => (typeId.value = type.id)}>
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
  );
}
