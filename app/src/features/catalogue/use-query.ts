import { useMemo } from 'react';
import { useSearch } from 'wouter';

export { queryId } from '../../shared/query-id';

/** The page's query parameters. */
export function useQuery(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}
