import { m } from '@storefront/sdk/i18n';

export interface ListFooterProps {
  loading: boolean;
  done: boolean;
  failed: boolean;
  count: number;
  onRetry(): void;
  /** Where the IntersectionObserver watches for the next page. */
  sentinelRef(element: Element | null): void;
}

/** The end of an infinite list: the sentinel, then loading, the end or a retry. */
export function ListFooter({ loading, done, failed, count, onRetry, sentinelRef }: ListFooterProps) {
  return (
    <div className="sf-list-footer">
      <div ref={sentinelRef} className="sf-list-footer__sentinel" aria-hidden="true" />
      <p role="status" className="sf-list-footer__text">
        {loading ? m.catalogue_loading() : done && count > 0 ? m.catalogue_no_more() : ''}
      </p>
      {failed && (
        <button type="button" className="sf-catalogue__link" onClick={onRetry}>
          {m.catalogue_try_again()}
        </button>
      )}
    </div>
  );
}
