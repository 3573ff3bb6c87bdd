import { useSignals } from '@preact/signals-react/runtime';
import { useResource } from '../../data/use-resource';
import { useGo } from '../../shared/use-go';
import { hotWords } from './search-data';
import { hotItemsOf, noResultHotWords, noResultText, resultHref, type SearchType } from './search-rules';
import { m } from '@storefront/sdk/i18n';

/** Nothing found: the message with the term and up to 3 hot words to try (docs/product/browsing.md#search). */
export function NoResult({ term, type }: { term: string; type: SearchType }) {
  useSignals();
  const go = useGo();
  const words = noResultHotWords(useResource(hotWords, type)?.data.value ?? [], term);
  return (
    <div className="sf-search__none" role="status">
      <p>{noResultText(term)}</p>
      {words.length > 0 && (
        <ul className="sf-catalogue__chips" aria-label={m.search_try_these()}>
          {words.map((word) => (
            <li key={word.id}>
              <button
                type="button"
                className="sf-catalogue__chip"
                onClick={() => go(resultHref(type, word.hotword, { hotItems: hotItemsOf(word) }), { replace: true })}
              >
                {word.hotword}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
