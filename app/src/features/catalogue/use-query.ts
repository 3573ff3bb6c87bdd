import { useMemo } from 'react';
import { useSearch } from 'wouter';

/** The page's query parameters. */
export function useQuery(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A whole positive id from the query, or 0. */
export function queryId(query: URLSearchParams, name: string): number {
  const value = query.get(name) ?? '';
  return /^[0-9]+$/.test(value) ? Number(value) : 0;
}
