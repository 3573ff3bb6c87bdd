/** Query names that carry a session and must never leave the device in a shared link. */
const SECRET_PARAMS = /token|session|password|secret|^code$|^auth/i;

/** The page's own address to share (docs/product/browsing.md#sharing): same page and query, without any token. */
export function shareLink(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAMS.test(name)) url.searchParams.delete(name);
  }
  url.hash = '';
  return url.toString();
}
