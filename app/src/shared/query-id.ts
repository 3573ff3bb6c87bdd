/** A whole positive id from the query, or 0. Without React: the route table's calls asked ahead read it too. */
export function queryId(query: URLSearchParams, name: string): number {
  const value = query.get(name) ?? '';
  return /^[0-9]+$/.test(value) ? Number(value) : 0;
}
