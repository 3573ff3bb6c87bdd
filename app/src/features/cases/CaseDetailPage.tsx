import { useSignals } from '@preact/signals-react/runtime';
import { Header, Icon, Image, NoData, Rating } from '@storefront/ui';
import { useCallback } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { AppLink } from '../../shared/AppLink';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { AttributeList } from '../catalogue/AttributeList';
import { CatalogueSection } from '../catalogue/CatalogueSection';
import { paragraphs } from '../catalogue/attributes';
import { ProductGrid } from '../catalogue/ProductGrid';
import { VideoPlayer } from '../catalogue/VideoPlayer';
import { queryId, useQuery } from '../catalogue/use-query';
import { FavouriteButton } from '../favorites/FavouriteButton';
import { ShareButton } from '../share/ShareButton';
import { CaseList } from './CaseCard';
import { caseDetail, type CaseDetail } from './cases-data';
import { Uploader } from './Uploader';
import '../catalogue/catalogue.css';
import './cases.css';
import { m } from '@storefront/sdk/i18n';

const brandHref = (name: string) => `/brand?${new URLSearchParams({ name })}`;

/** The case's own brand first, then the other brands it lists, each once. */
function caseBrands(item: CaseDetail): { brand_name: string; brand_logo: string }[] {
  const all = [{ brand_name: item.brand_name, brand_logo: item.brand_logo }, ...item.brand_list];
  return all.filter((brand, i) => all.findIndex((other) => other.brand_name === brand.brand_name) === i);
}

/** /cases-detail (query id): one case with everything of docs/product/browsing.md#cases. */
export default function CaseDetailPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const id = queryId(query, 'id');
  const entry = useResource(caseDetail, id || null);
  const open = useCallback((href: string) => go(href), [go]);

  return (
    <div className="sf-catalogue">
      <Header title={entry?.data.value?.case_name ?? m.cases_case()} onBack={() => goBack(go)} />
      {entry ? (
        <Loadable entry={entry} errorText={m.cases_not_loaded()}>
          {(item) => <CaseView item={item} open={open} />}
        </Loadable>
      ) : (
        <NoData text={m.cases_not_loaded()} />
      )}
    </div>
  );
}

function CaseView({ item, open }: { item: CaseDetail; open: (href: string) => void }) {
  const from = `&caseId=${item.id}`;
  return (
    <>
      <main>
        {item.video ? (
          <VideoPlayer
            src={assetUrl(item.video)}
            poster={assetUrl(item.preview)}
            label={m.cases_video_of({ name: item.case_name })}
          />
        ) : (
          <Image src={assetUrl(item.preview)} alt={item.case_name} ratio={16 / 9} lazy={false} />
        )}
        <div className="sf-detail__body">
          <section className="sf-catalogue__section" aria-label={m.cases_about()}>
            <p className="sf-catalogue__muted">
              {item.city_name}, {item.country_name}
            </p>
            <Rating value={item.star} readOnly label={m.cases_rating()} size="sm" />
            <h2 className="sf-detail__name">{item.case_name}</h2>
            <div className="sf-detail__text">
              {paragraphs(item.content).map((text, i) => (
                <p key={i}>{text}</p>
              ))}
            </div>
          </section>
          <AttributeList attributes={item.attr_list} />
          {item.rendering_space_list.map((space, si) => (
            <CatalogueSection key={`${si}-${space.space_name}`} id={`space-${si}`} title={space.space_name}>
              {space.rendering_list.map((rendering, ri) => (
                <figure key={`${ri}-${rendering.img_path}`} className="sf-case-rendering">
                  <Image
                    src={assetUrl(rendering.img_path)}
                    alt={rendering.remark || `${space.space_name} ${ri + 1}`}
                    ratio={4 / 3}
                  />
                  {rendering.remark && <figcaption>{rendering.remark}</figcaption>}
                  {rendering.product_list.length > 0 && (
                    <ul
                      className="sf-catalogue__chips sf-case-rendering__tags"
                      aria-label={m.cases_products_in_space({ space: space.space_name, number: ri + 1 })}
                    >
                      {rendering.product_list.map((p) => (
                        <li key={p.id}>
                          <AppLink className="sf-catalogue__chip" href={`/product-detail?id=${p.id}${from}`}>
                            {p.product_name}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </figure>
              ))}
            </CatalogueSection>
          ))}
          {item.product_applied_list.length > 0 && (
            <CatalogueSection
              id="case-products"
              title={m.cases_products_applied()}
              more={{
                href: `/product-list?${new URLSearchParams({ id: String(item.id), type: 'case', name: item.case_name })}`,
                label: m.cases_more_products_applied(),
              }}
            >
              <ProductGrid
                products={item.product_applied_list}
                onOpen={open}
                label={m.cases_products_applied()}
                from={from}
              />
            </CatalogueSection>
          )}
          <Uploader info={item.user_info} />
          {item.related_case_list.length > 0 && (
            <CatalogueSection
              id="case-related"
              title={m.cases_related()}
              more={{
                href: `/cases-list?${new URLSearchParams({ id: String(item.id), type: 'case', name: item.case_name })}`,
                label: m.cases_more_related(),
              }}
            >
              <CaseList items={item.related_case_list} onOpen={open} label={m.cases_related()} />
            </CatalogueSection>
          )}
        </div>
      </main>
      <footer className="sf-detail__footer">
        <button type="button" className="sf-detail__action" onClick={() => open('/service')}>
          <Icon name="headset" size={20} />
          <span>{m.cases_service()}</span>
        </button>
        <FavouriteButton kind="case" id={item.id} isFav={item.is_fav} className="sf-detail__action" />
        <ShareButton kind="case" id={item.id} text={m.cases_case()} className="sf-detail__action" />
        {/* The case's brand and the other brands it uses, as wordmarks wide enough to read
            (docs/product/browsing.md#cases). */}
        <ul className="sf-case-footer-brands" aria-label={m.cases_brands()}>
          {caseBrands(item).map((brand) => (
            <li key={brand.brand_name}>
              <AppLink
                href={brandHref(brand.brand_name)}
                className="sf-case-footer-brand"
                aria-label={m.cases_brand_named({ name: brand.brand_name })}
              >
                <Image src={assetUrl(brand.brand_logo)} alt="" ratio={3} fit="contain" />
              </AppLink>
            </li>
          ))}
        </ul>
      </footer>
    </>
  );
}
