import { useSignals } from '@preact/signals-react/runtime';
import { Header, NoData, Tabs } from '@storefront/ui';
import { useCallback } from 'react';
import { usePagedList, useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { HeaderLinks } from '../catalogue/HeaderLinks';
import { ListFooter } from '../catalogue/ListFooter';
import { useQuery } from '../catalogue/use-query';
import { noResultText } from '../search/search-rules';
import { TemplateCard } from './TemplateCard';
import { templateFilterOf, templatePages } from './template-data';
import { templateSpaces } from './template-spaces';
import '../catalogue/catalogue.css';
import './template.css';
import { m } from '@storefront/sdk/i18n';

const ALL = 'all';

/**
 * /template (query key, space_id): the 3D displays, filtered by Space; a search from /search?type=template lands
 * here with its key (docs/product/displays.md#the-list). The filter lives in the address, so Back returns to it.
 */
export default function TemplatePage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const filter = templateFilterOf(query);
  const { key, spaceId } = filter;
  const spaces = useResource(templateSpaces, 'all')?.data.value ?? [];

  const list = usePagedList(templatePages, filter);
  const open = useCallback((href: string) => go(href), [go]);
  const withSpace = (id: number | null) => {
    const next = new URLSearchParams(query);
    if (id) next.set('space_id', String(id));
    else next.delete('space_id');
    const search = next.toString();
    go(search ? `/template?${search}` : '/template', { replace: true });
  };
  const searchHref = `/search?${new URLSearchParams({ type: 'template', ...(key ? { key } : {}) })}`;

  return (
    <div className="sf-catalogue">
      <Header
        title={key ? m.template_quoted_key({ key }) : m.template_display()}
        onBack={key ? () => goBack(go) : undefined}
        right={<HeaderLinks searchHref={searchHref} favoritesHref="/favorites?index=2" />}
      />
      <Tabs
        label={m.template_space()}
        items={[
          { key: ALL, label: m.template_all() },
          ...spaces.map((s) => ({ key: String(s.id), label: s.space_name })),
        ]}
        activeKey={spaceId === null ? ALL : String(spaceId)}
        onChange={(k) => withSpace(k === ALL ? null : Number(k))}
      />
      <main className="sf-catalogue__main">
        <h2 className="sf-visually-hidden">{key ? m.template_displays_matching({ key }) : m.template_displays()}</h2>
        {list.done && list.items.length === 0 ? (
          <NoData
            text={key ? noResultText(key) : m.template_no_record()}
            resetText={m.template_reset()}
            onReset={() => (key ? go('/template', { replace: true }) : withSpace(null))}
          />
        ) : (
          <ul className="sf-cases-list" aria-label={m.template_displays()}>
            {list.items.map((item) => (
              <TemplateCard key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        )}
        <ListFooter {...list} count={list.items.length} onRetry={list.retry} sentinelRef={list.sentinelRef} />
      </main>
    </div>
  );
}
