import { useSignals } from '@preact/signals-react/runtime';
import { Header, Loading, NoData } from '@storefront/ui';
import { useCallback } from 'react';
import { useRoute } from 'wouter';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { CaseList } from '../cases/CaseCard';
import { caseLookup } from '../cases/cases-data';
import { productLookup } from './catalogue-data';
import { ProductGrid } from './ProductGrid';
import { queryId, useQuery } from './use-query';
import './catalogue.css';
import { m } from '@storefront/sdk/i18n';

/** /product-list and /cases-list (query id, type, name): the related products or cases of a product or a case. */
export default function RelatedListPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const [isCases] = useRoute('/cases-list');
  const id = queryId(query, 'id');
  const type = query.get('type') === 'case' ? 'case' : 'product';
  const name = query.get('name') ?? '';
  // The item is looked up for its lists, not opened: this page adds nothing to Recently Viewed.
  const ofCase = useResource(caseLookup, id && type === 'case' ? id : null);
  const ofProduct = useResource(productLookup, id && type === 'product' ? id : null);
  const caseData = ofCase?.data.value;
  const productData = ofProduct?.data.value;
  const related = caseData
    ? { products: caseData.product_applied_list, cases: caseData.related_case_list }
    : productData
      ? {
          products: productData.recommended_product_list.flatMap((g) => g.brand_product_list),
          cases: productData.related_case_list,
        }
      : null;
  const status = (ofCase ?? ofProduct)?.status.value ?? 'error';

  const open = useCallback((href: string) => go(href), [go]);
  const title = isCases ? m.catalogue_related_cases_title() : m.catalogue_related_products_title();
  const from = type === 'case' ? `&caseId=${id}` : `&productId=${id}`;

  return (
    <div className="sf-catalogue">
      <Header title={title} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        {name && <p className="sf-catalogue__muted">{name}</p>}
        {status === 'loading' && <Loading />}
        {status === 'error' && <NoData text={m.catalogue_no_record()} />}
        {related !== null &&
          (isCases ? (
            related.cases.length ? (
              <CaseList items={related.cases} onOpen={open} label={title} />
            ) : (
              <NoData text={m.catalogue_no_cases()} />
            )
          ) : related.products.length ? (
            <ProductGrid products={related.products} onOpen={open} label={title} from={from} />
          ) : (
            <NoData text={m.catalogue_no_record()} />
          ))}
      </main>
    </div>
  );
}
