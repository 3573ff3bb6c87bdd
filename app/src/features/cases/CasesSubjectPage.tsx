import { useSignals } from '@preact/signals-react/runtime';
import { Header, Image, NoData } from '@storefront/ui';
import { useCallback } from 'react';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { ListFooter } from '../catalogue/ListFooter';
import { usePagedList } from '../../data/use-resource';
import { queryId, useQuery } from '../catalogue/use-query';
import { CaseList } from './CaseCard';
import { subjectBanner, subjectPages } from './cases-data';
import '../catalogue/catalogue.css';
import './cases.css';
import { m } from '@storefront/sdk/i18n';

/** /cases-subject (query id): the subject's banner and its cases. */
export default function CasesSubjectPage() {
  useSignals();
  const go = useGo();
  const id = queryId(useQuery(), 'id');
  const list = usePagedList(subjectPages, id > 0 ? id : null);
  const banner = subjectBanner(id);
  const open = useCallback((href: string) => go(href), [go]);

  return (
    <div className="sf-catalogue">
      <Header title={banner?.case_subject_name ?? m.cases_subject()} onBack={() => goBack(go)} />
      {banner && (
        <div className="sf-subject__banner">
          <Image src={assetUrl(banner.bg)} alt="" ratio={15 / 8} lazy={false} />
          <div className="sf-subject__text">
            <p className="sf-catalogue__muted">{banner.content}</p>
          </div>
        </div>
      )}
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{m.cases_title()}</h2>
        {(id === 0 || list.failed) && list.items.length === 0 ? (
          <NoData text={m.cases_subject_not_loaded()} />
        ) : list.done && list.items.length === 0 ? (
          <NoData text={m.cases_no_cases()} />
        ) : (
          <CaseList items={list.items} onOpen={open} label={m.cases_title()} pending={!list.done && !list.failed} />
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
    </div>
  );
}
