import { useSignals } from '@preact/signals-react/runtime';
import { Carousel, Header, Image, NoData } from '@storefront/ui';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { WhenNear } from '../../shared/WhenNear';
import { AddToCalculatorButton } from '../calculator/AddToCalculatorButton';
import { CaseList } from '../cases/CaseCard';
import { FavouriteButton } from '../favorites/FavouriteButton';
import { ShareButton } from '../share/ShareButton';
import { AttributeList } from './AttributeList';
import { CatalogueSection } from './CatalogueSection';
import { paragraphs, recommendedGroups } from './attributes';
import { productDetail, type ProductDetail } from './catalogue-data';
import { productKeyOf } from './product-detail-call';
import { ProductGrid } from './ProductGrid';
import { useQuery } from './use-query';
import { VideoPlayer } from './VideoPlayer';

// The sanitizer (~12 KB gzip) loads only for a product with renderings, once the reader nears them (WhenNear).
const SafeHtml = lazy(() => import('../../shared/SafeHtml'));
import './catalogue.css';
import { m } from '@storefront/sdk/i18n';

/** /product-detail (query id, caseId, productId): everything about one product (docs/product/browsing.md#products). */
export default function ProductDetailPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const key = useMemo(() => productKeyOf(query), [query]);
  const entry = useResource(productDetail, key);
  const open = useCallback((href: string) => go(href), [go]);

  return (
    <div className="sf-catalogue">
      <Header title={entry?.data.value?.product_name ?? m.catalogue_product()} onBack={() => goBack(go)} />
      {entry ? (
        <Loadable entry={entry} errorText={m.catalogue_detail_failed()}>
          {(product) => <ProductView product={product} open={open} />}
        </Loadable>
      ) : (
        <NoData text={m.catalogue_detail_failed()} />
      )}
    </div>
  );
}

function ProductView({ product, open }: { product: ProductDetail; open: (href: string) => void }) {
  const groups = recommendedGroups(product.recommended_product_list);
  return (
    <>
      <main>
        <Carousel
          label={m.catalogue_product_pictures()}
          items={product.img_list}
          autoPlay={false}
          aspectRatio="1 / 1"
          getKey={(img, index) => `${index}-${img.img_path}`}
          renderItem={(img, index) => (
            <Image
              src={assetUrl(img.img_path)}
              alt={m.catalogue_picture_of({ name: product.product_name, number: index + 1 })}
              ratio={1}
              lazy={index > 0}
            />
          )}
        />
        <div className="sf-detail__body">
          <section className="sf-catalogue__section" aria-label={m.catalogue_about_product()}>
            <p className="sf-catalogue__muted">
              {product.brand_name} · {product.type_txt}
            </p>
            <h2 className="sf-detail__name">{product.product_name}</h2>
            <p>
              <span className="sf-catalogue__muted">{m.catalogue_number()} </span>
              <span>{product.product_number}</span>
            </p>
            <p className="sf-catalogue__muted">
              {product.product_spec_name} · {product.box}
            </p>
            <div className="sf-detail__text">
              {paragraphs(product.product_content).map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </div>
          </section>
          {product.video && (
            <CatalogueSection id="product-video" title={m.catalogue_video()}>
              <VideoPlayer
                src={assetUrl(product.video)}
                poster={assetUrl(product.preview)}
                label={m.catalogue_video_of({ name: product.product_name })}
              />
            </CatalogueSection>
          )}
          <AttributeList attributes={product.attr_list} />
          {product.param_list.length > 0 && (
            <CatalogueSection id="product-params" title={m.catalogue_parameters()}>
              <dl className="sf-attrs">
                {product.param_list.map((param) => (
                  <div key={param.param_value} style={{ display: 'contents' }}>
                    <dt>{param.param_value}</dt>
                    <dd>{param.val}</dd>
                  </div>
                ))}
              </dl>
            </CatalogueSection>
          )}
          {product.renderings && (
            <CatalogueSection id="product-renderings" title={m.catalogue_renderings()}>
              <WhenNear>
                <Suspense fallback={null}>
                  <SafeHtml className="sf-renderings" html={product.renderings} />
                </Suspense>
              </WhenNear>
            </CatalogueSection>
          )}
          {product.space_effect_list.length > 0 && (
            <CatalogueSection id="product-spaces" title={m.catalogue_space_effects()}>
              {/* Scrolls sideways: focusable so a keyboard can scroll it too. */}
              <ul
                className="sf-hscroll"
                tabIndex={0}
                aria-label={m.catalogue_space_effects_of({ name: product.product_name })}
              >
                {product.space_effect_list.map((effect, i) => (
                  <li key={`${i}-${effect.preview}`}>
                    <Image
                      src={assetUrl(effect.preview)}
                      alt={m.catalogue_room_with({ name: product.product_name, number: i + 1 })}
                      ratio={4 / 3}
                    />
                  </li>
                ))}
              </ul>
            </CatalogueSection>
          )}
          {product.related_case_list.length > 0 && (
            <CatalogueSection
              id="product-cases"
              title={m.catalogue_related_cases()}
              more={{
                href: `/cases-list?${new URLSearchParams({ id: String(product.id), type: 'product', name: product.product_name })}`,
              }}
            >
              <CaseList items={product.related_case_list} onOpen={open} label={m.catalogue_related_cases()} />
            </CatalogueSection>
          )}
          {groups.map((group) => (
            <CatalogueSection
              key={group.brand_id}
              id={`recommended-${group.brand_id}`}
              title={m.catalogue_recommended_from({ brand: group.brand_name })}
              more={{
                href: `/product?${new URLSearchParams({ name: group.brand_name })}`,
                label: m.catalogue_more_products_of({ brand: group.brand_name }),
              }}
            >
              <ProductGrid
                products={group.brand_product_list}
                onOpen={open}
                label={m.catalogue_recommended_from({ brand: group.brand_name })}
                from={`&productId=${product.id}`}
              />
            </CatalogueSection>
          ))}
        </div>
      </main>
      <footer className="sf-detail__footer">
        <FavouriteButton kind="product" id={product.id} isFav={product.is_fav} className="sf-detail__action" />
        <ShareButton kind="product" id={product.id} text={m.catalogue_product()} className="sf-detail__action" />
        <AddToCalculatorButton productId={product.id} className="sf-detail__action" />
        <button type="button" className="sf-catalogue__primary" onClick={() => open('/template')}>
          {m.catalogue_3d_display()}
        </button>
      </footer>
    </>
  );
}
