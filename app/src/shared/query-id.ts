/** A whole positive id from the query, or 0. Without React: the entry's start of a first page reads it too. */
export function queryId(query: URLSearchParams, name: string): number {
  const value = query.get(name) ?? '';
  return /^[0-9]+$/.test(value) ? Number(value) : 0;
}
