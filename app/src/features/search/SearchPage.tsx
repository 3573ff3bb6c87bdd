import { useSignals } from '@preact/signals-react/runtime';
import { SearchBar, toast } from '@storefront/ui';
import { useSignal } from '@preact/signals-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useQuery } from '../catalogue/use-query';
import { HISTORY_COLLAPSED_PX, historyOverflows, type HistoryEntry } from './history';
import { clearHistory, loadHistory, saveSearch } from './history-store';
import { hotWords as hotWordsOf, suggestions as suggestionsOf, type HotWord } from './search-data';
import { decodeHotItems, encodeHotItems, hotItemsOf, resultHref, searchTerm, searchTypeOf } from './search-rules';
import '../catalogue/catalogue.css';
import './search.css';
import { m } from '@storefront/sdk/i18n';

const SUGGEST_DELAY_MS = 250;

/**
 * /search (query type, key, placeholder): popular hot words, history and live suggestions
 * (docs/product/browsing.md#search).
 */
export default function SearchPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const type = searchTypeOf(query.get('type'));
  const placeholder = query.get('placeholder') ?? '';
  const text = useSignal(query.get('key') ?? '');
  const history = useSignal<HistoryEntry[]>(loadHistory(type));
  const setHistory = (entries: HistoryEntry[]) => (history.value = entries);
  const expanded = useSignal(false);
  const overflows = useSignal(false);
  const historyRef = useRef<HTMLUListElement>(null);
  const hotWords = useResource(hotWordsOf, type)?.data.value ?? [];

  // Suggestions follow the text once typing pauses.
  const settled = useSignal('');
  const typed = text.value.trim();
  useEffect(() => {
    const timer = window.setTimeout(() => (settled.value = typed), SUGGEST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, settled]);
  const suggestionKey = typed && settled.value === typed ? { type, text: typed } : null;
  const suggestions = useResource(suggestionsOf, suggestionKey)?.data.value ?? [];

  useLayoutEffect(() => {
    const list = historyRef.current;
    overflows.value = list ? historyOverflows(list.scrollHeight) : false;
  }, [history.value, overflows]);

  const submit = () => {
    // The placeholder is the home ticker's hot word: searching it applies the word's link type, like its chip does.
    const placeheld = text.value.trim() === '' ? hotWords.find((w) => w.hotword === placeholder.trim()) : undefined;
    if (placeheld) {
      openHotWord(placeheld);
      return;
    }
    const term = searchTerm(text.value, placeholder);
    if (term === null) {
      toast.show(m.search_enter_content());
      return;
    }
    setHistory(saveSearch(type, term));
    go(resultHref(type, term, { bySearchButton: true }));
  };

  const openHotWord = (word: HotWord) => {
    const hotItems = hotItemsOf(word);
    setHistory(saveSearch(type, word.hotword, encodeHotItems(hotItems)));
    go(resultHref(type, word.hotword, { hotItems }));
  };

  const openEntry = (entry: HistoryEntry) => {
    setHistory(saveSearch(type, entry.key, entry.hotItems));
    go(resultHref(type, entry.key, { hotItems: decodeHotItems(entry.hotItems) }));
  };

  const openSuggestion = (word: string) => {
    setHistory(saveSearch(type, word));
    go(resultHref(type, word));
  };

  return (
    <div className="sf-catalogue">
      <header className="sf-search__header">
        <h1 className="sf-visually-hidden">{m.search_heading()}</h1>
        <SearchBar
          className="sf-search__bar"
          value={text.value}
          onChange={(value) => (text.value = value)}
          onSubmit={submit}
          placeholder={placeholder || m.ui_hot_word_placeholder()}
          autoFocus
        />
        <button type="button" className="sf-catalogue__link sf-search__cancel" onClick={() => goBack(go)}>
          {m.search_cancel()}
        </button>
      </header>
      <main className="sf-catalogue__main">
        {suggestions.length > 0 && (
          <section aria-labelledby="search-suggest">
            <h2 id="search-suggest" className="sf-search__heading">
              {m.search_suggestions()}
            </h2>
            <ul className="sf-search__suggestions">
              {suggestions.map((word) => (
                <li key={word}>
                  <button type="button" className="sf-search__suggestion" onClick={() => openSuggestion(word)}>
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {hotWords.length > 0 && (
          <section aria-labelledby="search-hot">
            <h2 id="search-hot" className="sf-search__heading">
              {m.search_popular()}
            </h2>
            <ul className="sf-catalogue__chips">
              {hotWords.map((word) => (
                <li key={word.id}>
                  <button type="button" className="sf-catalogue__chip" onClick={() => openHotWord(word)}>
                    {word.hotword}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {history.value.length > 0 && (
          <section aria-labelledby="search-history">
            <div className="sf-catalogue__section-head">
              <h2 id="search-history" className="sf-search__heading">
                {m.search_history()}
              </h2>
              <button
                type="button"
                className="sf-catalogue__link"
                onClick={() => {
                  clearHistory(type);
                  history.value = [];
                }}
              >
                {m.search_clear_history()}
              </button>
            </div>
            <ul
              id="search-history-list"
              ref={historyRef}
              className="sf-catalogue__chips sf-search__history"
              style={expanded.value ? undefined : { maxHeight: HISTORY_COLLAPSED_PX }}
            >
              {history.value.map((entry) => (
                <li key={entry.key}>
                  <button type="button" className="sf-catalogue__chip" onClick={() => openEntry(entry)}>
                    {entry.key}
                  </button>
                </li>
              ))}
            </ul>
            {overflows.value && (
              <button
                type="button"
                className="sf-catalogue__link"
                aria-expanded={expanded.value}
                aria-controls="search-history-list"
                onClick={() => (expanded.value = !expanded.peek())}
              >
                {expanded.value ? m.search_show_less() : m.search_show_more()}
              </button>
            )}
          </section>
        )}
      </main>
    </div>
  );
}
