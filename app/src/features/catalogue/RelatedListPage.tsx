import { useSignals } from '@preact/signals-react/runtime';
import { Header, NoData } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { useRoute } from 'wouter';
import { api } from '../../session/api';
import { sessionReady } from '../../session/state';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { CaseList, type CaseCardItem } from '../cases/CaseCard';
import type { ProductSummary } from './catalogue-data';
import { ProductGrid } from './ProductGrid';
import { queryId, useQuery } from './use-query';
import './catalogue.css';

type Related = { products: ProductSummary[]; cases: CaseCardItem[] };

/** The related items of a product (type product) or a case (type case). */
async function loadRelated(type: string, id: number): Promise<Related | null> {
  if (type === 'case') {
    const result = await api.call('getCaseDetail', { body: { case_id: id } });
    return result.ok ? { products: result.data.product_applied_list, cases: result.data.related_case_list } : null;
  }
  const result = await api.call('getProductDetail', { body: { product_id: id } });
  return result.ok
    ? { products: result.data.recommended_product_list.flatMap((g) => g.brand_product_list), cases: result.data.related_case_list }
    : null;
}

/** /product-list and /cases-list (query id, type, name): the related products or cases of a product or a case. */
export default function RelatedListPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const [isCases] = useRoute('/cases-list');
  const id = queryId(query, 'id');
  const type = query.get('type') === 'case' ? 'case' : 'product';
  const name = query.get('name') ?? '';
  const ready = sessionReady.value;
  const [related, setRelated] = useState<Related | null | 'loading'>('loading');

  useEffect(() => {
    if (!ready) return;
    if (!id) setRelated(null);
    else void loadRelated(type, id).then(setRelated);
  }, [ready, id, type]);

  const open = useCallback((href: string) => go(href), [go]);
  const title = isCases ? 'Related Cases' : 'Related Products';
  const from = type === 'case' ? `&caseId=${id}` : `&productId=${id}`;

  return (
    <div className="sf-catalogue">
      <Header title={title} onBack={() => goBack(go)} />
      <main className="sf-catalogue__main">
        {name && <p className="sf-catalogue__muted">{name}</p>}
        {related === 'loading' && <div className="sf-page-loading" role="status" aria-label="Loading" />}
        {related === null && <NoData text="No Record" />}
        {related !== 'loading' && related !== null && (
          isCases ? (
            related.cases.length ? <CaseList items={related.cases} onOpen={open} label={title} /> : <NoData text="No Cases" />
          ) : related.products.length ? (
            <ProductGrid products={related.products} onOpen={open} label={title} from={from} />
          ) : (
            <NoData text="No Record" />
          )
        )}
      </main>
    </div>
  );
}
