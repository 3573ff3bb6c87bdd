import { rules, type ResponseData } from '@storefront/sdk';
import { api } from '../../session/api';

export type FavKind = 'product' | 'case' | 'template';
export type FavProduct = ResponseData<'getProductFavList'>['list'][number];
export type FavCase = ResponseData<'getCaseFavList'>['list'][number];
export type FavTemplate = ResponseData<'getTemplateFavList'>['list'][number];
export type TemplateSpace = ResponseData<'getTemplateSpaceList'>['list'][number];

/** Toggles one item (catalogue.md §4 Favourite toggle): the new is_fav, or null when the call failed (already toasted). */
export async function toggleFavourite(kind: FavKind, id: number): Promise<number | null> {
  const text = String(id);
  const result =
    kind === 'product'
      ? await api.call('productFav', { product_id: text })
      : kind === 'case'
        ? await api.call('caseFav', { case_id: text })
        : await api.call('templateFav', { template_id: text });
  return result.ok ? result.data.is_fav : null;
}

/** Removes several at once: the ids go comma separated (catalogue.md §5); one id toggles, which removes a collected one. */
export async function removeFavourites(kind: FavKind, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const text = rules.idListText(ids);
  const result =
    kind === 'product'
      ? await api.call('productFav', { product_id: text })
      : kind === 'case'
        ? await api.call('caseFav', { case_id: text })
        : await api.call('templateFav', { template_id: text });
  return result.ok;
}

export async function loadFavProducts(brandId: number | null, page: number) {
  const result = await api.call('getProductFavList', { brand_id: brandId ? String(brandId) : '', page, limit: rules.CATALOGUE_PAGE_SIZE });
  return result.ok ? result.data.list : null;
}

export async function loadFavCases(brandId: number | null, page: number) {
  const result = await api.call('getCaseFavList', { brand_id: brandId ? String(brandId) : '', page, limit: rules.CATALOGUE_PAGE_SIZE });
  return result.ok ? result.data.list : null;
}

export async function loadFavTemplates(spaceId: number | null, page: number) {
  const result = await api.call('getTemplateFavList', { ...(spaceId ? { space_id: spaceId } : {}), page, limit: rules.CATALOGUE_PAGE_SIZE });
  return result.ok ? result.data.list : null;
}

export async function loadTemplateSpaces(): Promise<TemplateSpace[]> {
  const result = await api.call('getTemplateSpaceList', {});
  return result.ok ? result.data.list : [];
}
