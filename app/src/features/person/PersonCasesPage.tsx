import { m } from '@storefront/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { NoData } from '@storefront/ui';
import { useCallback } from 'react';
import { pagedResource } from '../../data/paged-resource';
import { usePagedList } from '../../data/use-resource';
import { useGo } from '../../shared/use-go';
import { AccountLayout } from '../account/AccountLayout';
import { CaseList } from '../cases/CaseCard';
import { ListFooter } from '../catalogue/ListFooter';
import { FAVOURITES_TAG } from '../favorites/fav-data';
import { loadMyCases } from './person-data';
import '../catalogue/catalogue.css';

/** The client's cases; a favourite toggled elsewhere changes them. */
const myCasePages = pagedResource({
  load: (_mine: 'mine', page, signal) => loadMyCases(page, signal),
  tags: [FAVOURITES_TAG],
});

/** /person-cases: 'My Cases', the cases the client collected or was shown in a store (getMyCaseList). */
export default function PersonCasesPage() {
  useSignals();
  const go = useGo();
  const list = usePagedList(myCasePages, 'mine');
  const open = useCallback((href: string) => go(href), [go]);
  return (
    <AccountLayout title={m.person_my_cases()}>
      {list.done && list.items.length === 0 ? (
        <NoData text={m.person_no_data()} />
      ) : (
        <CaseList items={list.items} onOpen={open} label={m.person_my_cases()} />
      )}
      <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
    </AccountLayout>
  );
}
