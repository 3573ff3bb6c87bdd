import { safeExternalUrl } from '../../shared/safe-url';

/** Where a tap on a banner or a popup ad leads (docs/product/home-and-scanning.md#where-banners-and-ads-lead). */
export type Target = { kind: 'route'; href: string } | { kind: 'external'; url: string } | { kind: 'none' };

const route = (path: string, query: Record<string, string> = {}): Target => {
  const search = new URLSearchParams(query).toString();
  return { kind: 'route', href: search ? `${path}?${search}` : path };
};

const isList = (content: string) => content.trim() === '' || content.trim() === '0';

function external(url: string): Target {
  const safe = safeExternalUrl(url);
  return safe ? { kind: 'external', url: safe } : { kind: 'none' };
}

/** Banner types: 1 external URL, 2 brand, 3 product, 4 case, 5 case subject, 6 template; the id goes in `id`. */
export function bannerTarget(banner: { type: number; content: string; title: string }): Target {
  const { content, title } = banner;
  switch (banner.type) {
    case 1:
      return external(content);
    case 2:
      return route('/brand', { id: content });
    case 3:
      return isList(content) ? route('/product') : route('/product-detail', { id: content });
    case 4:
      return isList(content) ? route('/cases') : route('/cases-detail', { id: content });
    case 5:
      return route('/cases-subject', { id: content });
    case 6:
      return route('/template-detail', { id: content, name: title });
    default:
      return { kind: 'none' };
  }
}

/**
 * Popup ads use content_type with the banner codes; content '0' opens the list page instead of a detail;
 * /brand-detail is reached from here only; an unknown kind falls back to home.
 */
export function popupTarget(ad: { content_type: number; content: string; path: string; title: string }): Target {
  const { content, title } = ad;
  switch (ad.content_type) {
    case 1:
      return external(content || ad.path);
    case 2:
      return isList(content) ? route('/brand') : route('/brand-detail', { id: content });
    case 3:
      return isList(content) ? route('/product') : route('/product-detail', { id: content });
    case 4:
      return isList(content) ? route('/cases') : route('/cases-detail', { id: content });
    case 5:
      return isList(content) ? route('/cases') : route('/cases-subject', { id: content });
    case 6:
      return isList(content) ? route('/template') : route('/template-detail', { id: content, name: title });
    default:
      return route('/');
  }
}

/** The /search address of the home ticker: type cases for words of type 1, product otherwise, none without. */
export function searchHref(word: { hotword: string; type: number | null } | null): string {
  const query: Record<string, string> = {};
  if (word) {
    if (word.type === 1) query.type = 'cases';
    else if (word.type !== null) query.type = 'product';
    query.placeholder = word.hotword;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `/search?${search}` : '/search';
}
